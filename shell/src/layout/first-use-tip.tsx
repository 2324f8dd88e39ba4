import { Button, Popup } from '@area-cliente/shared/ui';
import { useState } from 'react';
import { markInstructionsSeen, shouldShowFirstUseTip } from './instructions-cookie';

/**
 * First-use tip pointing at the hamburger (SPEC §2), until the user acknowledges this version of it.
 * The shared modal dialog, so the page behind is inert and Escape (or the close icon) acknowledges it.
 */
export function FirstUseTip() {
  const [visible, setVisible] = useState(shouldShowFirstUseTip);
  const acknowledge = () => {
    markInstructionsSeen();
    setVisible(false);
  };
  return (
    <Popup open={visible} onClose={acknowledge} title="Tu menú" className="shell-tip">
      <p>
        Pulsa este botón para abrir el menú: desde él vuelves al inicio y puedes instalar el Área Cliente en
        tu móvil.
      </p>
      <Button variant="primary" onClick={acknowledge}>
        Entendido
      </Button>
    </Popup>
  );
}
