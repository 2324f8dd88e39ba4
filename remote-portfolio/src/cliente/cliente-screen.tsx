import {
  Button,
  CALLS,
  Card,
  Codigo,
  DataList,
  limitTelefonoInput,
  LoadStatus,
  orSinDatos,
  orSinEmail,
  TELEFONO_MAX_LENGTH,
  validateEmailCambio,
  validateTelefono,
} from '@area-cliente/shared';
import { useCallQuery } from '@area-cliente/shared/query';
import { useState } from 'react';
import {
  CambioContactoPopup,
  enviarEmail,
  enviarTelefono,
  type CambioContacto,
} from './cambio-contacto-popup';
import { GdprPopup } from './gdpr-popup';
import { PasswordPopup } from './password-popup';
import '../portfolio.css';

type PopupAbierto = 'telefono' | 'email' | 'password' | 'gdpr' | null;

const TELEFONO: CambioContacto = {
  titulo: 'Cambiar teléfono',
  campo: {
    label: 'Nuevo teléfono',
    type: 'tel',
    maxLength: TELEFONO_MAX_LENGTH,
    autoComplete: 'tel-national',
  },
  limitar: limitTelefonoInput,
  validar: validateTelefono,
  enviar: enviarTelefono,
  exito: 'Hemos actualizado su número de teléfono.',
  mensajeServidor: (codigo) => codigo === Codigo.TELEFONO_RECHAZADO,
};

const EMAIL: CambioContacto = {
  titulo: 'Cambiar e-mail',
  campo: { label: 'Nuevo e-mail', type: 'email', autoComplete: 'email' },
  validar: validateEmailCambio,
  enviar: enviarEmail,
  exito: 'Hemos actualizado su e-mail.',
};

const consentimiento = (gdpr: boolean | undefined) =>
  gdpr === undefined
    ? 'Pendiente de contestar'
    : gdpr
      ? 'Sí, acepta comunicaciones comerciales'
      : 'No acepta comunicaciones comerciales';

/** /cliente: the customer's data and the four change popups, only one open at a time (SPEC §2, §4). */
export function ClienteScreen() {
  const state = useCallQuery(CALLS.cliente);
  const [abierto, setAbierto] = useState<PopupAbierto>(null);
  const cerrar = () => {
    setAbierto(null);
    // The data on screen follows the change just made.
    state.reload();
  };

  if (state.status !== 'ready') return <LoadStatus state={state} />;
  const c = state.data;

  return (
    <div className="pf-cliente">
      <Card title="Mis datos" headingLevel={1}>
        <DataList
          items={[
            { label: 'Nombre', value: orSinDatos(c.nombre) },
            { label: 'NIF/CIF/NIE', value: orSinDatos(c.numDoc) },
            { label: 'Dirección', value: orSinDatos(c.direccion) },
            { label: 'Teléfono', value: orSinDatos(c.telefono) },
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
        <Button variant="secondary" onClick={() => setAbierto('password')}>
          Cambiar contraseña
        </Button>
        <Button variant="secondary" onClick={() => setAbierto('gdpr')}>
          Cambiar Protección Datos
        </Button>
      </nav>
      {abierto === 'telefono' && <CambioContactoPopup cambio={TELEFONO} onClose={cerrar} />}
      {abierto === 'email' && <CambioContactoPopup cambio={EMAIL} onClose={cerrar} />}
      {abierto === 'password' && <PasswordPopup onClose={() => setAbierto(null)} />}
      {abierto === 'gdpr' && <GdprPopup actual={c.gdprEmpresas ?? false} onClose={cerrar} />}
    </div>
  );
}
