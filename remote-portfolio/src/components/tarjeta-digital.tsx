import { api, downloadUrl, isApiError, isHandledApiError, bus } from '@area-cliente/shared';
import { CALLS, CERTIFICADO_SEGURO_PATH } from '@area-cliente/shared/contract';
import { urlVerificacion } from '@area-cliente/shared/domain';
import { openInNewTab } from '@area-cliente/shared/new-tab';
import { Alert, Button, Card, Checkbox, Popup, type HeadingLevel } from '@area-cliente/shared/ui';
import { useCliente, usePortfolioLoading } from '@area-cliente/shared/query';
import { useEffect, useState } from 'react';
import {
  borrarTarjeta,
  claveCliente,
  copiaDe,
  guardarTarjeta,
  leerTarjeta,
  puedeGuardar,
  vistaTarjeta,
  type VistaTarjeta,
} from './tarjeta-offline';

/*
 * The digital insurance card of a car, home or own-health policy. Each time it is shown the
 * API issues a fresh code (it keeps only its hash) and the QR points at the public page that says
 * whether the policy is in force today, with the product, the plate (or what is insured, in short) and
 * the policy number in part. When the customer asks for it, the card (never its QR) is kept
 * on the device for offline use (tarjeta-offline.ts).
 */

const CERTIFICADO_NO_DISPONIBLE = 'El certificado no está disponible en este momento. Inténtalo más tarde.';
const NO_CARGA = 'No hemos podido cargar tu tarjeta. Inténtalo de nuevo en unos minutos.';
const GUARDAR_EN_DISPOSITIVO = 'Guardar la tarjeta en este dispositivo para verla sin conexión';
const GUARDAR_AVISO =
  'Quien use este dispositivo podrá verla sin entrar. El código QR de verificación solo se muestra con conexión.';

type Lista = {
  status: 'lista';
  vista: VistaTarjeta;
  /** The QR as an SVG document; null for the device's copy, which never holds it. */
  qrSvg: string | null;
  /** When the card shown was read from the API. */
  leidaEl: Date;
  sinConexion: boolean;
  /** A copy of this card is kept on the device (the customer asked for it). */
  guardada: boolean;
};

type Estado = { status: 'cargando' } | Lista | { status: 'error'; message: string };

/** The QR as an SVG document: black on white, the standard 4-module quiet zone, no inline style. */
async function qrSvg(texto: string): Promise<string> {
  const QRCode = await import(/* webpackChunkName: "qrcode" */ 'qrcode');
  return QRCode.toString(texto, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 });
}

/**
 * The customer's part of the device's keys: undefined while the portfolio (which names the customer)
 * loads, null when nothing can be kept here (no Cache Storage: a plain http page, or no customer).
 */
function useClaveCliente(): string | null | undefined {
  const cliente = useCliente();
  const cargando = usePortfolioLoading();
  const idCliente = cliente?.idCliente ?? null;
  const [clave, setClave] = useState<{ idCliente: number; clave: string | null } | null>(null);
  useEffect(() => {
    if (idCliente === null || !puedeGuardar()) return;
    let vivo = true;
    claveCliente(idCliente).then(
      (c) => vivo && setClave({ idCliente, clave: c }),
      () => vivo && setClave({ idCliente, clave: null }),
    );
    return () => {
      vivo = false;
    };
  }, [idCliente]);
  if (!puedeGuardar()) return null;
  if (idCliente === null) return cargando ? undefined : null;
  return clave?.idCliente === idCliente ? clave.clave : undefined;
}

/** `cliente`: the key of the device's copies, null when none can be kept. */
async function cargar(idPoliza: number, cliente: string | null): Promise<Estado> {
  try {
    // Quiet: without a connection the kept copy and its 'Sin conexión' note say it; the shell's alert
    // would only cover that note.
    const tarjeta = await api.call(CALLS.tarjetaPoliza, { params: { idPoliza }, quiet: true });
    const ahora = new Date();
    const vista = vistaTarjeta(tarjeta, ahora);
    const qr = await qrSvg(urlVerificacion(window.location.origin, tarjeta.codigoVerificacion));
    // A copy the customer keeps is brought up to date; none is made unless asked for.
    const guardada = cliente !== null && (await leerTarjeta(cliente, idPoliza)) !== null;
    if (guardada) await guardarTarjeta(cliente, copiaDe(idPoliza, vista, ahora));
    return { status: 'lista', vista, qrSvg: qr, leidaEl: ahora, sinConexion: false, guardada };
  } catch (error) {
    // Without a connection (or the API down) the device's copy stands in, dated, without its QR.
    const copia = cliente === null ? null : await leerTarjeta(cliente, idPoliza);
    if (copia && !(isApiError(error) && error.status === 404)) {
      const leidaEl = new Date(copia.guardadaEl);
      return { status: 'lista', vista: copia.vista, qrSvg: null, leidaEl, sinConexion: true, guardada: true };
    }
    return { status: 'error', message: isApiError(error) ? error.mensaje : NO_CARGA };
  }
}

async function abrirCertificado(idPoliza: number): Promise<void> {
  try {
    await openInNewTab(async () => {
      const { tokenDescarga } = await api.call(CALLS.tokenCertificadoSeguro, { params: { idPoliza } });
      return downloadUrl(CERTIFICADO_SEGURO_PATH, { idPoliza, token: tokenDescarga });
    });
  } catch (error) {
    // Session and communication failures were already announced by the shell.
    if (!isHandledApiError(error)) bus.emit('alert', { kind: 'error', message: CERTIFICADO_NO_DISPONIBLE });
  }
}

const telHref = (telefono: string) => `tel:${telefono.replace(/\s+/g, '')}`;
const dataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** The card itself: what a police officer, a repairer or a clinic asks for, and the QR (online only). */
function TarjetaPanel({ vista: v, qrSvg }: { vista: VistaTarjeta; qrSvg: string | null }) {
  return (
    <div className="pf-tarjeta">
      <div className="pf-tarjeta__datos">
        <p className="pf-tarjeta__producto">{v.producto}</p>
        <dl className="pf-tarjeta__lista">
          {v.filas.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
          <div>
            <dt>Asistencia 24 h</dt>
            <dd>
              <a href={telHref(v.telefono)}>{v.telefono}</a>
            </dd>
          </div>
        </dl>
        <p className={v.enVigor ? 'pf-tarjeta__estado' : 'pf-tarjeta__estado pf-tarjeta__estado--no'}>
          {v.estado}
        </p>
      </div>
      {qrSvg === null ? (
        <p className="pf-tarjeta__qr-nota">{v.notaQr}</p>
      ) : (
        <figure className="pf-tarjeta__qr">
          <img
            src={dataUrl(qrSvg)}
            width={160}
            height={160}
            alt="Código QR para comprobar que la póliza está en vigor"
          />
          <figcaption>
            Quien lo escanee verá si la póliza está en vigor hoy, el producto, la matrícula o lo asegurado y
            parte del número; nunca tu nombre, NIF ni contacto.
          </figcaption>
        </figure>
      )}
    </div>
  );
}

function AnularPopup({
  idPoliza,
  onClose,
  onDone,
}: {
  idPoliza: number;
  onClose: () => void;
  onDone: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const anular = async () => {
    setBusy(true);
    try {
      await api.call(CALLS.anulaCodigosTarjeta, { params: { idPoliza } });
      onDone();
    } catch (e) {
      setBusy(false);
      if (isApiError(e)) setError(e.mensaje);
    }
  };
  return (
    <Popup open onClose={onClose} title="Anular los códigos QR">
      <p>
        Los códigos QR que hayas mostrado, impreso o compartido de esta póliza dejarán de servir: quien los
        escanee verá «Código anulado». Te daremos uno nuevo al momento.
      </p>
      <p>Hazlo si has perdido el móvil o has compartido una captura de la tarjeta.</p>
      {error && <Alert kind="error">{error}</Alert>}
      <div className="pf-acciones">
        <Button variant="secondary" onClick={onClose}>
          Cancelar
        </Button>
        <Button onClick={() => void anular()} busy={busy}>
          Anular los códigos
        </Button>
      </div>
    </Popup>
  );
}

/**
 * 'Tarjeta digital' card on the car, home and own-health policy screens, and on 'Tarjetas y asistencia'
 * (there under its policy's heading: `headingLevel` 3).
 */
export function TarjetaDigital({
  idPoliza,
  headingLevel,
}: {
  idPoliza: number;
  headingLevel?: HeadingLevel;
}) {
  const cliente = useClaveCliente();
  const [estado, setEstado] = useState<Estado>({ status: 'cargando' });
  const [intento, setIntento] = useState(0);
  const [anulando, setAnulando] = useState(false);
  const [anulados, setAnulados] = useState(false);
  useEffect(() => {
    // Read once the customer is known: the card's copy on the device is keyed by them.
    if (cliente === undefined) return;
    let vivo = true;
    void cargar(idPoliza, cliente).then((e) => vivo && setEstado(e));
    return () => {
      vivo = false;
    };
  }, [idPoliza, intento, cliente]);

  if (estado.status === 'cargando') {
    return (
      <Card title="Tarjeta digital" headingLevel={headingLevel} className="pf-tarjeta-card">
        <p aria-live="polite">Cargando tu tarjeta…</p>
      </Card>
    );
  }
  if (estado.status === 'error') {
    return (
      <Card
        title="Tarjeta digital"
        headingLevel={headingLevel}
        className="pf-tarjeta-card"
        actions={
          <Button variant="secondary" onClick={() => setIntento((n) => n + 1)}>
            Reintentar
          </Button>
        }
      >
        <Alert kind="error">{estado.message}</Alert>
      </Card>
    );
  }
  const lista = estado;
  const { sinConexion } = lista;
  /** On: the card as shown (never its QR) goes to the device; off: the copy is deleted at once. */
  const guardar = async (si: boolean) => {
    if (!cliente) return;
    setEstado({ ...lista, guardada: si });
    if (si) await guardarTarjeta(cliente, copiaDe(idPoliza, lista.vista, lista.leidaEl));
    else await borrarTarjeta(cliente, idPoliza);
  };
  const acciones = sinConexion ? (
    <Button variant="secondary" onClick={() => setIntento((n) => n + 1)}>
      Reintentar
    </Button>
  ) : (
    <>
      <Button variant="secondary" onClick={() => void abrirCertificado(idPoliza)}>
        Descargar certificado (PDF)
      </Button>
      <Button variant="secondary" onClick={() => setAnulando(true)}>
        Anular códigos QR
      </Button>
    </>
  );
  return (
    <Card title="Tarjeta digital" headingLevel={headingLevel} className="pf-tarjeta-card" actions={acciones}>
      {sinConexion && <Alert kind="info">{lista.vista.nota}</Alert>}
      {anulados && !sinConexion && (
        <Alert kind="success">Hecho: los códigos anteriores ya no sirven. Este es el nuevo.</Alert>
      )}
      <TarjetaPanel vista={lista.vista} qrSvg={lista.qrSvg} />
      {cliente && (
        <Checkbox
          className="pf-tarjeta-guardar"
          label={GUARDAR_EN_DISPOSITIVO}
          hint={GUARDAR_AVISO}
          checked={lista.guardada}
          onCheckedChange={(si) => void guardar(si)}
        />
      )}
      {anulando && (
        <AnularPopup
          idPoliza={idPoliza}
          onClose={() => setAnulando(false)}
          onDone={() => {
            setAnulando(false);
            setAnulados(true);
            setIntento((n) => n + 1);
          }}
        />
      )}
    </Card>
  );
}
