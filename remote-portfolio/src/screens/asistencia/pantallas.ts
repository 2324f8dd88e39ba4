export { PedirAsistenciaScreen } from './pedir-screen';
export { SeguimientoAsistenciaScreen } from './seguimiento-screen';
