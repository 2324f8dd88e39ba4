import * as shared from '@area-cliente/shared';
import type { TarjetaPoliza } from '@area-cliente/shared';
import { logInForTest } from '@area-cliente/shared/testing';
import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TarjetaDigital } from './tarjeta-digital';
import * as offline from './tarjeta-offline';

const tarjeta: TarjetaPoliza = {
  idPoliza: 200001,
  ramo: 'VEH',
  producto: 'Auto Todo Riesgo con Franquicia',
  numPoliza: 'AUT-10023456',
  riesgoEtiqueta: 'Matrícula',
  riesgo: '1234 LMN',
  fecEfecto: '2026-01-05',
  fechaVto: '2027-01-04',
  enVigor: true,
  telefonoAsistencia: '900 414 142',
  codigoVerificacion: 'abcDEF123_-abcDEF123_-xy',
  codigoCaduca: '2027-01-04',
  emitidaEl: '2026-11-26T09:42:00.000Z',
};

afterEach(() => vi.restoreAllMocks());

describe('TarjetaDigital', () => {
  beforeEach(() => logInForTest());

  it('shows the essentials, the assistance line and the QR as an SVG image, and keeps a copy', async () => {
    vi.spyOn(shared.api, 'call').mockResolvedValue(tarjeta);
    const guardar = vi.spyOn(offline, 'guardarTarjeta').mockResolvedValue();
    render(<TarjetaDigital idPoliza={200001} />);
    const card = await screen.findByRole('region', { name: 'Tarjeta digital' });
    const qr = await within(card).findByRole('img', {
      name: 'Código QR para comprobar que la póliza está en vigor',
    });
    expect(card.textContent).toContain('AUT-10023456');
    expect(card.textContent).toContain('Matrícula1234 LMN');
    expect(card.textContent).toContain('VigenciaDel 05-01-2026 al 04-01-2027');
    expect(card.textContent).toContain('En vigor');
    expect(within(card).getByRole('link', { name: '900 414 142' }).getAttribute('href')).toBe(
      'tel:900414142',
    );
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    expect(qr.getAttribute('src')).not.toContain('style');
    const saved = guardar.mock.calls[0]![0];
    expect(saved.qrSvg).toContain('<svg');
    expect(saved.vista.filas).toContainEqual(['Matrícula', '1234 LMN']);
    expect(within(card).getByRole('button', { name: 'Descargar certificado (PDF)' })).toBeTruthy();
  });

  it("shows the device's copy, dated, when the API cannot be reached", async () => {
    const call = vi.spyOn(shared.api, 'call').mockRejectedValue(new TypeError('Failed to fetch'));
    const guardadaEl = new Date('2026-11-26T09:42:00Z');
    vi.spyOn(offline, 'leerTarjeta').mockResolvedValue({
      tarjeta,
      vista: offline.vistaTarjeta(tarjeta, guardadaEl),
      qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"/>',
      guardadaEl: guardadaEl.toISOString(),
    });
    render(<TarjetaDigital idPoliza={200001} />);
    expect(await screen.findByText('Sin conexión: datos a 26-11-2026 10:42')).toBeTruthy();
    expect(screen.getByText('1234 LMN')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Descargar certificado (PDF)' })).toBeNull();
    // Asked quietly: the shell's communication alert would cover the note.
    expect(call.mock.calls[0]?.[1]).toMatchObject({ quiet: true });
  });
});
