import { api } from '@area-cliente/shared';
import { CALLS, DOWNLOADS, type RenovacionPoliza } from '@area-cliente/shared/contract';
import {
  diaSolicitud,
  etiquetaSolicitudBaja,
  formatDate,
  loQueAplica,
  recibosNoRenovar,
  sinMasRecibos,
  todayIso,
  type ReciboDePoliza,
  type SituacionPoliza,
} from '@area-cliente/shared/domain';
import { openDownload } from '@area-cliente/shared/downloads';
import { normalizePassword, useForm } from '@area-cliente/shared/forms';
import { Alert, Button, Card, PasswordField, Popup } from '@area-cliente/shared/ui';
import { invalidatePortfolio, useCallQuery } from '@area-cliente/shared/query';
import { useState } from 'react';
import { CLAVE_ACTUAL_REQUERIDA } from '../screens/cliente/cambio-contacto-popup';
import { ConfirmarConPin, showRechazo, useSegundoFactor } from './confirmar-con-pin';
import { showRefusal } from './refusal';

/*
 * 'No renovar', 'Mantener la renovación' and 'Desistir del contrato' on a policy screen.
 * The rules (one month before the expiry date, 14 days of a distance contract) are the kernel's
 * (`renovacion.ts`); the API answers what applies today, so the screen only shows it. Stopping the
 * renewal and withdrawing end the cover: confirmed with a code sent by SMS (never the password alone);
 * keeping the renewal, with the current password. 'No te cobraremos más recibos' is never said alone
 * while a receipt of the period is still due: the confirmation, the done text and the card name it
 * (`recibosNoRenovar`). A policy no longer in force offers none of these, only the receipt of what was
 * asked.
 */

type Accion = 'NO_RENOVAR' | 'MANTENER' | 'DESISTIMIENTO';

const TITULO: Record<Accion, string> = {
  NO_RENOVAR: 'No renovar la póliza',
  MANTENER: 'Mantener la renovación',
  DESISTIMIENTO: 'Desistir del contrato',
};

/** What stopping the renewal leaves to pay today: the policy's unpaid receipts of this period. */
type Recibos = { quedan: boolean; avisos: string[] };

const HECHO: Record<Accion, string> = {
  NO_RENOVAR: 'Hecho: tu póliza no se renovará. Descarga el justificante y guárdalo.',
  MANTENER: 'Hecho: tu póliza se renovará como siempre.',
  DESISTIMIENTO: 'Hecho: has desistido del contrato. Descarga el justificante y guárdalo.',
};

/** What happens, said before the confirmation is asked. */
function Explicacion({ accion, r, recibos }: { accion: Accion; r: RenovacionPoliza; recibos: Recibos }) {
  const vto = formatDate(r.fechaVto);
  if (accion === 'NO_RENOVAR') {
    return (
      <ul className="pf-renovacion__lista">
        <li>
          Tu póliza sigue en vigor, con todas sus coberturas, hasta el <strong>{vto}</strong>.
        </li>
        <li>Ese día termina y no se renueva: {sinMasRecibos(recibos.quedan)}.</li>
        {recibos.avisos.map((aviso) => (
          <li key={aviso}>
            <strong>{aviso}</strong>
          </li>
        ))}
        <li>Hasta el día antes del vencimiento puedes cambiar de opinión con «Mantener la renovación».</li>
        <li>
          Te daremos un justificante en PDF. Lo haces con el artículo 22 de la Ley de Contrato de Seguro, que
          te permite oponerte a la prórroga con al menos un mes de antelación.
        </li>
      </ul>
    );
  }
  if (accion === 'MANTENER') {
    return <p>Tu póliza se renovará el {vto} como cada año y seguirás recibiendo sus recibos.</p>;
  }
  return (
    <ul className="pf-renovacion__lista">
      <li>El contrato queda sin efecto y dejas de estar cubierto por esta póliza.</li>
      <li>
        Te devolveremos lo que hayas pagado en 30 días como máximo, descontando la parte del tiempo en que te
        ha cubierto.
      </li>
      <li>
        <strong>No se puede deshacer</strong>: si cambias de opinión, tendrás que contratarla de nuevo.
      </li>
      <li>
        Lo haces con el artículo 10 de la Ley 22/2007 de comercialización a distancia de servicios
        financieros: sin dar motivos y sin penalización. Te daremos un justificante en PDF.
      </li>
    </ul>
  );
}

function ConfirmarPopup({
  accion,
  r,
  recibos,
  onClose,
  onDone,
}: {
  accion: Accion;
  r: RenovacionPoliza;
  recibos: Recibos;
  onClose: () => void;
  onDone: () => void;
}) {
  const conClave = accion === 'MANTENER';
  const segundoFactor = useSegundoFactor();
  const form = useForm<{ passwordActual: string; pin: string }>({
    initialValues: { passwordActual: '', pin: '' },
    validate: (v) =>
      conClave
        ? { passwordActual: normalizePassword(v.passwordActual) ? null : CLAVE_ACTUAL_REQUERIDA }
        : { pin: segundoFactor.errorPin(v.pin) },
  });
  const submit = form.handleSubmit(async (v) => {
    const params = { idPoliza: r.idPoliza };
    const factor = segundoFactor.factor(v.pin);
    try {
      if (accion === 'NO_RENOVAR') await api.call(CALLS.noRenovarPoliza, { params, body: factor });
      else if (accion === 'DESISTIMIENTO') {
        await api.call(CALLS.desistirPoliza, { params, body: factor });
      } else {
        const body = { passwordActual: normalizePassword(v.passwordActual) };
        await api.call(CALLS.mantenerRenovacion, { params, body });
      }
      onDone();
    } catch (error) {
      if (conClave) showRefusal(form, error);
      else showRechazo(form, error);
    }
  });
  return (
    <Popup open onClose={onClose} title={`${TITULO[accion]}`}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Explicacion accion={accion} r={r} recibos={recibos} />
        {conClave ? (
          <PasswordField
            label="Para confirmarlo, escribe tu contraseña actual"
            name="passwordActual"
            value={form.values.passwordActual}
            onValueChange={(value) => form.setValue('passwordActual', value)}
            error={form.errors.passwordActual}
          />
        ) : (
          <ConfirmarConPin
            accion={accion === 'NO_RENOVAR' ? 'no-renovar' : 'desistimiento'}
            {...segundoFactor.props(form, submit)}
          />
        )}
        {form.formError && <Alert kind="error">{form.formError}</Alert>}
        <div className="pf-acciones">
          <Button type="button" variant="secondary" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" busy={form.submitting}>
            {accion === 'NO_RENOVAR'
              ? 'Confirmar: no renovar'
              : accion === 'MANTENER'
                ? 'Confirmar: mantener la renovación'
                : 'Confirmar el desistimiento'}
          </Button>
        </div>
      </form>
    </Popup>
  );
}

const justificante = (idPoliza: number) =>
  void openDownload('JUSTIFICANTE_BAJA', String(idPoliza), DOWNLOADS.justificanteBaja, { idPoliza });

/** The policy's mark under its title: 'No se renovará el …' or 'Desistimiento solicitado'. */
export function MarcaRenovacion({ idPoliza }: { idPoliza: number }) {
  const state = useCallQuery(CALLS.renovacionPoliza, { params: { idPoliza } });
  if (state.status !== 'ready' || !state.data.solicitud) return null;
  return <p className="pf-marca">{etiquetaSolicitudBaja(state.data.solicitud)}</p>;
}

const VIGENTE: SituacionPoliza = { clase: 'VIGENTE' };

/**
 * 'Renovación' card: what the customer may do about the renewal today, and what they asked. `recibos`:
 * the policy's unpaid receipts, due and to come (its detail's); `situacion`: where the policy stands
 * (an ended one offers no action, only the receipt of its request).
 */
export function RenovacionCard({
  idPoliza,
  recibos = [],
  situacion = VIGENTE,
}: {
  idPoliza: number;
  recibos?: readonly ReciboDePoliza[];
  situacion?: SituacionPoliza;
}) {
  const state = useCallQuery(CALLS.renovacionPoliza, { params: { idPoliza } });
  const [accion, setAccion] = useState<Accion | null>(null);
  const [hecho, setHecho] = useState<Accion | null>(null);
  if (state.status !== 'ready') return null;
  const gestionable = loQueAplica(situacion).gestionar;
  const r = gestionable
    ? state.data
    : {
        ...state.data,
        noRenovar: { permitido: false, ultimoDia: null },
        desistimiento: { permitido: false, ultimoDia: null },
        solicitud: state.data.solicitud && { ...state.data.solicitud, deshacible: false },
      };
  const s = r.solicitud;
  // What stopping the renewal leaves to pay: only while the policy is current (an ended one says so above).
  const pendientes = gestionable
    ? recibosNoRenovar(recibos, s?.tipo === 'NO_RENOVAR' ? s.fecha : r.fechaVto, todayIso())
    : { quedan: false, avisos: [] };
  // Nothing to offer or show (the partner's health policy, a policy without an expiry date).
  if (!s && !r.noRenovar.permitido && !r.noRenovar.ultimoDia && !r.desistimiento.permitido) return null;
  const abrir = (a: Accion) => {
    setHecho(null);
    setAccion(a);
  };
  const acciones = (
    <>
      {s && (
        <Button variant="secondary" onClick={() => justificante(r.idPoliza)}>
          Descargar justificante (PDF)
        </Button>
      )}
      {s?.deshacible && <Button onClick={() => abrir('MANTENER')}>Mantener la renovación</Button>}
      {!s && r.noRenovar.permitido && (
        <Button variant="secondary" onClick={() => abrir('NO_RENOVAR')}>
          No renovar
        </Button>
      )}
      {r.desistimiento.permitido && (
        <Button variant="secondary" onClick={() => abrir('DESISTIMIENTO')}>
          Desistir del contrato (14 días)
        </Button>
      )}
    </>
  );
  return (
    <Card title="Renovación" className="pf-renovacion" actions={acciones}>
      {hecho && (
        <Alert kind="success">
          {HECHO[hecho]}
          {hecho === 'NO_RENOVAR' && pendientes.avisos.map((aviso) => ` ${aviso}`).join('')}
        </Alert>
      )}
      {s?.tipo === 'NO_RENOVAR' && (
        <>
          <p className="pf-marca">{etiquetaSolicitudBaja(s)}</p>
          <p>
            Te opusiste a la renovación el {diaSolicitud(s.solicitadaEl)} (código {s.referencia}).
            {gestionable &&
              ` La póliza te cubre hasta el ${formatDate(s.fecha)}; ese día termina y ${sinMasRecibos(pendientes.quedan)}.`}
            {pendientes.avisos.map((aviso) => ` ${aviso}`).join('')}
            {s.deshacible && ' Si cambias de opinión, puedes mantener la renovación hasta el día antes.'}
          </p>
        </>
      )}
      {s?.tipo === 'DESISTIMIENTO' && (
        <>
          <p className="pf-marca">{etiquetaSolicitudBaja(s)}</p>
          <p>
            Desististe del contrato el {diaSolicitud(s.solicitadaEl)} (código {s.referencia}). Te devolveremos
            lo pagado, descontando el tiempo en que te ha cubierto, en 30 días como máximo.
          </p>
        </>
      )}
      {!s && r.noRenovar.permitido && (
        <p>
          Tu póliza se renueva sola el {formatDate(r.fechaVto)}. Si no quieres que se renueve, puedes pedirlo
          aquí hasta el {formatDate(r.noRenovar.ultimoDia)}, un mes antes del vencimiento.
        </p>
      )}
      {!s && !r.noRenovar.permitido && r.noRenovar.ultimoDia && (
        <p>
          Tu póliza se renueva el {formatDate(r.fechaVto)}. El plazo para pedir que no se renueve terminó el{' '}
          {formatDate(r.noRenovar.ultimoDia)} (un mes antes del vencimiento); si necesitas ayuda, llámanos.
        </p>
      )}
      {r.desistimiento.permitido && (
        <p>
          Contrataste esta póliza a distancia: hasta el {formatDate(r.desistimiento.ultimoDia)} puedes
          desistir del contrato sin dar motivos y sin penalización.
        </p>
      )}
      {accion && (
        <ConfirmarPopup
          accion={accion}
          r={r}
          recibos={pendientes}
          onClose={() => setAccion(null)}
          onDone={() => {
            setHecho(accion);
            setAccion(null);
            state.reload();
            void invalidatePortfolio();
          }}
        />
      )}
    </Card>
  );
}
