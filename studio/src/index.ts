// In the entry: the styles become <link>s in the page's head, so the first paint is styled.
import '@area-cliente/shared/styles.css';
import './estudio.css';

// Async boundary: Module Federation settles the shared React before any module that imports it runs.
import('./bootstrap').catch((error: unknown) => {
  console.error('[estudio] failed to start', error);
});
