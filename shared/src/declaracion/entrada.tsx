import { AppLink } from '@area-cliente/shared';
import { DECLARACION_POLIZA_SOCIO, TELEFONO_SALUD_COLABORADORA } from '@area-cliente/shared/domain';
import { Alert, PhoneLink } from '@area-cliente/shared/ui';
import { useEnlaces } from '@area-cliente/shared/query';
import { declararSiniestroRoute } from '@area-cliente/shared/routes';

/** The partner's health policy: its claims are declared with the partner, by phone or its client area. */
export function AvisoSocio() {
  const enlaces = useEnlaces();
  return (
    <Alert kind="info">
      <p>{DECLARACION_POLIZA_SOCIO}</p>
      <p>
        Teléfono: <PhoneLink numero={TELEFONO_SALUD_COLABORADORA} />
        {enlaces?.hnaAreaCliente && (
          <>
            {' · '}
            <a href={enlaces.hnaAreaCliente} target="_blank" rel="noopener noreferrer">
              Ir al área cliente de salud
            </a>
          </>
        )}
      </p>
    </Alert>
  );
}

/** The way into the journey: from a policy it starts with that policy chosen. */
export function DeclararSiniestroLink({ idPoliza }: { idPoliza?: number }) {
  return (
    <AppLink to={declararSiniestroRoute(idPoliza)} className="ac-button ac-button--secondary">
      Declarar un siniestro
    </AppLink>
  );
}
