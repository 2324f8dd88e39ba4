import { loadAppConfig, type RemoteProps, RemotePropsContext, sessionStore } from '@area-cliente/shared';
import { CALLS, type Reclamacion } from '@area-cliente/shared/contract';
import { logInForTest } from '@area-cliente/shared/testing';
import { render, screen } from '@testing-library/react';
import { Provider } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReclamacionScreen } from './detalle-screen';

const shared = vi.hoisted(() => ({ call: vi.fn() }));

vi.mock('@area-cliente/shared', async (original) =>
  (await import('@area-cliente/shared/testing/kernel')).mockKernelApi(original, shared.call),
);

const CONFIG = {
  marca: {
    nombre: 'Seguros Ejemplo',
    razonSocial: 'Seguros Ejemplo, S.A.',
    logo: '/area-cliente/marca/logo.svg',
    colorPrimario: '#0b5c8e',
    colorPrimarioOscuro: '#084466',
    colorAcento: '#1b6e46',
  },
  telefonoGratuito: '900 100 200',
  telefonoNormal: '910 100 200',
  urlAvisoLegal: 'https://www.segurosejemplo.es/aviso-legal',
  urlPrivacidad: 'https://www.segurosejemplo.es/privacidad',
  urlCookies: 'https://www.segurosejemplo.es/cookies',
  urlAccesibilidad: 'https://www.segurosejemplo.es/accesibilidad',
  redesSociales: [],
  defensorCliente: {
    nombre: 'Defensor del Cliente de Seguros Ejemplo',
    direccion: 'Calle Mayor 1, 28013 Madrid',
    email: 'defensor@segurosejemplo.es',
    web: 'https://www.segurosejemplo.es/defensor-del-cliente',
  },
};

const LATE: Reclamacion = {
  codigo: 'RC-2025-7KQ4M9',
  estado: 'EN_ESTUDIO',
  asunto: 'Siniestro SIN-0000101',
  motivo: 'Retraso en la tramitación',
  descripcion: 'Llevo dos meses esperando la peritación del coche.',
  contacto: null,
  presentadaEl: '2025-01-10T10:00:00+01:00',
  presentadaDia: '2025-01-10',
  fechaLimite: '2025-02-10',
  respuesta: null,
  respondidaEl: null,
  insatisfecha: false,
  fueraDePlazo: true,
  puedeEscalar: true,
};

describe('ReclamacionScreen, a complaint past its deadline', () => {
  beforeEach(() => {
    logInForTest();
    shared.call.mockReset().mockResolvedValue(LATE);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("names the ombudsman from the config the shell's loader read, without fetching config.json again", async () => {
    const fetchConfig = vi.fn(async () => new Response(JSON.stringify(CONFIG)));
    vi.stubGlobal('fetch', fetchConfig);
    await loadAppConfig();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new Error('config.json read twice'))),
    );

    const props: RemoteProps = { screen: 'reclamacion', params: { codigo: LATE.codigo }, navigate: vi.fn() };
    render(
      <Provider store={sessionStore}>
        <RemotePropsContext.Provider value={props}>
          <ReclamacionScreen {...props} />
        </RemotePropsContext.Provider>
      </Provider>,
    );

    expect(
      await screen.findByRole('heading', { name: 'Defensor del Cliente de Seguros Ejemplo' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'defensor@segurosejemplo.es' }).getAttribute('href')).toBe(
      'mailto:defensor@segurosejemplo.es',
    );
    expect(screen.getByText('Dirección postal: Calle Mayor 1, 28013 Madrid')).toBeTruthy();
    expect(shared.call).toHaveBeenCalledWith(CALLS.reclamacion, { params: { codigo: LATE.codigo } });
    expect(fetchConfig).toHaveBeenCalledTimes(1);
  });
});
