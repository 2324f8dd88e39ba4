// 'Mensajes', loaded together: one chunk for the list, the new message and the conversation.
export { MensajesScreen } from './lista-screen';
export { NuevoMensajeScreen } from './nuevo-screen';
export { HiloScreen } from './hilo-screen';
