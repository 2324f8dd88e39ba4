import { api, isApiError, type RemoteProps } from '@area-cliente/shared';
import { CALLS } from '@area-cliente/shared/contract';
import { Alert, Button, Card, ScreenSkeleton } from '@area-cliente/shared/ui';
import { refreshPortfolio } from '@area-cliente/shared/query';
import { useEffect, useState } from 'react';
import { pasoTrasEmail, polizasParaEmail } from '../../registro/siguiente-paso';
import { useClaveTrasPlazo } from '../../registro/clave-tras-plazo';
import { useSesionRegistrada } from '../../registro/use-sesion-registrada';
import '../../registro/registro.css';

/** /validEmail: confirm the e-mail on record; 'No es mi e-mail' goes to /email. */
export function ValidEmailScreen({ navigate }: RemoteProps) {
  const portfolio = useSesionRegistrada(navigate);
  const clave = useClaveTrasPlazo();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const email = portfolio?.cliente.email ?? null;

  useEffect(() => {
    if (portfolio && !email) navigate('/email', { replace: true });
  }, [portfolio, email, navigate]);

  if (!portfolio) return <ScreenSkeleton />;
  if (!email) return null;

  const confirmar = async () => {
    setBusy(true);
    setError(null);
    try {
      await api.call(CALLS.actualizaEmail, {
        body: {
          email,
          polizas: polizasParaEmail(portfolio),
          idCliente: portfolio.cliente.idCliente,
          ...clave.extra(),
        },
      });
    } catch (e) {
      if (!clave.primeraPeticion(e) && isApiError(e)) setError(e.mensaje);
      setBusy(false);
      return;
    }
    const fresh = (await refreshPortfolio()) ?? portfolio;
    navigate(pasoTrasEmail(fresh.cliente), { replace: true });
  };

  return (
    <Card title="Confirma tu e-mail" headingLevel={1} className="registro">
      <p className="registro__lead">Este es el e-mail que tenemos registrado. ¿Es correcto?</p>
      <p className="registro__dato">{email}</p>
      {clave.campo}
      {error && <Alert kind="error">{error}</Alert>}
      <div className="registro__acciones">
        <Button variant="primary" busy={busy} onClick={() => void confirmar()}>
          Sí, es mi e-mail
        </Button>
        <Button variant="secondary" onClick={() => navigate('/email')}>
          No es mi e-mail
        </Button>
      </div>
    </Card>
  );
}
