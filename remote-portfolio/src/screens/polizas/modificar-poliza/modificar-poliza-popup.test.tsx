import { ApiError, RemotePropsContext } from '@area-cliente/shared';
import { CALLS, Codigo, type OpcionesSuplemento } from '@area-cliente/shared/contract';
import { addDays, addMonths, MENSAJE_SUPLEMENTO, todayIso } from '@area-cliente/shared/domain';
import { logInForTest } from '@area-cliente/shared/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ELIGE } from './cambio';
import { ModificarPoliza } from './modificar-poliza-popup';

const shared = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('@area-cliente/shared', async (original) =>
  (await import('@area-cliente/shared/testing/kernel')).mockKernelApi(original, shared.call),
);

const HOY = todayIso();
const OPCIONES: OpcionesSuplemento = {
  numPoliza: 'AUT-10023456',
  cambios: ['ALTA_CONDUCTOR', 'BAJA_CONDUCTOR', 'VEHICULO', 'ALTA_COBERTURA', 'BAJA_COBERTURA'],
  tipoVehiculo: 'TURISMO',
  conductores: [
    { idConductor: 1, nombre: 'Lucía Fernández García', habitual: true },
    { idConductor: 2, nombre: 'Daniel Fernández García', habitual: false },
  ],
  vehiculo: { marca: 'SEAT', modelo: 'León', matricula: '1234 LMN' },
  coberturasContratables: ['Vehículo de sustitución'],
  coberturasQuitables: ['Asistencia en viaje'],
  primaAnual: 412.35,
  desde: HOY,
  hasta: addDays(HOY, 30),
  bloqueo: null,
};
const PRESUPUESTO = {
  primaActual: 412.35,
  primaNueva: 433.0,
  importe: 1.19,
  diasRestantes: 21,
  efecto: HOY,
  cambio: 'Se añade como conductor a Pablo Gómez Sanz (00000000T), …',
  texto: 'Se añade como conductor a Pablo Gómez Sanz (00000000T), … Nueva prima anual: 433.00 €.',
};
const CODIGO = {
  telefonoEnmascarado: '*** *** 678',
  caducaEn: new Date(Date.now() + 600_000).toISOString(),
  reenvioEn: new Date(Date.now() + 60_000).toISOString(),
};

function answer(opciones: OpcionesSuplemento = OPCIONES, presupuesto: unknown = PRESUPUESTO) {
  shared.call.mockImplementation(async (spec: unknown) => {
    if (spec === CALLS.opcionesSuplemento) return opciones;
    if (spec === CALLS.presupuestoSuplemento) {
      if (presupuesto instanceof Error) throw presupuesto;
      return presupuesto;
    }
    if (spec === CALLS.pinSegundoFactor) return CODIGO;
    if (spec === CALLS.llavesAcceso) return { llaves: [] };
    if (spec === CALLS.confirmaSuplemento)
      return {
        numero: 'SUP-00000001',
        primaNueva: 433,
        importe: 1.19,
        efecto: HOY,
        texto: PRESUPUESTO.texto,
        recibo: { idRecibo: 300100, numRecibo: 'REC-SUP-00000001' },
        idDocumento: 700100,
      };
    throw new Error(`unexpected call ${String((spec as { path?: string }).path)}`);
  });
}

function renderBoton() {
  render(
    <RemotePropsContext.Provider value={{ screen: 'polizaAutos', params: {}, navigate: vi.fn() }}>
      <ModificarPoliza idPoliza={200001} />
    </RemotePropsContext.Provider>,
  );
  return userEvent.setup();
}

const body = (spec: unknown) =>
  shared.call.mock.calls.find(([s]) => s === spec)?.[1] as { body: Record<string, unknown> };

describe('ModificarPoliza', () => {
  beforeEach(() => {
    logInForTest();
    shared.call.mockReset();
    answer();
  });

  it('adds a driver: field errors first, then the quote, then the code, and the supplement done', async () => {
    const user = renderBoton();
    await user.click(screen.getByRole('button', { name: 'Modificar la póliza' }));
    const popup = await screen.findByRole('dialog', { name: 'Modificar la póliza' });
    await user.click(within(popup).getByRole('button', { name: 'Calcular el precio' }));
    expect(within(popup).getByText(ELIGE.CAMBIO)).toBeTruthy();

    await user.click(within(popup).getByLabelText('Añadir un conductor'));
    await user.type(within(popup).getByLabelText('Nombre y apellidos'), 'Pablo Gómez Sanz');
    await user.type(within(popup).getByLabelText('NIF o NIE'), '00000000T');
    const joven = addMonths(HOY, -12 * 19);
    await user.type(within(popup).getByLabelText('Fecha de nacimiento'), joven);
    await user.type(within(popup).getByLabelText('Fecha del carné de conducir'), addMonths(HOY, -6));
    await user.click(within(popup).getByRole('button', { name: 'Calcular el precio' }));
    // The product's rules beside each field, before asking the API anything.
    expect(within(popup).getByText(MENSAJE_SUPLEMENTO.edad(21, 19))).toBeTruthy();
    expect(within(popup).getByText(MENSAJE_SUPLEMENTO.carne(2, 0))).toBeTruthy();
    expect(body(CALLS.presupuestoSuplemento)).toBeUndefined();

    const nacimiento = within(popup).getByLabelText('Fecha de nacimiento');
    await user.clear(nacimiento);
    await user.type(nacimiento, '1990-05-02');
    const carne = within(popup).getByLabelText('Fecha del carné de conducir');
    await user.clear(carne);
    await user.type(carne, '2010-07-01');
    await user.click(within(popup).getByRole('button', { name: 'Calcular el precio' }));

    const resumen = await within(popup).findByRole('region', { name: 'Tu cambio' });
    expect(body(CALLS.presupuestoSuplemento).body).toEqual({
      cambio: {
        tipo: 'ALTA_CONDUCTOR',
        conductor: {
          nombre: 'Pablo Gómez Sanz',
          numDoc: '00000000T',
          fecNacimiento: '1990-05-02',
          fecCarne: '2010-07-01',
        },
      },
      efecto: HOY,
    });
    expect(resumen.textContent).toContain('433.00 €');
    expect(resumen.textContent).toContain('1.19 € a pagar ahora');
    expect(resumen.textContent).toContain(PRESUPUESTO.texto);
    expect(document.activeElement).toBe(resumen);

    await user.click(within(popup).getByRole('button', { name: 'Enviar código' }));
    await user.type(await within(popup).findByLabelText('Código recibido por SMS'), '123456{Enter}');
    expect(
      await within(popup).findByText(/Hemos modificado tu póliza con el suplemento nº SUP-00000001/),
    ).toBeTruthy();
    const confirmado = body(CALLS.confirmaSuplemento).body;
    expect(confirmado).toMatchObject({
      cambio: body(CALLS.presupuestoSuplemento).body.cambio,
      efecto: HOY,
      pin: '123456',
    });
    expect(confirmado.clave).toMatch(/^[0-9a-f-]{36}$/);
    expect(within(popup).getByText(/recibo REC-SUP-00000001 de 1\.19 €/)).toBeTruthy();
  });

  it("shows the API's refusal at the top of the form, in Spanish", async () => {
    const mensaje = MENSAJE_SUPLEMENTO.matriculaAsegurada('5678 KZB', 'AUT-10034567');
    answer(OPCIONES, new ApiError(Codigo.ERROR_NEGOCIO, mensaje, 200));
    const user = renderBoton();
    await user.click(screen.getByRole('button', { name: 'Modificar la póliza' }));
    const popup = await screen.findByRole('dialog', { name: 'Modificar la póliza' });
    await user.click(within(popup).getByLabelText('Cambiar el vehículo'));
    await user.type(within(popup).getByLabelText('Matrícula'), '5678KZB');
    await user.type(within(popup).getByLabelText('Marca'), 'Yamaha');
    await user.type(within(popup).getByLabelText('Modelo'), 'MT-07');
    await user.type(within(popup).getByLabelText('Versión'), '689 cc');
    await user.click(within(popup).getByRole('button', { name: 'Calcular el precio' }));
    expect((await within(popup).findByRole('alert')).textContent).toBe(mensaje);
  });

  it('removes only an occasional driver and offers only the covers not taken', async () => {
    const user = renderBoton();
    await user.click(screen.getByRole('button', { name: 'Modificar la póliza' }));
    const popup = await screen.findByRole('dialog', { name: 'Modificar la póliza' });
    await user.click(within(popup).getByLabelText('Quitar un conductor'));
    expect(within(popup).getByLabelText('Daniel Fernández García')).toBeTruthy();
    expect(within(popup).queryByLabelText('Lucía Fernández García')).toBeNull();
    await user.click(within(popup).getByLabelText('Contratar una cobertura'));
    expect(within(popup).getByLabelText('Vehículo de sustitución')).toBeTruthy();
    expect(within(popup).queryByLabelText('Asistencia en viaje')).toBeNull();
  });

  it('says why a policy cannot be changed', async () => {
    const bloqueo = MENSAJE_SUPLEMENTO.noRenovara('AUT-10023456');
    answer({ ...OPCIONES, bloqueo });
    const user = renderBoton();
    await user.click(screen.getByRole('button', { name: 'Modificar la póliza' }));
    const popup = await screen.findByRole('dialog', { name: 'Modificar la póliza' });
    expect((await within(popup).findByRole('alert')).textContent).toBe(bloqueo);
    expect(within(popup).queryByRole('button', { name: 'Calcular el precio' })).toBeNull();
  });
});
