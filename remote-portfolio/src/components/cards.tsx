import { type Asegurado, type Conductor, type PolizaBase } from '@area-cliente/shared/contract';
import { formatDate, formatTelefono, orSinEmail } from '@area-cliente/shared/domain';
import { Card, DataList } from '@area-cliente/shared/ui';

/** 'ANUAL' → 'Anual'. */
export const capitalizar = (s: string | null | undefined) =>
  s ? s.charAt(0) + s.slice(1).toLowerCase() : null;

export function TomadorCard({ p }: { p: PolizaBase }) {
  return (
    <Card title="Tomador">
      <DataList
        items={[
          { label: 'Nombre', value: p.nombreTomador },
          { label: 'Teléfono', value: p.telefonoTomador && formatTelefono(p.telefonoTomador) },
          { label: 'E-mail', value: orSinEmail(p.emailTomador) },
          { label: 'Dirección', value: p.direccionTomador },
        ]}
      />
    </Card>
  );
}

export function ContratoCard({ p }: { p: PolizaBase }) {
  return (
    <Card title="Contrato">
      <DataList
        items={[
          { label: 'Producto', value: p.producto },
          { label: 'Número de póliza', value: p.numPoliza },
          { label: 'Fecha de efecto', value: formatDate(p.fecEfecto) },
          { label: 'Fecha de vencimiento', value: formatDate(p.fechaVto) },
          { label: 'Periodicidad', value: capitalizar(p.periodicidad) },
          { label: 'Cliente desde', value: formatDate(p.fecAntiguedad) },
          { label: 'Próximo recibo', value: formatDate(p.fecProximoRecibo) },
        ]}
      />
    </Card>
  );
}

/** Shown only when the policy names an owner (SPEC §2: business policies hide it otherwise). */
export function PropietarioCard({ p }: { p: PolizaBase }) {
  if (p.idPropietario === null) return null;
  return (
    <Card title="Propietario">
      <DataList
        items={[
          { label: 'Nombre', value: p.nombrePropietario },
          { label: 'Teléfono', value: p.telefonoPropietario && formatTelefono(p.telefonoPropietario) },
          { label: 'E-mail', value: orSinEmail(p.emailPropietario) },
          { label: 'Dirección', value: p.direccionPropietario },
        ]}
      />
    </Card>
  );
}

export function BancoCard({ p }: { p: PolizaBase }) {
  return (
    <Card title="Datos bancarios">
      <DataList
        items={[
          { label: 'IBAN', value: p.iban },
          { label: 'Entidad', value: p.entidad },
          { label: 'Titular', value: p.titular },
        ]}
      />
    </Card>
  );
}

export function AseguradosCard({ asegurados }: { asegurados: Asegurado[] }) {
  return (
    <Card title="Asegurados">
      {asegurados.length === 0 ? (
        <p>(sin datos)</p>
      ) : (
        <DataList items={asegurados.map((a) => ({ label: a.nombreCompleto, value: a.numDoc }))} />
      )}
    </Card>
  );
}

export function ConductorCard({ titulo, conductor }: { titulo: string; conductor: Conductor | null }) {
  return (
    <Card title={titulo}>
      <DataList
        items={[
          { label: 'Nombre', value: conductor?.nombre },
          { label: 'Fecha de nacimiento', value: conductor && formatDate(conductor.fecNacimiento) },
          { label: 'Fecha del carné', value: conductor && formatDate(conductor.fecCarnet) },
          { label: 'Tipo de carné', value: conductor?.tipoCarnet },
        ]}
      />
    </Card>
  );
}

/** The policy's occasional drivers, each with the dates the rating read. */
export function OtrosConductores({ conductores }: { conductores: readonly Conductor[] }) {
  return (
    <Card title="Otros conductores">
      {conductores.length === 0 ? (
        <p>Solo conduce el conductor habitual.</p>
      ) : (
        <ul className="pf-conductores">
          {conductores.map((c) => (
            <li key={`${c.nombre}-${c.fecNacimiento ?? ''}`}>
              <strong>{c.nombre}</strong>
              <span>
                Nacimiento: {formatDate(c.fecNacimiento)} · Carné: {formatDate(c.fecCarnet)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
