import { AVISOS_EN_BANDEJA } from '@area-cliente/shared/domain';
import type { SessionCaller } from '../lib/caller';
import { isoDay } from '../lib/clock';
import { notFound } from '../lib/errors';
import { contarAvisosNoLeidos, listarAvisos, marcarAvisoLeido } from '../repositories/avisos-bandeja';
import { contarNoLeidos, listarDocumentos, type FiltroDocumentos } from '../repositories/documentos-bandeja';
import { bound, type AppParts } from './parts';

/*
 * 'Mis documentos': only the caller's own documents and notices are ever read (the session's client in
 * every statement); a policy filter naming another customer's policy finds nothing, like an unknown one.
 */

const documentos = (app: AppParts, caller: SessionCaller, filtro: FiltroDocumentos) =>
  listarDocumentos(app.db, caller.idCliente, isoDay(app.clock.now()), filtro);

const documentosNoLeidos = async (app: AppParts, caller: SessionCaller) => ({
  noLeidos: await contarNoLeidos(app.db, caller.idCliente, isoDay(app.clock.now())),
});

const avisos = (app: AppParts, caller: SessionCaller) =>
  listarAvisos(app.db, caller.idCliente, AVISOS_EN_BANDEJA);

const avisosNoLeidos = async (app: AppParts, caller: SessionCaller) => ({
  avisosNoLeidos: await contarAvisosNoLeidos(app.db, caller.idCliente),
});

/** Opening a notice marks it read (another customer's id: not found); answers the new unread count. */
async function marcarAviso(app: AppParts, caller: SessionCaller, idAviso: number) {
  if (!(await marcarAvisoLeido(app.db, caller.idCliente, idAviso, app.clock.now()))) throw notFound();
  return avisosNoLeidos(app, caller);
}

/** The caller's documents and notices, a page at a time, and the header's unread counts. */
export function misDocumentosService(app: AppParts) {
  return {
    documentos: bound(app, documentos),
    documentosNoLeidos: bound(app, documentosNoLeidos),
    avisos: bound(app, avisos),
    avisosNoLeidos: bound(app, avisosNoLeidos),
    marcarAviso: bound(app, marcarAviso),
  };
}
