import { lazyScreen, type RemoteProps, type ScreenMap } from '@area-cliente/shared';
import { POLIZA_DATA } from './screens/polizas/data';

// Roadside assistance: the request form and the tracking page, one small chunk.
const asistencia = () => import('./screens/asistencia/pantallas');
// 'Mensajes': the list, a new message and a conversation, one small chunk.
const mensajes = () => import('./screens/mensajes/pantallas');

// Screen name (routes.json) → screen; each screen is its own chunk, with the data it reads first.
export const screens: ScreenMap = {
  cliente: lazyScreen(() =>
    import('./screens/cliente/cliente-screen').then((m) => ({ default: m.ClienteScreen })),
  ),
  polizaAutos: lazyScreen(() => import('./screens/polizas/autos'), POLIZA_DATA.polizaAutos),
  polizaHogar: lazyScreen(() => import('./screens/polizas/hogar'), POLIZA_DATA.polizaHogar),
  polizaDecesos: lazyScreen(() => import('./screens/polizas/decesos'), POLIZA_DATA.polizaDecesos),
  polizaSalud: lazyScreen(() => import('./screens/polizas/salud'), POLIZA_DATA.polizaSalud),
  polizaSaludMMT: lazyScreen(() => import('./screens/polizas/salud-mmt'), POLIZA_DATA.polizaSaludMMT),
  polizaMovilidad: lazyScreen(() => import('./screens/polizas/movilidad'), POLIZA_DATA.polizaMovilidad),
  polizaNegocio: lazyScreen(() => import('./screens/polizas/negocio'), POLIZA_DATA.polizaNegocio),
  polizaAccidentes: lazyScreen(() => import('./screens/polizas/accidentes'), POLIZA_DATA.polizaAccidentes),
  polizaMascotas: lazyScreen(() => import('./screens/polizas/mascotas'), POLIZA_DATA.polizaMascotas),
  // Every digital card and the roadside help of the customer's policies, from the home and the menu.
  tarjetas: lazyScreen(() => import('./screens/tarjetas/tarjetas-screen')),
  // Every document of the customer's policies, claims and receipts.
  misDocumentos: lazyScreen(() => import('./screens/documentos/mis-documentos-screen')),
  mensajes: lazyScreen(() => mensajes().then((m) => ({ default: m.MensajesScreen }))),
  nuevoMensaje: lazyScreen<RemoteProps>(() => mensajes().then((m) => ({ default: m.NuevoMensajeScreen }))),
  hiloMensajes: lazyScreen<RemoteProps>(() => mensajes().then((m) => ({ default: m.HiloScreen }))),
  verificar: lazyScreen(() =>
    import('./screens/verificar/verificar-screen').then((m) => ({ default: m.VerificarScreen })),
  ),
  asistenciaCarretera: lazyScreen<RemoteProps>(() =>
    asistencia().then((m) => ({ default: m.PedirAsistenciaScreen })),
  ),
  asistencia: lazyScreen<RemoteProps>(() =>
    asistencia().then((m) => ({ default: m.SeguimientoAsistenciaScreen })),
  ),
};
