import { describe, expect, it } from 'vitest';
import { redactUrl } from '../src/lib/redact';

describe('redactUrl', () => {
  it('hides the token of every download path', () => {
    const base = '/produccion/rest/v1/ac';
    expect(redactUrl(`${base}/polizas/ccpp/700001/tok-en_1`)).toBe(`${base}/polizas/ccpp/700001/[redacted]`);
    expect(redactUrl(`${base}/recibos/300001/imprimir/abc`)).toBe(
      `${base}/recibos/300001/imprimir/[redacted]`,
    );
    expect(redactUrl(`${base}/polizas/documento/0000-1/abc`)).toBe(
      `${base}/polizas/documento/0000-1/[redacted]`,
    );
    expect(redactUrl(`${base}/polizas-masc/certificado-aseg/MAS-1/abc?x=1`)).toBe(
      `${base}/polizas-masc/certificado-aseg/MAS-1/[redacted]`,
    );
    expect(redactUrl(`${base}/cliente/mandatos/MDT-2026-ABC/abc`)).toBe(
      `${base}/cliente/mandatos/MDT-2026-ABC/[redacted]`,
    );
    expect(redactUrl(`${base}/polizas/justificante/700001/abc`)).toBe(
      `${base}/polizas/justificante/700001/[redacted]`,
    );
    expect(redactUrl(`${base}/reclamaciones/RC-2026-7KQ4M9/justificante/abc`)).toBe(
      `${base}/reclamaciones/RC-2026-7KQ4M9/justificante/[redacted]`,
    );
    expect(redactUrl(`${base}/polizas/certificado-seguro/700001/abc`)).toBe(
      `${base}/polizas/certificado-seguro/700001/[redacted]`,
    );
  });

  it('keeps other paths and drops query strings', () => {
    expect(redactUrl('/produccion/rest/v1/ac/recibos/300001')).toBe('/produccion/rest/v1/ac/recibos/300001');
    expect(redactUrl('/area-cliente/inicio?token=x')).toBe('/area-cliente/inicio');
  });
});
