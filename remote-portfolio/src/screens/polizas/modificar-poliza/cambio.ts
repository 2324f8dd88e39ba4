import type { OpcionesSuplemento, PresupuestoSuplementoRequest } from '@area-cliente/shared/contract';
import type { TipoCambio, UsoVehiculo } from '@area-cliente/shared/domain';
import type { UseFormResult } from '@area-cliente/shared/forms';
import type { ReactNode } from 'react';

/** The popup's one form: every change kind's fields, the effective day and the code that confirms. */
export type Valores = {
  tipo: TipoCambio | null;
  nombre: string;
  numDoc: string;
  fecNacimiento: string;
  fecCarne: string;
  idConductor: string;
  matricula: string;
  marca: string;
  modelo: string;
  version: string;
  uso: UsoVehiculo;
  cobertura: string;
  efecto: string;
  pin: string;
};

export type Errores = Partial<Record<keyof Valores, string | null>>;

export const ELIGE = {
  CAMBIO: 'Elige qué quieres cambiar',
  CONDUCTOR: 'Elige el conductor que quieres quitar',
  COBERTURA: 'Elige la cobertura',
} as const;

/** The fields a text box fills. */
type Texto = { [K in keyof Valores]: string extends Valores[K] ? K : never }[keyof Valores];

export type CamposProps = {
  form: UseFormResult<Valores>;
  opciones: OpcionesSuplemento;
  set: <K extends keyof Valores>(k: K) => (value: Valores[K]) => void;
  /** A text box's wiring to the form: its name, value, change and error. */
  campo: (name: Texto) => {
    name: Texto;
    value: string;
    onValueChange: (value: string) => void;
    error?: string | null;
  };
};

/** One kind of change: what the quote and the confirmation send, its fields and their problems. */
export type ModuloCambio = {
  cambio: (v: Valores) => PresupuestoSuplementoRequest['cambio'];
  /** Its fields' problems; `dia` is the effective day the product's rules are read on. */
  errores: (v: Valores, o: OpcionesSuplemento, dia: string) => Errores;
  Campos: (props: CamposProps) => ReactNode;
};
