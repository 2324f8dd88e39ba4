import { api, ApiError, RemotePropsContext, SessionProvider } from '@area-cliente/shared';
import { CALLS, Codigo } from '@area-cliente/shared/contract';
import { lineasAFirmar, mandatoSepa } from '@area-cliente/shared/domain';
import { logInForTest, makePoliza, makePortfolio, seedPortfolio } from '@area-cliente/shared/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CuentaCobroPopup } from './cuenta-cobro-popup';

const webauthn = vi.hoisted(() => ({ autenticar: vi.fn() }));
vi.mock('@simplewebauthn/browser', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@simplewebauthn/browser')>()),
  browserSupportsWebAuthn: () => true,
  startAuthentication: webauthn.autenticar,
}));

const CODIGO = {
  telefonoEnmascarado: '*** *** 678',
  caducaEn: new Date(Date.now() + 600_000).toISOString(),
  reenvioEn: new Date(Date.now() + 60_000).toISOString(),
};

// What the API answers for the mandate to sign: the shared text, as the PDF prints it.
const ORDEN = mandatoSepa({
  acreedor: { identificador: 'ES04ZZZA28000032', nombre: 'Mutua Horizonte Seguros' },
  nombreDeudor: 'Lucía Fernández García',
  iban: 'ES1801821234861234567890',
  bic: 'BBVAESMMXXX',
  polizas: 'AUT-1',
  referencia: null,
  fecha: new Date('2026-11-26T10:00:00Z'),
});

function renderPopup() {
  render(
    <SessionProvider>
      <RemotePropsContext.Provider value={{ screen: 'cliente', params: {}, navigate: vi.fn() }}>
        <CuentaCobroPopup onClose={() => undefined} />
      </RemotePropsContext.Provider>
    </SessionProvider>,
  );
  return userEvent.setup();
}

describe('CuentaCobroPopup', () => {
  beforeEach(() => {
    logInForTest();
    seedPortfolio(
      makePortfolio({
        lstPolizasVeh: [makePoliza({ idPoliza: 1, numPoliza: 'AUT-1', riesgoAseguradoStr: 'Coche' })],
        lstPolizasHogar: [makePoliza({ idPoliza: 2, numPoliza: 'HOG-2', riesgoAseguradoStr: 'Casa' })],
      }),
    );
  });
  afterEach(() => vi.restoreAllMocks());

  it('tells a wrong IBAN once it is complete and names the bank of a valid one', async () => {
    const user = renderPopup();
    const iban = screen.getByLabelText('Nuevo IBAN');
    await user.type(iban, 'ES18 0182');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.type(iban, ' 1234 8612 3456 7891');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Los dígitos de control del IBAN no son correctos',
    );
    await user.clear(iban);
    await user.type(iban, 'es18 0182 1234 8612 3456 7890');
    expect(await screen.findByText('Entidad: BBVA')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sends the IBAN, the chosen policies and the code sent by SMS, then offers the mandate', async () => {
    const original = api.call.bind(api);
    const hecho = {
      mandato: {
        referencia: 'AC20261126-0123456789',
        iban: '**** **** **** **** **** 7890',
        banco: 'BBVA',
        fecha: '',
      },
      recibosMovidos: 1,
    };
    const call = vi
      .spyOn(api, 'call')
      .mockImplementation(((spec: unknown, ...rest: unknown[]) =>
        spec === CALLS.cambiaCuentaCobro
          ? Promise.resolve(hecho)
          : spec === CALLS.pinSegundoFactor
            ? Promise.resolve(CODIGO)
            : spec === CALLS.ordenCuentaCobro
              ? Promise.resolve({ orden: ORDEN })
              : (original as (...args: unknown[]) => Promise<unknown>)(spec, ...rest)) as typeof api.call);
    const user = renderPopup();
    expect(screen.queryByLabelText('Contraseña actual')).toBeNull();
    await user.type(screen.getByLabelText('Nuevo IBAN'), 'ES18 0182 1234 8612 3456 7890');
    await user.click(screen.getByRole('checkbox', { name: /HOG-2/ }));
    // The mandate comes first, in full; the code is asked for below it.
    expect(screen.queryByRole('button', { name: 'Enviar código' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Revisar la orden de domiciliación' }));
    expect(call).toHaveBeenCalledWith(CALLS.ordenCuentaCobro, {
      body: { iban: 'ES18 0182 1234 8612 3456 7890', polizas: [1] },
    });
    const orden = await screen.findByRole('region', { name: ORDEN.titulo });
    expect(orden).toBe(document.activeElement);
    const visible = orden.textContent ?? '';
    for (const apartado of ORDEN.apartados) {
      expect(visible).toContain(apartado.titulo);
      for (const [etiqueta, valor] of apartado.filas) expect(visible).toContain(`${etiqueta}${valor}`);
      for (const parrafo of apartado.parrafos) expect(visible).toContain(parrafo);
    }
    expect(lineasAFirmar(ORDEN)).toContain('Número de cuenta (IBAN): **** **** **** **** **** 7890');
    const enviarCodigo = screen.getByRole('button', { name: 'Enviar código' });
    expect(orden.compareDocumentPosition(enviarCodigo) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user.click(enviarCodigo);
    expect(call).toHaveBeenCalledWith(CALLS.pinSegundoFactor, { body: { accion: 'cuenta-cobro' } });
    await user.type(await screen.findByLabelText('Código recibido por SMS'), '123456');
    await user.click(screen.getByRole('button', { name: 'Firmar y cambiar la cuenta' }));
    expect(await screen.findByText(/Hemos cambiado la cuenta de cobro a (\*{4} ){5}7890/)).toBeTruthy();
    expect(call).toHaveBeenCalledWith(CALLS.cambiaCuentaCobro, {
      body: { iban: 'ES18 0182 1234 8612 3456 7890', polizas: [1], pin: '123456' },
    });
    expect(screen.getByRole('button', { name: 'Descargar mandato SEPA' })).toBeTruthy();
  });

  it('asks for at least one policy and never sends the change without one', async () => {
    const call = vi
      .spyOn(api, 'call')
      .mockImplementation(((spec: unknown) =>
        Promise.resolve(spec === CALLS.llavesAcceso ? { llaves: [] } : CODIGO)) as typeof api.call);
    const user = renderPopup();
    await user.type(screen.getByLabelText('Nuevo IBAN'), 'ES18 0182 1234 8612 3456 7890');
    await user.click(screen.getByRole('checkbox', { name: /HOG-2/ }));
    await user.click(screen.getByRole('checkbox', { name: /AUT-1/ }));
    await user.click(screen.getByRole('button', { name: 'Revisar la orden de domiciliación' }));
    expect(await screen.findByText('Elige al menos una póliza')).toBeTruthy();
    expect(call).not.toHaveBeenCalledWith(CALLS.ordenCuentaCobro, expect.anything());
    expect(call).not.toHaveBeenCalledWith(CALLS.cambiaCuentaCobro, expect.anything());
  });

  it("sends the change with the passkey's answer when the customer has one and uses it", async () => {
    const respuesta = { id: 'credencial', rawId: 'credencial', type: 'public-key' };
    webauthn.autenticar.mockResolvedValue(respuesta);
    const hecho = {
      mandato: {
        referencia: 'AC20261126-0123456789',
        iban: '**** **** **** **** **** 7890',
        banco: 'BBVA',
        fecha: '',
      },
      recibosMovidos: 0,
    };
    const llave = {
      idLlave: 1,
      dispositivo: 'Chrome en Android',
      creadaEl: '2026-11-20T10:30:00+01:00',
      ultimoUso: null,
    };
    const respuestas = new Map<unknown, unknown>([
      [CALLS.llavesAcceso, { llaves: [llave] }],
      [CALLS.opcionesConfirmacionLlave, { challenge: 'reto' }],
      [CALLS.cambiaCuentaCobro, hecho],
      [CALLS.ordenCuentaCobro, { orden: ORDEN }],
    ]);
    const original = api.call.bind(api);
    const call = vi
      .spyOn(api, 'call')
      .mockImplementation(((spec: unknown, ...rest: unknown[]) =>
        respuestas.has(spec)
          ? Promise.resolve(respuestas.get(spec))
          : (original as (...args: unknown[]) => Promise<unknown>)(spec, ...rest)) as typeof api.call);
    const user = renderPopup();
    await user.type(screen.getByLabelText('Nuevo IBAN'), 'ES18 0182 1234 8612 3456 7890');
    await user.click(screen.getByRole('checkbox', { name: /HOG-2/ }));
    await user.click(screen.getByRole('button', { name: 'Revisar la orden de domiciliación' }));
    await user.click(await screen.findByRole('button', { name: 'Usar mi llave de acceso' }));
    expect(await screen.findByText(/Hemos cambiado la cuenta de cobro a/)).toBeTruthy();
    expect(call).toHaveBeenCalledWith(CALLS.cambiaCuentaCobro, {
      body: { iban: 'ES18 0182 1234 8612 3456 7890', polizas: [1], llave: respuesta },
    });
    expect(call).not.toHaveBeenCalledWith(CALLS.pinSegundoFactor, expect.anything());
  });

  it("shows the API's refusal of the code beside the button", async () => {
    const mensaje = 'El código no es correcto. Revisa el SMS y vuelve a escribirlo.';
    vi.spyOn(api, 'call').mockImplementation(((spec: unknown) =>
      spec === CALLS.pinSegundoFactor
        ? Promise.resolve(CODIGO)
        : spec === CALLS.ordenCuentaCobro
          ? Promise.resolve({ orden: ORDEN })
          : Promise.reject(new ApiError(Codigo.ERROR_NEGOCIO, mensaje, 200))) as typeof api.call);
    const user = renderPopup();
    await user.type(screen.getByLabelText('Nuevo IBAN'), 'ES18 0182 1234 8612 3456 7890');
    await user.click(screen.getByRole('button', { name: 'Revisar la orden de domiciliación' }));
    await user.click(await screen.findByRole('button', { name: 'Enviar código' }));
    await user.type(await screen.findByLabelText('Código recibido por SMS'), '000000');
    await user.click(screen.getByRole('button', { name: 'Firmar y cambiar la cuenta' }));
    expect((await screen.findByRole('alert')).textContent).toBe(mensaje);
  });

  it("shows the API's refusal of the account before any code is asked for", async () => {
    const mensaje = 'Esa cuenta ya es la cuenta de cobro de las pólizas que has elegido';
    vi.spyOn(api, 'call').mockImplementation((() =>
      Promise.reject(new ApiError(Codigo.ERROR_NEGOCIO, mensaje, 200))) as typeof api.call);
    const user = renderPopup();
    await user.type(screen.getByLabelText('Nuevo IBAN'), 'ES18 0182 1234 8612 3456 7890');
    await user.click(screen.getByRole('button', { name: 'Revisar la orden de domiciliación' }));
    expect((await screen.findByRole('alert')).textContent).toBe(mensaje);
    expect(screen.queryByRole('button', { name: 'Enviar código' })).toBeNull();
  });
});
