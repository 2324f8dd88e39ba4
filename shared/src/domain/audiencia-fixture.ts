import type { AudiencePortfolio } from './audiencia';

type Overrides = Partial<Omit<AudiencePortfolio, 'cliente'>> & {
  cliente?: Partial<AudiencePortfolio['cliente']>;
};

/** Test portfolio for audience rules: a direct adult person with no policy at all, unless told. */
export function audiencePortfolio({ cliente, ...rest }: Overrides = {}): AudiencePortfolio {
  return {
    cliente: {
      purezaPuroMMT: true,
      numDoc: '12345678Z',
      codPostal: '28001',
      edad: 40,
      gdprEmpresas: true,
      ...cliente,
    },
    tienePolizaAuto: 'N',
    tienePolizaAutos: 'N',
    tienePolizaMoto: 'N',
    tienePolizaHogar: 'N',
    tienePolizaSaludHNA: 'N',
    tienePolizaSaludMMT: 'N',
    tienePolizaMascotas: 'N',
    tienePolizaMovilidad: 'N',
    tienePolizaNegocio: 'N',
    tienePolizaAccidentes: 'N',
    tienePolizaConAv: 'N',
    tienePolizaConAsistenciaHogar: 'N',
    tienePolizaConAjt: 'N',
    tienePolizaConLunas: 'N',
    tienePolizaDecesosPremium: false,
    tienePolizasVigorMMT: false,
    cuantasPolizasConSubsidio: 0,
    lstCodigosAmigo: [],
    visiblePromocionHogar90: false,
    visiblePromocionFreidoraAire: false,
    visibleSorteoTv: false,
    visibleFinSorteoFreidoraAire: false,
    visibleAhorraConTuTaxi: false,
    sorteosVisibles: [],
    sorteosFinalizadosVisibles: [],
    ...rest,
  };
}
