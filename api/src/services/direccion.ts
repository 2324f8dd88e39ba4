import {
  Codigo,
  type CallData,
  type CALLS,
  type CambiaDireccionRequest,
} from '@area-cliente/shared/contract';
import {
  DIRECCION_RIESGO_NO_ONLINE,
  direccionCompleta,
  lineaDireccion,
  PROVINCIAS,
  provinciaDeCodigoPostal,
  validateCodigoPostal,
} from '@area-cliente/shared/domain';
import { isoDay } from '../lib/clock';
import { ApiError } from '../lib/errors';
import { securityEvent } from '../lib/security-events';
import {
  actualizarDireccion,
  direccionDe,
  direccionParaCambiar,
  polizasDeDireccion,
  type DireccionCliente,
} from '../repositories/direccion';
import { registrarCambio } from '../repositories/historial-cambios';
import { avisarCambioDatos } from './avisos';
import { take, type Limit } from '../repositories/limites';
import { polizasDelCambio } from './cliente-cambios';
import { conSegundoFactor } from './segundo-factor';
import type { SessionCaller } from '../lib/caller';
import { bound, type AppParts } from './parts';

/*
 * The customer's postal address (beyond SPEC): confirmed with a second factor like the
 * phone change (segundo-factor.ts: where the insurer's letters go is never changed with the password
 * alone), checked with the postcode–province rule of shared/domain, applied to the customer's
 * record and the chosen policies in one transaction with its history line. A change to the address
 * already on record is refused (so twenty identical requests apply once); at most five a day.
 */

export const MENSAJE_DIRECCION = {
  IGUAL: 'Esa dirección ya es la que tenemos registrada',
  DEMASIADOS: 'Ya has cambiado tu dirección varias veces hoy. Si necesitas otro cambio, llama a tu oficina.',
} as const;

const CAMBIOS_POR_DIA: Limit = { max: 5, windowMs: 24 * 60 * 60_000 };

type Direccion = CallData<typeof CALLS.direccionPostal>;

/** 'Calle de Alcalá 120, 3º B, 28009 Madrid', as 'Mis datos' shows the address (clientes.toCliente). */
const lineaDe = (d: DireccionCliente) =>
  d.direccion &&
  [d.direccion, [d.codPostal, d.poblacion].filter(Boolean).join(' ')].filter(Boolean).join(', ');

/** The address on record, in parts when it was entered through the form, and the policies to offer. */
async function direccionPostal(app: AppParts, caller: SessionCaller): Promise<Direccion> {
  const db = app.db;
  const { idCliente } = caller;
  const [d, polizas] = await Promise.all([
    direccionDe(db, idCliente),
    polizasDeDireccion(db, idCliente, isoDay(app.clock.now())),
  ]);
  const provincia = d.codPostal ? provinciaDeCodigoPostal(d.codPostal) : null;
  return {
    direccion:
      d.via && d.numero && d.codPostal && d.poblacion && provincia
        ? {
            via: d.via,
            numero: d.numero,
            pisoPuerta: d.pisoPuerta,
            codPostal: d.codPostal,
            poblacion: d.poblacion,
            provincia,
          }
        : null,
    linea: lineaDe(d),
    polizas: polizas.map(({ direccionContacto: _, ...p }) => p),
  };
}

async function cambiarDireccion(
  app: AppParts,
  caller: SessionCaller,
  token: string,
  body: CambiaDireccionRequest,
): Promise<Direccion> {
  const { idCliente, idSesion } = caller;
  const polizas = await polizasDelCambio(app, caller, body.polizas);
  const now = app.clock.now();
  const riesgo = (await polizasDeDireccion(app.db, idCliente, isoDay(now))).filter(
    (p) => p.direccionEsRiesgo && polizas.includes(p.idPoliza),
  );
  if (riesgo.length) throw new ApiError(Codigo.ERROR_NEGOCIO, DIRECCION_RIESGO_NO_ONLINE);
  const regla = validateCodigoPostal(body.codPostal, body.provincia);
  if (regla) throw new ApiError(Codigo.ERROR_NEGOCIO, regla);

  const partes = { ...body, pisoPuerta: body.pisoPuerta || null };
  const linea = lineaDireccion(partes);
  const completa = direccionCompleta(partes);
  await conSegundoFactor(app, caller, token, 'direccion', body, async (tx) => {
    const actual = await direccionParaCambiar(tx, idCliente);
    const porPoliza = new Map(
      (await polizasDeDireccion(tx, idCliente, isoDay(now))).map((p) => [p.idPoliza, p.direccionContacto]),
    );
    const igual =
      actual.via === partes.via &&
      actual.numero === partes.numero &&
      (actual.pisoPuerta ?? null) === partes.pisoPuerta &&
      actual.codPostal === partes.codPostal &&
      actual.poblacion === partes.poblacion &&
      polizas.every((id) => porPoliza.get(id) === completa);
    if (igual) throw new ApiError(Codigo.ERROR_NEGOCIO, MENSAJE_DIRECCION.IGUAL);
    // Counted inside the transaction: a refused change gives its unit back when it rolls back.
    const limite = await take(tx, `direccion:${idCliente}`, CAMBIOS_POR_DIA, now);
    if (!limite.allowed) {
      securityEvent(caller, 'limit.exceeded', { limite: 'direccion', idCliente });
      throw new ApiError(Codigo.ERROR_NEGOCIO, MENSAJE_DIRECCION.DEMASIADOS, 429);
    }
    await actualizarDireccion(
      tx,
      idCliente,
      { ...partes, linea, completa, nombreProvincia: PROVINCIAS[body.provincia]! },
      polizas,
    );
    const enPolizas =
      polizas.length === 0 ? '' : polizas.length === 1 ? ' y en 1 póliza' : ` y en ${polizas.length} pólizas`;
    await registrarCambio(tx, {
      idCliente,
      idSesion,
      ip: caller.ip,
      tipo: 'DIRECCION',
      // The postcode and town only: the street is not repeated on the history.
      descripcion: `Dirección postal cambiada a una en ${partes.codPostal} ${partes.poblacion}${enPolizas}`,
      now,
    });
    await avisarCambioDatos(tx, { idCliente, idSesion, tipo: 'DIRECCION', now });
  });
  app.avisos.despertar();
  securityEvent(caller, 'contact.address_changed', { idCliente });
  return direccionPostal(app, caller);
}

/** The customer's postal address in 'Mis datos'. */
export function direccionService(app: AppParts) {
  return {
    direccionPostal: bound(app, direccionPostal),
    cambiarDireccion: bound(app, cambiarDireccion),
  };
}
