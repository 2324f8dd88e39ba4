import { type CuponAmigo } from '@area-cliente/shared/contract';
import { MENSAJES } from '@area-cliente/shared/forms';
import { useMediaQuery, WIDER_THAN_PHONE_QUERY } from '@area-cliente/shared/hooks';
import { Button, Popup, useToast } from '@area-cliente/shared/ui';
import { useCliente } from '@area-cliente/shared/query';
import { ExternalLink } from '../external-link';
import { auditarCompartirCupon } from '../../api/cupones';

const mensajeCompartir = (codigo: string) =>
  `Te regalo un 10% de descuento en tu seguro con mi código de amigo ${codigo}.`;

/** Messaging-app share link for phones. */
const whatsappUrl = (codigo: string) => `https://wa.me/?text=${encodeURIComponent(mensajeCompartir(codigo))}`;

async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    // Browsers without the async clipboard (or without permission) still copy a selection.
    const area = document.createElement('textarea');
    area.value = text;
    document.body.append(area);
    area.select();
    document.execCommand('copy');
    area.remove();
  }
}

/**
 * 'Compartir' of a pending coupon (SPEC §4): the code, a messaging-app link on phones or a copy button
 * on bigger screens; sharing records CUPON_AMIGO_COMPARTE_CODIGO.
 */
export function ShareCouponPopup({ cupon, onClose }: { cupon: CuponAmigo | null; onClose: () => void }) {
  const cliente = useCliente();
  const phone = !useMediaQuery(WIDER_THAN_PHONE_QUERY);
  const { toast, showToast } = useToast();

  const audit = (codigo: string) => {
    if (!cliente) return;
    // Best effort: a failed audit must not stop the client from sharing.
    auditarCompartirCupon(cliente, codigo).catch(() => undefined);
  };

  const copy = async (codigo: string) => {
    await copyText(codigo);
    showToast(MENSAJES.COPIADO);
    audit(codigo);
  };

  return (
    <>
      <Popup open={cupon !== null} onClose={onClose} title="Comparte tu cupón">
        {cupon && (
          <>
            <p>Tu amigo obtiene un 10% de descuento con este código:</p>
            <p className="offers-code" aria-label={`Código ${cupon.cupon}`}>
              {cupon.cupon}
            </p>
            {phone ? (
              <ExternalLink
                href={whatsappUrl(cupon.cupon)}
                className="ac-button ac-button--primary"
                onClick={() => audit(cupon.cupon)}
              >
                Compartir por WhatsApp
              </ExternalLink>
            ) : (
              <Button onClick={() => void copy(cupon.cupon)}>Copiar código</Button>
            )}
          </>
        )}
      </Popup>
      {toast}
    </>
  );
}
