import type { Portfolio } from '../contract';
import { todayIso } from '../domain/date';
import { lineaDeLista } from '../domain/lineas';
import { admiteCambioDeContacto, datosDeResumen } from '../domain/situacion-poliza';
import { polizaEntries, type PolizaEntry } from './detail-routes';

/** The policies a change of contact, account or address may name today (`admiteCambioDeContacto`). */
export const polizasDeContacto = (portfolio: Portfolio): PolizaEntry[] =>
  polizaEntries(portfolio).filter((e) =>
    admiteCambioDeContacto(lineaDeLista(e.list).socio, datosDeResumen(e.poliza), todayIso()),
  );
