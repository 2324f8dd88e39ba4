import { closeSession, RemotePropsContext } from '@area-cliente/shared';
import { CALLS, type DireccionPostal } from '@area-cliente/shared/contract';
import { DIRECCION_RIESGO_NO_ONLINE } from '@area-cliente/shared/domain';
import { logInForTest, makeCliente, makePortfolio, seedPortfolio } from '@area-cliente/shared/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DireccionPopup } from './direccion-popup';

const shared = vi.hoisted(() => ({ call: vi.fn(), invalidatePortfolio: vi.fn() }));
vi.mock('@area-cliente/shared', async (original) =>
  (await import('@area-cliente/shared/testing/kernel')).mockKernelApi(original, shared.call),
);
vi.mock('@area-cliente/shared/query', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@area-cliente/shared/query')>()),
  invalidatePortfolio: shared.invalidatePortfolio,
}));

const DATOS: DireccionPostal = {
  direccion: {
    via: 'Calle de Alcalá',
    numero: '120',
    pisoPuerta: '3º B',
    codPostal: '28009',
    poblacion: 'Madrid',
    provincia: '28',
  },
  linea: 'Calle de Alcalá 120, 3º B, 28009 Madrid',
  polizas: [
    {
      idPoliza: 1,
      numPoliza: 'AUT-1',
      producto: 'Auto Plus',
      riesgoAseguradoStr: 'Seat León - 1234ABC',
      direccionEsRiesgo: false,
    },
    {
      idPoliza: 2,
      numPoliza: 'HOG-2',
      producto: 'Hogar Completo',
      riesgoAseguradoStr: 'C/ Alcalá 120, 3º B',
      direccionEsRiesgo: true,
    },
  ],
};

const CODIGO = {
  telefonoEnmascarado: '*** *** 678',
  caducaEn: new Date(Date.now() + 600_000).toISOString(),
  reenvioEn: new Date(Date.now() + 60_000).toISOString(),
};

const renderPopup = (onCambiada: () => void) =>
  render(
    <RemotePropsContext.Provider value={{ screen: 'cliente', params: {}, navigate: vi.fn() }}>
      <DireccionPopup onClose={() => undefined} onCambiada={onCambiada} />
    </RemotePropsContext.Provider>,
  );

describe('DireccionPopup', () => {
  const onCambiada = vi.fn();
  afterEach(closeSession);
  beforeEach(() => {
    logInForTest();
    seedPortfolio(makePortfolio({ cliente: makeCliente({ telefonoOwnerPropioCliente: '915550123' }) }));
    onCambiada.mockReset();
    shared.invalidatePortfolio.mockReset().mockResolvedValue(undefined);
    shared.call.mockReset().mockImplementation(async (spec: unknown) => {
      if (spec === CALLS.direccionPostal || spec === CALLS.cambiaDireccion) return DATOS;
      if (spec === CALLS.pinSegundoFactor) return CODIGO;
      if (spec === CALLS.llavesAcceso) return { llaves: [] };
      throw new Error('unexpected call');
    });
  });

  it('starts from the address on record and explains why the home policy is not offered', async () => {
    renderPopup(onCambiada);
    expect(await screen.findByLabelText('Calle, plaza o avenida')).toHaveProperty('value', 'Calle de Alcalá');
    expect(screen.getByLabelText('Provincia')).toHaveProperty('value', '28');
    expect(screen.getByRole('checkbox', { name: /AUT-1/ })).toHaveProperty('checked', true);
    expect(screen.queryByRole('checkbox', { name: /HOG-2/ })).toBeNull();
    const riesgo = screen.getByRole('region', {
      name: 'La dirección asegurada no cambia con este formulario',
    });
    expect(within(riesgo).getByText(DIRECCION_RIESGO_NO_ONLINE)).toBeTruthy();
    expect(within(riesgo).getByText(/HOG-2/)).toBeTruthy();
    expect(within(riesgo).getByRole('link', { name: '91 555 01 23' }).getAttribute('href')).toBe(
      'tel:915550123',
    );
  });

  it('checks the postcode against the province before asking the API, then sends the change with the code', async () => {
    const user = userEvent.setup();
    renderPopup(onCambiada);
    const cp = await screen.findByLabelText('Código postal');
    await user.clear(cp);
    await user.type(cp, '08001');
    expect(screen.queryByLabelText('Contraseña actual')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    expect(shared.call).toHaveBeenCalledWith(CALLS.pinSegundoFactor, { body: { accion: 'direccion' } });
    await user.type(await screen.findByLabelText('Código recibido por SMS'), '123456');
    await user.click(screen.getByRole('button', { name: 'Cambiar dirección' }));
    expect(
      await screen.findByText(
        'El código postal 08001 es de Barcelona, no de Madrid. Revisa el código postal o la provincia',
      ),
    ).toBeTruthy();
    expect(shared.call).not.toHaveBeenCalledWith(CALLS.cambiaDireccion, expect.anything());

    await user.selectOptions(screen.getByLabelText('Provincia'), '08');
    await user.click(screen.getByRole('button', { name: 'Cambiar dirección' }));
    expect(await screen.findByText('Hemos actualizado tu dirección.')).toBeTruthy();
    expect(shared.call).toHaveBeenCalledWith(CALLS.cambiaDireccion, {
      body: {
        via: 'Calle de Alcalá',
        numero: '120',
        pisoPuerta: '3º B',
        codPostal: '08001',
        poblacion: 'Madrid',
        provincia: '08',
        polizas: [1],
        pin: '123456',
      },
    });
    expect(onCambiada).toHaveBeenCalledOnce();
    expect(shared.invalidatePortfolio).toHaveBeenCalled();
  });
});
