import { api } from '@area-cliente/shared';
import { CALLS, type Cliente, type CuponAmigo, type PolizaResumen } from '@area-cliente/shared/contract';

/** Assigns a friend coupon's discount to one of the client's policies (SPEC §4). */
export const asignarCupon = (poliza: PolizaResumen, cupon: CuponAmigo) =>
  api.call(CALLS.asignaPolCuponAmigo, {
    body: { idPoliza: poliza.idPoliza, idCupon: cupon.idCupon, cupon: cupon.cupon },
  });

/** Records that the client shared a friend code (audit event CUPON_AMIGO_COMPARTE_CODIGO, SPEC §4). */
export const auditarCompartirCupon = (cliente: Pick<Cliente, 'idCliente' | 'numDoc'>, codigo: string) =>
  api.call(CALLS.insertAudit, {
    body: {
      idCliente: cliente.idCliente,
      nif: cliente.numDoc,
      nameEvento: 'CUPON_AMIGO_COMPARTE_CODIGO',
      info: codigo,
    },
  });
