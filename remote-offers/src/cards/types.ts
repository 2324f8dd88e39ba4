import type { AsuntoGestion, CallName, EnlaceKey, Portfolio } from '@area-cliente/shared/contract';

/** The screens of this remote; every card says on which of them it appears. */
export type Section = 'inicio' | 'mioficina' | 'servicios' | 'ofertas' | 'sorteos' | 'beneficios';

/** An outside link: its text here, its address the deployment's configuration (never a constant). */
export type Enlace = { texto: string; enlace: EnlaceKey };
export type Telefono = { etiqueta: string; numero: string };

/** Portfolio flags that say the client already took part in a draw. */
type ParticipacionFlag = 'haParticipadoSorteoTv' | 'haParticipadoSorteoFreidoraAire';

/** What each kind of card shows; marketing edits these values in the catalog. */
export type CardData = {
  oficina: { titulo: string; texto: string; horario: string };
  mediado: { titulo: string; texto: string };
  sorteo: {
    titulo: string;
    texto: string;
    imagen: string;
    imagenAlt: string;
    condicionesLabel: string;
    condiciones: Enlace;
    /** The call that registers the participation (SPEC §7). */
    llamada: Extract<CallName, `registraParticipacion${string}`>;
    participado: ParticipacionFlag;
  };
  sorteoFinalizado: { titulo: string; texto: string; condiciones: Enlace };
  salud: { titulo: string; ventajas: string[]; destacados: string[]; calculadora: Enlace };
  promo: { titulo: string; texto: string; destacado: string };
  cupones: { titulo: string; texto: string };
  taller: { titulo: string; texto: string; promos: string[]; telefono: Telefono };
  club: { titulo: string; texto: string; enlaceTexto: string };
  formacion: {
    titulo: string;
    texto: string;
    descuentos: { texto: string; codigo: string }[];
    enlace: Enlace;
  };
  servicio: {
    titulo: string;
    texto: string;
    telefonos: Telefono[];
    enlace?: Enlace;
    /** Offers the call-back popup with this asunto. */
    llamada?: AsuntoGestion;
  };
  /** The partner health insurer's client area: link from the API, and its phone. */
  saludColaborador: { titulo: string; texto: string; enlaceTexto: string; telefono: Telefono };
  decesosPremium: { titulo: string; texto: string; telefonos: Telefono[]; solicitar: string };
  seccion: { titulo: string; texto: string; ruta: string; enlaceTexto: string };
};

export type CardKind = keyof CardData;

/** One card of the catalog: what it shows, where, and for whom (SPEC §6). */
export type CardDef = {
  [K in CardKind]: {
    id: string;
    kind: K;
    sections: readonly Section[];
    visible: (portfolio: Portfolio) => boolean;
    data: CardData[K];
  };
}[CardKind];
