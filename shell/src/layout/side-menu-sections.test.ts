import type { Portfolio, PolizaResumen, SiniestroResumen } from '@area-cliente/shared/contract';
import { describe, expect, it } from 'vitest';
import { sideMenuSections } from './side-menu-sections';

const poliza = (idPoliza: number, numPoliza: string): PolizaResumen => ({
  idPoliza,
  numPoliza,
  riesgoAseguradoStr: `Riesgo ${idPoliza}`,
  producto: 'Producto',
  fecEfecto: '2024-01-01',
  fechaVto: null,
  tipoAutomovil: null,
  uso: null,
  enVigor: true,
});

const siniestro = (numSiniestro: string, estado: string): SiniestroResumen => ({
  numSiniestro,
  numPoliza: 'P',
  estado,
  titulo: `Siniestro ${numSiniestro}`,
  subtitulo: null,
  fecOcurrencia: null,
});

// Only the lists the side menu reads; every other list is empty.
function portfolioWith(lists: Partial<Portfolio>): Portfolio {
  const empty = Object.fromEntries(
    ['Veh', 'Hogar', 'Dec', 'SaludHNA', 'SaludMMT', 'Movilidad', 'Negocio', 'Accidentes', 'Mascotas']
      .map((l) => [`lstPolizas${l}`, []])
      .concat(['Veh', 'Hog', 'Mov', 'Neg', 'Acc', 'Masc'].map((l) => [`lstSiniestros${l}`, []])),
  );
  return { ...empty, lstAllRecibosPtes: [], ...lists } as unknown as Portfolio;
}

describe('sideMenuSections', () => {
  it('lists unpaid receipts, open claims of every line and every policy with their detail routes', () => {
    const sections = sideMenuSections(
      portfolioWith({
        lstAllRecibosPtes: [
          {
            idRecibo: 7,
            numPoliza: 'A1',
            titulo: 'Recibo auto',
            fecRecibo: '2025-03-01',
            importeNeto: 1234.5,
            estado: 'PENDIENTE',
            pendiente: true,
            pagable: true,
          },
        ],
        lstSiniestrosVeh: [siniestro('S1', 'ABIERTO'), siniestro('S2', 'CERRADO')],
        lstSiniestrosMasc: [siniestro('S3', 'abierto'), siniestro('S4', 'RECHAZADO')],
        lstPolizasVeh: [poliza(1, 'A1')],
        lstPolizasSaludHNA: [poliza(2, 'H/2')],
        lstPolizasMascotas: [poliza(3, 'M3')],
      }),
    );

    expect(sections.map((s) => s.title)).toEqual(['Recibos impagados:', 'Siniestros abiertos:', 'Pólizas:']);
    expect(sections[0]?.items).toEqual([
      { key: 'recibo-7', title: 'Recibo auto', detail: '01-03-2025 · 1,234.50 €', path: '/recibo/7' },
    ]);
    expect(sections[1]?.items.map((i) => i.path)).toEqual(['/siniestroAutos/S1', '/siniestroMascotas/S3']);
    expect(sections[2]?.items.map((i) => i.path)).toEqual([
      '/polizaAutos/1',
      '/polizaSalud/H%2F2',
      '/polizaMascotas/3',
    ]);
  });

  it('keeps the three sections with a short text when a list is empty', () => {
    const sections = sideMenuSections(portfolioWith({}));
    expect(sections.map((s) => [s.title, s.items.length, s.empty])).toEqual([
      ['Recibos impagados:', 0, 'No tienes recibos pendientes'],
      ['Siniestros abiertos:', 0, 'No tienes siniestros abiertos'],
      ['Pólizas:', 0, 'No tienes pólizas en vigor con nosotros.'],
    ]);
  });

  it('lists overdue receipts first', () => {
    const recibo = (idRecibo: number, fecRecibo: string, pagable: boolean) => ({
      idRecibo,
      numPoliza: 'A1',
      titulo: `Recibo ${idRecibo}`,
      fecRecibo,
      importeNeto: 10,
      estado: 'PENDIENTE',
      pendiente: true,
      pagable,
    });
    const [recibos] = sideMenuSections(
      portfolioWith({
        lstAllRecibosPtes: [
          recibo(1, '2999-01-01', false),
          recibo(2, '2020-05-01', false),
          recibo(3, '2020-06-01', true),
        ],
      }),
    );
    expect(recibos?.items.map((i) => i.key)).toEqual(['recibo-3', 'recibo-2', 'recibo-1']);
  });

  it("shows the renewal mark as a policy's detail", () => {
    const p = { ...poliza(7, 'AUT-1'), solicitudBaja: { tipo: 'NO_RENOVAR' as const, fecha: '2026-06-15' } };
    const [, , polizas] = sideMenuSections(portfolioWith({ lstPolizasVeh: [p] }));
    expect(polizas?.items[0]?.detail).toBe('No se renovará el 15-06-2026');
  });
});
