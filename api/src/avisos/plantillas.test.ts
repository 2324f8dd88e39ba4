import { EVENTOS_AVISO } from '@area-cliente/shared/domain';
import { describe, expect, it } from 'vitest';
import { mensajeAviso } from './plantillas';

const AREA = 'https://area.example.com/area-cliente/';

describe('mensajeAviso', () => {
  it('writes a claim state change in Spanish, with the area link and nothing else to follow', () => {
    const m = mensajeAviso('SINIESTRO_ESTADO', { numSiniestro: 'S-2024-001', estado: 'CERRADO' }, AREA);
    expect(m.asunto).toBe('Tu siniestro ha pasado a «Cerrado»');
    expect(m.texto).toContain('El estado de tu siniestro S-2024-001 ha cambiado a «Cerrado».');
    expect(m.texto).toContain(`Entra en tu Área Cliente: ${AREA}`);
    expect(m.html).toContain(`<a href="${AREA}"`);
    expect(m.html).toContain('lang="es"');
    expect(m.sms).toBe(`Área Cliente: tu siniestro S-2024-001 ha pasado a «Cerrado». ${AREA}`);
  });

  it('escapes what it quotes in the HTML version', () => {
    const m = mensajeAviso(
      'DOCUMENTO_NUEVO',
      { numPoliza: 'P-1', documento: '<b>Anexo & "otros"</b>' },
      AREA,
    );
    expect(m.html).toContain('&lt;b&gt;Anexo &amp; &quot;otros&quot;&lt;/b&gt;');
    expect(m.html).not.toContain('<b>Anexo');
    expect(m.texto).toContain('«<b>Anexo & "otros"</b>»');
  });

  it('names what changed in a security notice, never its value, with the Madrid time', () => {
    const m = mensajeAviso('CAMBIO_DATOS', { tipo: 'IBAN', fecha: '2026-11-26T09:15:00.000Z' }, AREA);
    expect(m.texto).toContain(
      'Se ha cambiado la cuenta de cobro de tus recibos en el Área Cliente el 26-11-2026 10:15.',
    );
    expect(m.texto).toContain(
      'Si no has sido tú, llama cuanto antes a Atención al Cliente y cambia tu contraseña.',
    );
    expect(m.texto).not.toMatch(/ES\d{2}/);
  });

  it("tells of a policy change by the policy's and the supplement's numbers, never the premium", () => {
    const m = mensajeAviso(
      'POLIZA_MODIFICADA',
      { numPoliza: 'AU-1234567', numSuplemento: 'SUP-00000042', fecha: '2026-11-26T09:15:00.000Z' },
      AREA,
    );
    expect(m.asunto).toBe('Se ha modificado tu póliza en el Área Cliente');
    expect(m.texto).toContain(
      'Se ha modificado tu póliza AU-1234567 en el Área Cliente el 26-11-2026 10:15 (suplemento nº SUP-00000042).',
    );
    expect(m.texto).toContain('Si no has sido tú, llama cuanto antes a Atención al Cliente');
    expect(m.sms).toBe(
      `Área Cliente: se ha modificado tu póliza AU-1234567 el 26-11-2026 10:15. Si no has sido tú, llama a Atención al Cliente. ${AREA}`,
    );
    expect(m.texto).not.toMatch(/€/);
  });

  it('has a subject, both bodies and an SMS that fits in two messages for every event', () => {
    for (const evento of EVENTOS_AVISO) {
      const m = mensajeAviso(
        evento,
        {
          numSiniestro: 'S-2024-001',
          numPoliza: 'AU-1234567',
          numRecibo: 'R-1',
          estado: 'ABIERTO',
          documento: 'Valoración',
          fechaVto: '2026-12-20',
          tipo: 'EMAIL',
          fecha: '2026-11-26T09:15:00.000Z',
        },
        AREA,
      );
      expect(m.asunto.length).toBeGreaterThan(10);
      expect(m.texto.startsWith('Hola:\n')).toBe(true);
      expect(m.html).toContain('<p>Hola:</p>');
      expect(m.sms.length).toBeLessThanOrEqual(306);
      // Nothing reads 'usted': the tú register throughout.
      expect(`${m.texto} ${m.sms}`).not.toMatch(/\busted\b/i);
    }
  });

  it('reminds a renewal with the policy and its date', () => {
    const m = mensajeAviso('RENOVACION', { numPoliza: 'AU-1234567', fechaVto: '2026-12-20' }, AREA);
    expect(m.texto).toContain('Te recordamos que tu póliza AU-1234567 se renueva el 20-12-2026.');
  });
});
