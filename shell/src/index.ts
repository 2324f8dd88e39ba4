// In the entry, not the bootstrap: the kernel's styles become a <link> in index.html's <head>, so the
// skeleton paints styled while the scripts are still downloading.
import '@area-cliente/shared/styles.css';
// The layout's own styles too: the skeleton is drawn in its classes (header, footer, access title).
import './layout/layout.css';
import './boot.css';

// Async boundary: Module Federation negotiates the shared singletons (React, the kernel...) before any
// module that imports them is evaluated.
import('./bootstrap').catch((error: unknown) => {
  console.error('[area-cliente] shell failed to start', error);
});
