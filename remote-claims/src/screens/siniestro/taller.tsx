import { api, isApiError } from '@area-cliente/shared';
import { CALLS, type SiniestroDetalle, type TallerElegido } from '@area-cliente/shared/contract';
import { codigoPostalDe, isSiniestroAbierto, reparaVehiculo } from '@area-cliente/shared/domain';
import { Alert, Button, Card, PhoneLink } from '@area-cliente/shared/ui';
import { useState, type FormEvent } from 'react';
import { ElegirTaller } from '../../components/elegir-taller';
import {
  eleccionVacia,
  erroresTaller,
  peticionTaller,
  TALLER_PROPIO,
  type EleccionTaller,
} from '../../components/eleccion-taller';

const NO_GUARDADO = 'No hemos podido cambiar el taller. Vuelve a intentarlo.';

function TallerActual({ taller }: { taller: TallerElegido | null }) {
  if (!taller) return <p className="claims-muted">Todavía no has elegido dónde reparar tu vehículo.</p>;
  if (taller.clase === 'PROPIO')
    return (
      <p>
        <strong>{taller.nombre}</strong> (tu taller)
      </p>
    );
  const t = taller.taller;
  return (
    <div className="claims-taller">
      <p>
        <strong>{t.nombre}</strong>
      </p>
      <p>
        {t.direccion}, {t.codPostal} {t.poblacion}
      </p>
      <p>{t.horario}</p>
      <p>
        Teléfono: <PhoneLink numero={t.telefono} />
      </p>
      {t.especialidades.length > 0 && <p className="claims-muted">{t.especialidades.join(' · ')}</p>}
    </div>
  );
}

/** The choice as the form starts it: the current one, searched by its postcode or the claim's place. */
function eleccionInicial(s: SiniestroDetalle): EleccionTaller {
  const t = s.taller;
  if (t?.clase === 'CONCERTADO')
    return { cp: t.taller.codPostal, taller: String(t.taller.id), nombreTaller: t.taller.nombre, propio: '' };
  const cp = codigoPostalDe(s.lugarAccidente ?? '');
  return t?.clase === 'PROPIO'
    ? { ...eleccionVacia(cp), taller: TALLER_PROPIO, propio: t.nombre }
    : eleccionVacia(cp);
}

/**
 * Where the car of a car claim is repaired: the workshop chosen, and while the claim is open a way
 * to change it. Shown on claims that damage the car, and on any that already names a workshop.
 */
export function TallerSiniestro({
  siniestro,
  onCambiado,
}: {
  siniestro: SiniestroDetalle;
  onCambiado: () => void;
}) {
  const abierto = isSiniestroAbierto(siniestro.estado);
  const [eleccion, setEleccion] = useState<EleccionTaller | null>(null);
  const [errores, setErrores] = useState<ReturnType<typeof erroresTaller>>({});
  const [aviso, setAviso] = useState<string | null>(null);
  const [guardando, setGuardando] = useState(false);
  if (!siniestro.taller && !(abierto && reparaVehiculo('VEH', siniestro.tipo))) return null;

  const guardar = async (event: FormEvent) => {
    event.preventDefault();
    if (!eleccion || guardando) return;
    const encontrados = erroresTaller(eleccion);
    setErrores(encontrados);
    if (Object.keys(encontrados).length > 0) return;
    setGuardando(true);
    setAviso(null);
    try {
      await api.call(CALLS.cambiaTallerSiniestro, {
        params: { numSiniestro: siniestro.numSiniestro },
        body: peticionTaller(eleccion),
      });
      setEleccion(null);
      onCambiado();
    } catch (error) {
      setAviso(isApiError(error) ? error.mensaje : NO_GUARDADO);
    } finally {
      setGuardando(false);
    }
  };

  return (
    <Card
      title="Dónde reparar tu vehículo"
      actions={
        abierto &&
        !eleccion && (
          <Button variant="secondary" onClick={() => setEleccion(eleccionInicial(siniestro))}>
            {siniestro.taller ? 'Cambiar de taller' : 'Elegir taller'}
          </Button>
        )
      }
    >
      {eleccion ? (
        <form noValidate onSubmit={(event) => void guardar(event)} className="claims-taller__form">
          <ElegirTaller
            eleccion={eleccion}
            cambia={(e) => {
              setEleccion(e);
              setErrores({});
            }}
            errores={errores}
          />
          {aviso && <Alert kind="error">{aviso}</Alert>}
          <div className="claims-taller__botones">
            <Button type="submit" variant="primary" busy={guardando}>
              Guardar taller
            </Button>
            <Button variant="secondary" onClick={() => setEleccion(null)} disabled={guardando}>
              Cancelar
            </Button>
          </div>
        </form>
      ) : (
        <TallerActual taller={siniestro.taller} />
      )}
    </Card>
  );
}
