import { Button, Popup } from '@area-cliente/shared/ui';
import { isIosSafari, isRunningInstalled } from '../pwa';

type Props = { open: boolean; onClose: () => void };

function installHelp(): { title: string; text: string } {
  if (isRunningInstalled()) {
    return { title: 'Aplicación instalada', text: 'El Área Cliente ya está instalada en este dispositivo.' };
  }
  if (isIosSafari()) {
    return {
      title: 'Instalar en tu iPhone o iPad',
      text: 'Pulsa el botón Compartir de Safari y después «Añadir a pantalla de inicio».',
    };
  }
  return {
    title: 'Instalar el Área Cliente',
    text: 'Tu navegador no permite instalarla desde aquí. Busca en su menú la opción «Instalar aplicación» o «Añadir a pantalla de inicio».',
  };
}

/** Shown by 'Instalar' where the browser has no install prompt to offer (iOS Safari above all). */
export function InstallDialog({ open, onClose }: Props) {
  const { title, text } = installHelp();
  return (
    <Popup
      open={open}
      onClose={onClose}
      title={title}
      footer={
        <Button variant="primary" onClick={onClose}>
          Entendido
        </Button>
      }
    >
      <p>{text}</p>
    </Popup>
  );
}
