import * as shared from '@area-cliente/shared';
import { CALLS, type Verificacion } from '@area-cliente/shared/contract';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VerificarScreen } from './verificar-screen';

const CODIGO = 'abcDEF123_-abcDEF123_-xy';
const VALIDO: Verificacion = {
  resultado: 'VALIDO',
  fecha: '2026-11-27',
  enVigor: true,
  producto: 'Auto Todo Riesgo con Franquicia',
  numPoliza: 'AUT-10•••456',
  riesgoEtiqueta: 'Matrícula',
  riesgo: '1234 LMN',
};

afterEach(() => {
  vi.restoreAllMocks();
  window.location.hash = '';
});

/** The page opened with the code in its fragment and the API answering `r`. */
async function abre(r: Verificacion) {
  window.location.hash = `#${CODIGO}`;
  const call = vi.spyOn(shared.api, 'call').mockResolvedValue(r);
  const view = render(<VerificarScreen />);
  const estado = await screen.findByRole('status');
  return { call, estado, view };
}

/** The data list, label → value. */
const datos = (container: HTMLElement) =>
  Object.fromEntries(
    Array.from(container.querySelectorAll('dl > div')).map((d) => [
      d.querySelector('dt')?.textContent,
      d.querySelector('dd')?.textContent,
    ]),
  );

describe('VerificarScreen (public)', () => {
  it('sends the code of the fragment and shows the product, the plate, the masked number and the state', async () => {
    const { call, estado, view } = await abre(VALIDO);
    expect(call).toHaveBeenCalledWith(CALLS.verificaTarjeta, { body: { codigo: CODIGO } });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Comprobación de póliza');
    expect(estado.textContent).toBe('En vigor a 27-11-2026');
    expect(estado.className).not.toContain('--no');
    expect(datos(view.container)).toEqual({
      Producto: 'Auto Todo Riesgo con Franquicia',
      Matrícula: '1234 LMN',
      Póliza: 'AUT-10•••456',
    });
  });

  it('says a valid code of a policy not in force today in red', async () => {
    const { estado } = await abre({ ...VALIDO, enVigor: false });
    expect(estado.textContent).toBe('No en vigor a 27-11-2026');
    expect(estado.className).toContain('pf-verificacion__resultado--no');
  });

  it('says an annulled code is annulled, and shows nothing of its policy', async () => {
    const { estado, view } = await abre({ resultado: 'ANULADO', fecha: '2026-11-27' });
    expect(estado.textContent).toBe(
      'Código anulado: este código ya no sirve para comprobar la póliza. Pide la tarjeta actual a quien te la muestra.',
    );
    expect(estado.className).toContain('pf-verificacion__resultado--no');
    expect(view.container.querySelector('dl')).toBeNull();
  });

  it('says until when an expired code verified', async () => {
    const { estado, view } = await abre({
      resultado: 'CADUCADO',
      fecha: '2026-11-27',
      caducoEl: '2026-11-20',
    });
    expect(estado.textContent).toBe(
      'Código caducado: este código solo servía hasta el 20-11-2026. Pide la tarjeta actual a quien te la muestra.',
    );
    expect(view.container.querySelector('dl')).toBeNull();
  });

  it('says only that there is no policy for an unknown code', async () => {
    const { estado, view } = await abre({ resultado: 'DESCONOCIDO', fecha: '2026-11-27' });
    expect(estado.textContent).toBe('No consta ninguna póliza con este código.');
    expect(view.container.querySelector('dl')).toBeNull();
  });

  it('answers a missing or malformed code like an unknown one, without asking', async () => {
    window.location.hash = '#no-es-un-codigo';
    const call = vi.spyOn(shared.api, 'call');
    render(<VerificarScreen />);
    expect((await screen.findByRole('status')).textContent).toBe('No consta ninguna póliza con este código.');
    expect(call).not.toHaveBeenCalled();
  });

  it('says the check could not be made when the API cannot be reached', async () => {
    window.location.hash = `#${CODIGO}`;
    vi.spyOn(shared.api, 'call').mockRejectedValue(new Error('red'));
    render(<VerificarScreen />);
    expect((await screen.findByRole('alert')).textContent).toContain('No hemos podido hacer la comprobación');
  });
});
