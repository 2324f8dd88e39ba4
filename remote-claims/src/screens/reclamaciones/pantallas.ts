// The complaints screens, loaded together: one chunk for the list, the form and the detail.
export { ListaReclamacionesScreen } from './lista-screen';
export { NuevaReclamacionScreen } from './nueva-screen';
export { ReclamacionScreen } from './detalle-screen';
