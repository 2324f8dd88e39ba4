import { useEffect, useId, useRef, useState } from 'react';
import { markInstructionsSeen, shouldShowFirstUseTip } from './instructions-cookie';

/** First-use tip pointing at the hamburger (SPEC §2), until the user acknowledges this version of it. */
export function FirstUseTip() {
  const [visible, setVisible] = useState(shouldShowFirstUseTip);
  const titleId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (visible) buttonRef.current?.focus();
  }, [visible]);

  if (!visible) return null;
  const acknowledge = () => {
    markInstructionsSeen();
    setVisible(false);
  };
  return (
    <div className="shell-tip__backdrop">
      <div className="shell-tip" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <h2 id={titleId} className="shell-tip__title">
          Tu menú
        </h2>
        <p>
          Pulsa este botón para abrir el menú: desde él vuelves al inicio y puedes instalar el Área Cliente en
          tu móvil.
        </p>
        <button ref={buttonRef} type="button" className="ac-button ac-button--primary" onClick={acknowledge}>
          Entendido
        </button>
      </div>
    </div>
  );
}
