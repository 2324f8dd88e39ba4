import { DraftOffer, dropDraft, readDraft } from '@area-cliente/shared';
import { CALLS, Codigo } from '@area-cliente/shared/contract';
import {
  estadoConsentimiento,
  type EstadoConsentimiento,
  formatTelefono,
  orSinDatos,
  orSinEmail,
  TELEFONO_MAX_LENGTH,
} from '@area-cliente/shared/domain';
import { limitTelefonoInput, validateEmailCambio, validateTelefono } from '@area-cliente/shared/forms';
import { Button, Card, DataList, LoadStatus } from '@area-cliente/shared/ui';
import { useCallQuery } from '@area-cliente/shared/query';
import { useState } from 'react';
import {
  CambioContactoPopup,
  enviarEmail,
  enviarTelefono,
  type CambioContacto,
} from './cambio-contacto-popup';
import { AvisosCard } from './avisos-card';
import { CuentaCobroCard } from './cuenta-cobro-card';
import { DireccionPopup } from './direccion-popup';
import { GdprPopup } from './gdpr-popup';
import { HistorialCard, refrescarHistorial } from './historial-card';
import { LlavesAccesoCard } from './llaves-acceso-card';
import { PasswordPopup } from './password-popup';
import { SesionesCard } from './sesiones-card';
import '../../portfolio.css';

type PopupAbierto = 'telefono' | 'email' | 'password' | 'gdpr' | 'direccion' | null;

const TELEFONO: CambioContacto = {
  titulo: 'Cambiar teléfono',
  borrador: 'cambio-telefono',
  queCambia: 'teléfono',
  campo: {
    label: 'Nuevo teléfono',
    type: 'tel',
    maxLength: TELEFONO_MAX_LENGTH,
    autoComplete: 'tel-national',
  },
  limitar: limitTelefonoInput,
  validar: validateTelefono,
  enviar: enviarTelefono,
  exito: 'Hemos actualizado tu número de teléfono.',
  mensajeServidor: (codigo) => codigo === Codigo.TELEFONO_RECHAZADO,
};

const EMAIL: CambioContacto = {
  titulo: 'Cambiar e-mail',
  borrador: 'cambio-email',
  queCambia: 'e-mail',
  campo: { label: 'Nuevo e-mail', type: 'email', autoComplete: 'email' },
  validar: validateEmailCambio,
  enviar: enviarEmail,
  exito: 'Hemos actualizado tu e-mail.',
};

const CAMBIOS = { telefono: TELEFONO, email: EMAIL } as const;

/** A phone or e-mail change this customer left unfinished in this tab (its session expired). */
function cambioPendiente(idCliente: number) {
  for (const popup of ['telefono', 'email'] as const) {
    const valor = readDraft(CAMBIOS[popup].borrador, idCliente)?.valor;
    if (valor) return { popup, valor };
  }
  return null;
}

const CONSENTIMIENTO: Record<EstadoConsentimiento, string> = {
  pendiente: 'Pendiente de contestar',
  dado: 'Sí, acepta comunicaciones comerciales',
  denegado: 'No acepta comunicaciones comerciales',
};
const consentimiento = (gdprEmpresas: boolean | undefined) =>
  CONSENTIMIENTO[estadoConsentimiento({ gdprEmpresas })];

/**
 * /cliente: the customer's data and the four change popups, only one open at a time (SPEC §2, §4),
 * then the open sessions (beyond SPEC).
 */
export function ClienteScreen() {
  const state = useCallQuery(CALLS.cliente);
  const [abierto, setAbierto] = useState<PopupAbierto>(null);
  const [valorInicial, setValorInicial] = useState<string>();
  // Bumped when a draft is discarded, so the offer reads the storage again.
  const [, setDescartes] = useState(0);
  const cerrar = () => {
    setAbierto(null);
    setValorInicial(undefined);
    // The data on screen follows the change just made.
    state.reload();
    refrescarHistorial();
  };

  if (state.status !== 'ready') return <LoadStatus state={state} />;
  const c = state.data;
  const pendiente = abierto === null ? cambioPendiente(c.idCliente) : null;

  return (
    <div className="pf-cliente">
      {pendiente && (
        <DraftOffer
          onContinue={() => {
            setValorInicial(pendiente.valor);
            setAbierto(pendiente.popup);
          }}
          onDiscard={() => {
            dropDraft(CAMBIOS[pendiente.popup].borrador);
            setDescartes((n) => n + 1);
          }}
        >
          Tenías un cambio de {CAMBIOS[pendiente.popup].queCambia} sin terminar: «{pendiente.valor}». ¿Quieres
          continuarlo?
        </DraftOffer>
      )}
      <Card title="Mis datos" headingLevel={1}>
        <DataList
          items={[
            { label: 'Nombre', value: orSinDatos(c.nombre) },
            { label: 'NIF/CIF/NIE', value: orSinDatos(c.numDoc) },
            { label: 'Dirección', value: orSinDatos(c.direccion) },
            { label: 'Teléfono', value: orSinDatos(c.telefono && formatTelefono(c.telefono)) },
            { label: 'E-mail', value: orSinEmail(c.email) },
            { label: 'Protección de datos', value: consentimiento(c.gdprEmpresas) },
          ]}
        />
      </Card>
      <nav className="ac-card pf-acciones" aria-label="Cambiar mis datos">
        <Button variant="secondary" onClick={() => setAbierto('telefono')}>
          Cambiar teléfono
        </Button>
        <Button variant="secondary" onClick={() => setAbierto('email')}>
          Cambiar e-mail
        </Button>
        <Button variant="secondary" onClick={() => setAbierto('direccion')}>
          Cambiar dirección
        </Button>
        <Button variant="secondary" onClick={() => setAbierto('password')}>
          Cambiar contraseña
        </Button>
        <Button variant="secondary" onClick={() => setAbierto('gdpr')}>
          Cambiar Protección Datos
        </Button>
      </nav>
      <CuentaCobroCard />
      <AvisosCard />
      <HistorialCard />
      <LlavesAccesoCard />
      <SesionesCard />
      {(abierto === 'telefono' || abierto === 'email') && (
        <CambioContactoPopup
          cambio={CAMBIOS[abierto]}
          idCliente={c.idCliente}
          valorInicial={valorInicial}
          onClose={cerrar}
        />
      )}
      {abierto === 'password' && (
        <PasswordPopup
          onClose={() => {
            setAbierto(null);
            refrescarHistorial();
          }}
        />
      )}
      {abierto === 'direccion' && (
        <DireccionPopup
          onClose={cerrar}
          onCambiada={() => {
            state.reload();
            refrescarHistorial();
          }}
        />
      )}
      {abierto === 'gdpr' && <GdprPopup actual={c.gdprEmpresas ?? false} onClose={cerrar} />}
    </div>
  );
}
