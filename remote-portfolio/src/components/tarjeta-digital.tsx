import {
  Alert,
  api,
  Button,
  CALLS,
  Card,
  CERTIFICADO_SEGURO_PATH,
  downloadUrl,
  isApiError,
  isHandledApiError,
  openInNewTab,
  Popup,
  urlVerificacion,
  bus,
} from '@area-cliente/shared';
import { useEffect, useState } from 'react';
import { guardarTarjeta, leerTarjeta, vistaTarjeta, type TarjetaGuardada } from './tarjeta-offline';

/*
 * Issue #32: the digital insurance card of a car, home or own-health policy. Each time it is shown the
 * API issues a fresh code (it keeps only its hash) and the QR points at the public page that says
 * whether the policy is in force today. The card is kept on the device for offline use.
 */

const CERTIFICADO_NO_DISPONIBLE = 'El certificado no está disponible en este momento. Inténtalo más tarde.';
const NO_CARGA = 'No hemos podido cargar tu tarjeta. Inténtalo de nuevo en unos minutos.';

type Estado =
  | { status: 'cargando' }
  | { status: 'lista'; g: TarjetaGuardada; sinConexion: boolean }
  | { status: 'error'; message: string };

/** The QR as an SVG document: black on white, the standard 4-module quiet zone, no inline style. */
async function qrSvg(texto: string): Promise<string> {
  const QRCode = await import(/* webpackChunkName: "qrcode" */ 'qrcode');
  return QRCode.toString(texto, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 });
}

async function cargar(idPoliza: number): Promise<Estado> {
  try {
    // Quiet: without a connection the kept copy and its 'Sin conexión' note say it; the shell's alert
    // would only cover that note.
    const tarjeta = await api.call(CALLS.tarjetaPoliza, { params: { idPoliza }, quiet: true });
    const ahora = new Date();
    const g: TarjetaGuardada = {
      tarjeta,
      vista: vistaTarjeta(tarjeta, ahora),
      qrSvg: await qrSvg(urlVerificacion(window.location.origin, tarjeta.codigoVerificacion)),
      guardadaEl: ahora.toISOString(),
    };
    await guardarTarjeta(g);
    return { status: 'lista', g, sinConexion: false };
  } catch (error) {
    // Without a connection (or the API down) the device's copy stands in, dated.
    const guardada = await leerTarjeta(idPoliza);
    if (guardada && !(isApiError(error) && error.status === 404))
      return { status: 'lista', g: guardada, sinConexion: true };
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

/** The card itself: what a police officer, a repairer or a clinic asks for, and the QR. */
function TarjetaPanel({ g }: { g: TarjetaGuardada }) {
  const v = g.vista;
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
      <figure className="pf-tarjeta__qr">
        <img
          src={dataUrl(g.qrSvg)}
          width={160}
          height={160}
          alt="Código QR para comprobar que la póliza está en vigor"
        />
        <figcaption>Quien lo escanee verá solo si la póliza está en vigor hoy, sin tus datos.</figcaption>
      </figure>
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
        escanee verá «No consta en vigor». Te daremos uno nuevo al momento.
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

/** 'Tarjeta digital' card on the car, home and own-health policy screens. */
export function TarjetaDigital({ idPoliza }: { idPoliza: number }) {
  const [estado, setEstado] = useState<Estado>({ status: 'cargando' });
  const [intento, setIntento] = useState(0);
  const [anulando, setAnulando] = useState(false);
  const [anulados, setAnulados] = useState(false);
  useEffect(() => {
    let vivo = true;
    void cargar(idPoliza).then((e) => vivo && setEstado(e));
    return () => {
      vivo = false;
    };
  }, [idPoliza, intento]);

  if (estado.status === 'cargando') {
    return (
      <Card title="Tarjeta digital" className="pf-tarjeta-card">
        <p aria-live="polite">Cargando tu tarjeta…</p>
      </Card>
    );
  }
  if (estado.status === 'error') {
    return (
      <Card
        title="Tarjeta digital"
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
  const { g, sinConexion } = estado;
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
    <Card title="Tarjeta digital" className="pf-tarjeta-card" actions={acciones}>
      {sinConexion && <Alert kind="info">{g.vista.nota}</Alert>}
      {anulados && !sinConexion && (
        <Alert kind="success">Hecho: los códigos anteriores ya no sirven. Este es el nuevo.</Alert>
      )}
      <TarjetaPanel g={g} />
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
