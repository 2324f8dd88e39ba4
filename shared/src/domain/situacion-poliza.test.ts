import { declarabilidad } from './declaracion';
import {
  avisoSituacion,
  datosDeResumen,
  loQueAplica,
  motivoNoAplica,
  situacionPoliza,
  type DatosSituacionPoliza,
} from './situacion-poliza';

const HOY = '2026-11-27';
const vigor: DatosSituacionPoliza = { estado: 'VIGOR', fechaVto: '2027-03-01', solicitudBaja: null };

describe('situacionPoliza', () => {
  it('is current while in force, on its expiry date too, and before its start', () => {
    expect(situacionPoliza(vigor, HOY)).toEqual({ clase: 'VIGENTE' });
    expect(situacionPoliza({ ...vigor, fechaVto: HOY }, HOY)).toEqual({ clase: 'VIGENTE' });
    expect(situacionPoliza({ ...vigor, fechaVto: null }, HOY)).toEqual({ clase: 'VIGENTE' });
    // 'No renovar' stops the renewal, not the current period.
    const noRenovar = { ...vigor, solicitudBaja: { tipo: 'NO_RENOVAR' as const, fecha: '2027-03-01' } };
    expect(situacionPoliza(noRenovar, HOY)).toEqual({ clase: 'VIGENTE' });
  });

  it('has ended the day after its expiry date', () => {
    expect(situacionPoliza({ ...vigor, fechaVto: '2026-11-26' }, HOY)).toEqual({
      clase: 'VENCIDA',
      vencio: '2026-11-26',
    });
  });

  it('has ended the day the customer withdrew, before and whatever its cancellation says', () => {
    const desistida = { ...vigor, solicitudBaja: { tipo: 'DESISTIMIENTO' as const, fecha: '2026-11-07' } };
    expect(situacionPoliza(desistida, HOY)).toEqual({ clase: 'DESISTIDA', desde: '2026-11-07' });
    expect(situacionPoliza({ ...desistida, estado: 'ANULADA', fecAnulacion: '2026-11-10' }, HOY)).toEqual({
      clase: 'DESISTIDA',
      desde: '2026-11-07',
    });
  });

  it('is cancelled since its day, when known', () => {
    expect(situacionPoliza({ ...vigor, estado: 'ANULADA', fecAnulacion: '2026-11-12' }, HOY)).toEqual({
      clase: 'ANULADA',
      desde: '2026-11-12',
    });
    expect(situacionPoliza({ ...vigor, estado: 'ANULADA' }, HOY)).toEqual({ clase: 'ANULADA', desde: null });
  });

  it('reads a policy as the portfolio lists it (listed: not cancelled)', () => {
    const listada = {
      enVigor: true,
      fechaVto: '2027-03-01',
      solicitudBaja: { tipo: 'DESISTIMIENTO' as const, fecha: HOY },
    };
    expect(situacionPoliza(datosDeResumen(listada), HOY)).toEqual({ clase: 'DESISTIDA', desde: HOY });
    expect(situacionPoliza(datosDeResumen({ ...listada, solicitudBaja: undefined }), HOY).clase).toBe(
      'VIGENTE',
    );
    expect(situacionPoliza(datosDeResumen({ enVigor: false, fechaVto: null }), HOY).clase).toBe('ANULADA');
  });
});

describe('loQueAplica', () => {
  it('offers everything on a current policy', () => {
    expect(loQueAplica({ clase: 'VIGENTE' })).toEqual({
      consultar: true,
      certificar: true,
      declararSiniestro: true,
      asistencia: true,
      gestionar: true,
    });
  });

  it('offers an ended policy only its documents, receipts and claims', () => {
    for (const s of [
      { clase: 'DESISTIDA', desde: '2026-11-07' },
      { clase: 'ANULADA', desde: null },
      { clase: 'VENCIDA', vencio: '2026-11-26' },
    ] as const) {
      expect(loQueAplica(s)).toEqual({
        consultar: true,
        certificar: false,
        declararSiniestro: false,
        asistencia: false,
        gestionar: false,
      });
      expect(declarabilidad('VEH', s)).toEqual({ clase: 'TERMINADA' });
      // The partner's policy too: no 'declare it with the partner' for an ended one.
      expect(declarabilidad('SALUD_HNA', s)).toEqual({ clase: 'TERMINADA' });
    }
    expect(declarabilidad('VEH', { clase: 'VIGENTE' }).clase).toBe('ONLINE');
  });
});

describe('what the customer reads', () => {
  it('says, atop an ended policy, its state and day and what is left', () => {
    expect(avisoSituacion({ clase: 'VIGENTE' })).toBeNull();
    expect(avisoSituacion({ clase: 'DESISTIDA', desde: '2026-11-07' })).toBe(
      'Esta póliza ya no está en vigor desde el 07-11-2026, día en que desististe del contrato: puedes consultar sus documentos y sus siniestros.',
    );
    expect(avisoSituacion({ clase: 'ANULADA', desde: '2026-11-12' })).toBe(
      'Esta póliza está anulada y ya no está en vigor desde el 12-11-2026: puedes consultar sus documentos y sus siniestros.',
    );
    expect(avisoSituacion({ clase: 'ANULADA', desde: null })).toBe(
      'Esta póliza está anulada y ya no está en vigor: puedes consultar sus documentos y sus siniestros.',
    );
    expect(avisoSituacion({ clase: 'VENCIDA', vencio: '2026-11-26' })).toBe(
      'Esta póliza venció el 26-11-2026 y ya no está en vigor: puedes consultar sus documentos y sus siniestros.',
    );
  });

  it('says why the API refuses a claim or a certificate, and nothing for a current policy', () => {
    const desistida = { clase: 'DESISTIDA', desde: '2026-11-07' } as const;
    expect(motivoNoAplica(desistida, 'declararSiniestro')).toBe(
      'Esta póliza ya no está en vigor desde el 07-11-2026, día en que desististe del contrato: no se pueden declarar siniestros sobre ella. Si el siniestro ocurrió mientras estaba en vigor, llámanos y lo tramitamos.',
    );
    expect(motivoNoAplica({ clase: 'ANULADA', desde: '2026-11-12' }, 'certificar')).toBe(
      'Esta póliza está anulada y ya no está en vigor desde el 12-11-2026: no podemos emitir su tarjeta digital ni un certificado de seguro.',
    );
    for (const accion of ['declararSiniestro', 'certificar', 'asistencia', 'gestionar'] as const)
      expect(motivoNoAplica({ clase: 'VIGENTE' }, accion)).toBeNull();
  });
});
