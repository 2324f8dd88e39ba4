import * as shared from '@area-cliente/shared';
import { CALLS } from '@area-cliente/shared/contract';
import { MENSAJES } from '@area-cliente/shared/forms';
import type { RemoteProps } from '@area-cliente/shared';
import type { AvisoRenovacion } from '@area-cliente/shared/contract';
import { logInForTest } from '@area-cliente/shared/testing';
import { fireEvent, render, screen, within } from '@testing-library/react';
import AvisoRenovacionScreen from './aviso-renovacion-screen';

const aviso: AvisoRenovacion = {
  numPoliza: 'AUT-10023456',
  riesgo: 'SEAT León - 1234 LMN',
  modeloVehiculo: 'SEAT León 1.5 TSI FR',
  fechaVencimiento: '2026-03-01',
  datosBancarios: '**** **** **** **** **** 1332',
  formaPago: 'Domiciliación bancaria',
  tipoNegocio: 'V',
  lstRecibosAR: [
    { idRecibo: 300014, numRecibo: 'REC-0100011', fecRecibo: '2026-03-01', importeNeto: 1425.9 },
  ],
  mediacion: null,
};

/** The screen as the remote renders it: AppLink reads the parcel's props from context. */
const inRemote = (props: RemoteProps) => (
  <shared.RemotePropsContext.Provider value={props}>
    <AvisoRenovacionScreen {...props} />
  </shared.RemotePropsContext.Provider>
);
const renderScreen = (props: RemoteProps) => render(inRemote(props));

afterEach(() => vi.restoreAllMocks());

describe('AvisoRenovacionScreen', () => {
  beforeEach(() => logInForTest());

  it('shows the notice, the masked bank data and the receipts to be charged', async () => {
    const get = vi.spyOn(shared.api, 'call').mockResolvedValue(aviso);
    const navigate = vi.fn();
    const props: RemoteProps = { screen: 'avisoRenovacion', params: { idPoliza: '200001' }, navigate };
    renderScreen(props);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(MENSAJES.CARGANDO_TITULO);
    expect(await screen.findByRole('heading', { level: 1, name: 'Aviso de renovación' })).toBeTruthy();
    expect(get).toHaveBeenCalledWith(CALLS.avisoRenovacion, { params: { idPoliza: '200001' } });
    for (const text of [
      'SEAT León 1.5 TSI FR',
      'Vehículo',
      'Domiciliación bancaria',
      '**** **** **** **** **** 1332',
    ])
      expect(screen.getByText(text)).toBeTruthy();

    const row = within(screen.getByRole('table')).getAllByRole('row')[1]!;
    expect(row.textContent).toContain('01-03-2026');
    expect(row.textContent).toContain('1,425.90 €');
    // The number the e-mails and the PDF give it, not the database's id.
    fireEvent.click(within(row).getByRole('link', { name: 'Recibo REC-0100011' }));
    expect(navigate).toHaveBeenCalledWith('/recibo/300014');
  });

  it('hides the vehicle model on a home notice and says when there is no notice', async () => {
    vi.spyOn(shared.api, 'call').mockResolvedValueOnce({ ...aviso, tipoNegocio: 'H', modeloVehiculo: null });
    const props: RemoteProps = { screen: 'avisoRenovacion', params: { idPoliza: '1' }, navigate: vi.fn() };
    const { rerender } = renderScreen(props);
    expect(await screen.findByText('Hogar')).toBeTruthy();
    expect(screen.queryByText('Modelo del vehículo')).toBeNull();

    vi.spyOn(shared.api, 'call').mockRejectedValueOnce(
      new shared.ApiError(1000, 'Recurso no encontrado', 404),
    );
    rerender(inRemote({ ...props, params: { idPoliza: '2' } }));
    expect(await screen.findByText('Esta póliza no tiene aviso de renovación.')).toBeTruthy();
  });
});
