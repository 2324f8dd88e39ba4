import { appConfigAtom } from '@area-cliente/shared';
import { useAtomValue } from 'jotai';

/** SPEC §8: phone change (other codigo) and e-mail change errors, followed by the company's numbers. */
const ERROR_CONTACTO =
  'Se ha producido un error. Por favor, contacte con Atención al Cliente en los teléfonos';
/** SPEC §4: a contract document that cannot be opened. */
export const NO_DISPONIBLE_DIGITAL = 'No disponible en formato digital.';

/** The attention phones of config.json as one phrase ('900 … (gratuito) o 91 …'), or null before it loads. */
function useTelefonosAtencion(): string | null {
  const config = useAtomValue(appConfigAtom);
  return config ? `${config.telefonoGratuito} (gratuito) o ${config.telefonoNormal}` : null;
}

/** The contact message with the numbers, as the phone and e-mail popups show it. */
export function useMensajeErrorContacto(): string {
  const telefonos = useTelefonosAtencion();
  return telefonos ? `${ERROR_CONTACTO} ${telefonos}.` : `${ERROR_CONTACTO} de atención al cliente.`;
}

/** The invitation after 'No disponible en formato digital.'. */
export function useInvitacionContacto(): string {
  const telefonos = useTelefonosAtencion();
  return telefonos
    ? `Si lo necesitas, solicítalo a Atención al Cliente en los teléfonos ${telefonos}.`
    : 'Si lo necesitas, solicítalo a Atención al Cliente.';
}
