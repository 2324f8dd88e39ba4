import { Codigo, type Envelope } from '@area-cliente/shared/contract';
import { Mensaje } from './errors';

export function ok<T>(data: T): Envelope<T> {
  return { codigo: Codigo.OK, mensaje: Mensaje.OK, data };
}

export function failure(codigo: number, mensaje: string): Envelope<null> {
  return { codigo, mensaje, data: null };
}
