import { api, dropDraft, isApiError, useKeptDraft } from '@area-cliente/shared';
import { CALLS, Codigo, mediacionDeCliente } from '@area-cliente/shared/contract';
import { useForm } from '@area-cliente/shared/forms';
import { type PolizaEntry } from '@area-cliente/shared/routes';
import {
  Alert,
  Button,
  Checkbox,
  MediatedNotice,
  POLIZA_MEDIADA,
  Popup,
  TextField,
} from '@area-cliente/shared/ui';
import { invalidatePortfolio, refreshPortfolio, usePortfolio } from '@area-cliente/shared/query';
import { useRef, useState } from 'react';
import { ConfirmarConPin, type FactorCambio, useSegundoFactor } from '../../components/confirmar-con-pin';
import { useMensajeErrorContacto } from '../../components/contacto';
import { seleccionDePolizas } from './seleccion-polizas';

export const CLAVE_ACTUAL_REQUERIDA = 'Escribe tu contraseña actual';

/** What differs between the phone and the e-mail change (SPEC §4, §5, §8). */
export type CambioContacto = {
  titulo: string;
  /** Name of its draft: what was typed survives an expired session (never the code). */
  borrador: string;
  /** 'Tenías un cambio de … sin terminar': what the draft offer calls it. */
  queCambia: string;
  campo: { label: string; type: 'tel' | 'email'; maxLength?: number; autoComplete: string };
  /** Keeps what the input accepts (the phone keeps at most 10 typed characters). */
  limitar?: (typed: string) => string;
  validar: (valor: string) => string | null;
  /** Sends the change with its second factor: the code sent by SMS for it, or a passkey's answer. */
  enviar: (valor: string, polizas: number[], factor: FactorCambio) => Promise<unknown>;
  exito: string;
  /** Phone: codigo 1010 shows the server's message; any other codigo the contact message. */
  mensajeServidor?: (codigo: number) => boolean;
};

type Paso =
  | { paso: 'valor' }
  | { paso: 'seleccion'; polizas: PolizaEntry[] }
  | { paso: 'resultado'; ok: boolean; mensaje: string };
type Valores = { valor: string; pin: string };

type Props = {
  cambio: CambioContacto;
  idCliente: number;
  /** The value typed before the session expired, when the customer chose to continue it. */
  valorInicial?: string;
  onClose: () => void;
};

/**
 * Change of phone or e-mail: value and the code sent by SMS to the phone on record (the one being
 * replaced, for a phone change), policy selection when there is a choice, send, result panel. The
 * value typed is kept as a draft until the popup is closed or the change answered.
 */
export function CambioContactoPopup({ cambio, idCliente, valorInicial = '', onClose }: Props) {
  const portfolio = usePortfolio();
  const mensajeContacto = useMensajeErrorContacto();
  const mediacion = portfolio ? mediacionDeCliente(portfolio.cliente) : null;
  const [paso, setPaso] = useState<Paso>({ paso: 'valor' });
  const [marcadas, setMarcadas] = useState<Set<number>>(new Set());
  const eleccionHecha = useRef(false);
  const [enviando, setEnviando] = useState(false);
  // The code sent, or a passkey's answer (kept through the policy choice, used once).
  const segundoFactor = useSegundoFactor();
  const form = useForm<Valores>({
    initialValues: { valor: valorInicial, pin: '' },
    validate: ({ valor, pin }) => ({
      valor: cambio.validar(valor),
      pin: segundoFactor.errorPin(pin),
    }),
  });

  const pendiente = paso.paso !== 'resultado' && form.values.valor !== '';
  useKeptDraft(cambio.borrador, idCliente, pendiente ? { valor: form.values.valor } : null);
  const cerrar = () => {
    dropDraft(cambio.borrador);
    onClose();
  };

  async function enviar(polizas: number[]) {
    setEnviando(true);
    try {
      const factor = segundoFactor.factor(form.values.pin);
      await cambio.enviar(form.values.valor.trim(), polizas, factor);
      void invalidatePortfolio();
      setPaso({ paso: 'resultado', ok: true, mensaje: cambio.exito });
    } catch (error) {
      // Communication failures are on screen already (the shell's alert): let the user try again.
      if (!isApiError(error)) return;
      // The code refused (wrong, spent, expired): back to it, with the server's words under it.
      if (error.codigo === Codigo.ERROR_NEGOCIO && error.status === 200) {
        form.setFieldError('pin', error.mensaje);
        setPaso({ paso: 'valor' });
        return;
      }
      const propio = cambio.mensajeServidor?.(error.codigo) ?? false;
      setPaso({ paso: 'resultado', ok: false, mensaje: propio ? error.mensaje : mensajeContacto });
    } finally {
      setEnviando(false);
    }
  }

  const continuar = form.handleSubmit(async () => {
    const actual = portfolio ?? (await refreshPortfolio());
    if (!actual) return;
    const seleccion = seleccionDePolizas(actual);
    if (seleccion.modo === 'automatica') return enviar(seleccion.idPolizas);
    // Back here after a refused code: the policies already chosen stay chosen.
    if (!eleccionHecha.current) setMarcadas(new Set(seleccion.polizas.map((e) => e.poliza.idPoliza)));
    eleccionHecha.current = true;
    setPaso({ paso: 'seleccion', polizas: seleccion.polizas });
  });

  const marcar = (id: number, checked: boolean) =>
    setMarcadas((prev) => {
      const next = new Set(prev);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <Popup open onClose={cerrar} title={cambio.titulo}>
      {paso.paso === 'valor' && (
        <form onSubmit={(event) => void continuar(event)} noValidate>
          <TextField
            label={cambio.campo.label}
            name="valor"
            type={cambio.campo.type}
            inputMode={cambio.campo.type}
            autoComplete={cambio.campo.autoComplete}
            maxLength={cambio.campo.maxLength}
            value={form.values.valor}
            onValueChange={(typed) => form.setValue('valor', cambio.limitar ? cambio.limitar(typed) : typed)}
            error={form.errors.valor}
          />
          <ConfirmarConPin
            accion={cambio.campo.type === 'tel' ? 'telefono' : 'email'}
            {...segundoFactor.props(form, continuar, true)}
          />
          <Button type="submit" busy={form.submitting || enviando} block>
            Continuar
          </Button>
        </form>
      )}
      {paso.paso === 'seleccion' && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void enviar([...marcadas]);
          }}
        >
          {mediacion && <MediatedNotice mediacion={mediacion} />}
          <fieldset className="pf-seleccion">
            <legend>Aplicar el cambio a estas pólizas:</legend>
            {paso.polizas.map(({ poliza }) => (
              <Checkbox
                key={poliza.idPoliza}
                label={[
                  poliza.producto,
                  poliza.numPoliza,
                  poliza.riesgoAseguradoStr,
                  mediacion ? POLIZA_MEDIADA : null,
                ]
                  .filter((t, i, all) => t && all.indexOf(t) === i)
                  .join(' · ')}
                checked={marcadas.has(poliza.idPoliza)}
                onCheckedChange={(checked) => marcar(poliza.idPoliza, checked)}
              />
            ))}
          </fieldset>
          <Button type="submit" busy={enviando} block>
            Enviar
          </Button>
        </form>
      )}
      {paso.paso === 'resultado' && (
        <>
          <Alert kind={paso.ok ? 'success' : 'error'}>{paso.mensaje}</Alert>
          <Button onClick={cerrar} block>
            Cerrar
          </Button>
        </>
      )}
    </Popup>
  );
}

/** The two calls, with the payloads of SPEC §7 plus the second factor. */
export const enviarTelefono = (telefono: string, polizas: number[], factor: FactorCambio) =>
  api.call(CALLS.actualizaTelefono, { body: { telefono, polizas, ...factor } });
export const enviarEmail = (email: string, polizas: number[], factor: FactorCambio) =>
  api.call(CALLS.actualizaEmail, { body: { email, polizas, ...factor } });
