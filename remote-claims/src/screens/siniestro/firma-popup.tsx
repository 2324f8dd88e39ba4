import { api, isApiError } from '@area-cliente/shared';
import { CALLS, type DocumentoFirmado, type PinFirma } from '@area-cliente/shared/contract';
import { clausulaFirma, formatDate, huellaLegible, PIN_FIRMA } from '@area-cliente/shared/domain';
import { useForm } from '@area-cliente/shared/forms';
import { Alert, Button, Popup, TextField, TextoAFirmarRegion } from '@area-cliente/shared/ui';
import { useState } from 'react';
import { abrirDocumento } from '../../api/abrir-documento';
import { DocumentoBoton } from '../../components/documento-boton';

const ESCRIBE_PIN = 'Escribe el PIN de 6 cifras que te hemos enviado';

/**
 * 'Firmar' a claim document: a simple electronic signature with a PIN sent by SMS. What signing
 * means (the document's clause, printed in its PDF too) shows before the PIN is asked for; asking for
 * it fixes the exact PDF to sign, whose SHA-256 and the document itself are shown before the customer
 * types the PIN and signs.
 */
export function FirmaPopup({
  documento,
  numSiniestro,
  onClose,
}: {
  documento: { uuid: string; nombreDoc: string };
  numSiniestro: string;
  onClose: (firmado: boolean) => void;
}) {
  const [enviado, setEnviado] = useState<PinFirma | null>(null);
  const [enviando, setEnviando] = useState(false);
  const [errorEnvio, setErrorEnvio] = useState<string | null>(null);
  const [hecho, setHecho] = useState<DocumentoFirmado | null>(null);
  const form = useForm<{ pin: string }>({
    initialValues: { pin: '' },
    validate: ({ pin }) => ({ pin: PIN_FIRMA.test(pin.trim()) ? null : ESCRIBE_PIN }),
  });
  const nombre = documento.nombreDoc.replace(/\.pdf$/i, '');
  const clausula = {
    titulo: nombre,
    apartados: [clausulaFirma({ nombreDoc: documento.nombreDoc, numSiniestro })],
  };

  async function pedirPin() {
    setEnviando(true);
    setErrorEnvio(null);
    try {
      setEnviado(await api.call(CALLS.pinFirmaDocumento, { params: { uuid: documento.uuid }, body: {} }));
    } catch (error) {
      if (isApiError(error)) setErrorEnvio(error.mensaje);
    } finally {
      setEnviando(false);
    }
  }

  const firmar = form.handleSubmit(async ({ pin }) => {
    try {
      setHecho(
        await api.call(CALLS.firmaDocumento, {
          params: { uuid: documento.uuid },
          body: { pin: pin.trim() },
        }),
      );
    } catch (error) {
      // Communication failures are on screen already (the shell's alert): let the user try again.
      if (isApiError(error)) form.setFieldError('pin', error.mensaje);
    }
  });

  return (
    <Popup open onClose={() => onClose(hecho !== null)} title="Firmar documento">
      {hecho ? (
        <>
          <Alert kind="success">
            Has firmado «{nombre}» el {formatDate(hecho.fechaFirma)}. Referencia de la firma:{' '}
            {hecho.referencia}.
          </Alert>
          <p className="claims-firma-popup__texto">
            La copia firmada lleva al final una página de firma con la fecha y hora, el método y la huella del
            documento.
          </p>
          <div className="claims-firma-popup__acciones">
            <Button variant="secondary" onClick={() => void abrirDocumento(documento.uuid)}>
              Descargar documento firmado
            </Button>
            <Button onClick={() => onClose(true)}>Volver al siniestro</Button>
          </div>
        </>
      ) : (
        <>
          <p className="claims-firma-popup__texto">
            Vas a firmar «{nombre}» del siniestro {numSiniestro} con una firma electrónica simple: te enviamos
            un PIN por SMS a tu móvil registrado y lo escribes aquí.
          </p>
          <TextoAFirmarRegion texto={clausula} />
          {enviado ? (
            <form onSubmit={(event) => void firmar(event)} noValidate>
              <h3 className="claims-firma-popup__titulo">Documento que vas a firmar</h3>
              <DocumentoBoton uuid={documento.uuid} nombre={enviado.nombreDoc} />
              <p className="claims-firma-popup__texto">Huella SHA-256 del documento:</p>
              <code className="claims-firma-popup__huella">{huellaLegible(enviado.sha256)}</code>
              <TextField
                label="PIN recibido por SMS"
                name="pin"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                value={form.values.pin}
                onValueChange={(value) => form.setValue('pin', value.replace(/\D/g, ''))}
                hint={`Te lo hemos enviado al ${enviado.telefono}. Caduca en ${enviado.caducaEnSegundos / 60} minutos.`}
                error={form.errors.pin}
              />
              <div className="claims-firma-popup__acciones">
                <Button variant="link" busy={enviando} onClick={() => void pedirPin()}>
                  Enviarme otro PIN
                </Button>
                <Button type="submit" busy={form.submitting}>
                  Firmar documento
                </Button>
              </div>
              {errorEnvio && <Alert kind="error">{errorEnvio}</Alert>}
            </form>
          ) : (
            <>
              {errorEnvio && <Alert kind="error">{errorEnvio}</Alert>}
              <Button busy={enviando} block onClick={() => void pedirPin()}>
                Enviarme el PIN por SMS
              </Button>
            </>
          )}
        </>
      )}
    </Popup>
  );
}
