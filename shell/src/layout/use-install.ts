import { useState } from 'react';
import { promptInstall, useCanPromptInstall } from '../pwa';

/**
 * 'Instalar': Android-type browsers show their own dialog from the captured prompt; elsewhere (iOS
 * Safari above all) the install help explains the steps.
 */
export function useInstall() {
  const canPrompt = useCanPromptInstall();
  const [helpOpen, setHelpOpen] = useState(false);
  const install = () => {
    if (canPrompt) void promptInstall();
    else setHelpOpen(true);
  };
  return { install, helpOpen, closeHelp: () => setHelpOpen(false) };
}
