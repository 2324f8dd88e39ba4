// In the entry, not the bootstrap: the kernel's styles become a <link> in index.html's <head>, so the
// skeleton paints styled while the scripts are still downloading.
import '@area-cliente/shared/styles.css';
// The layout's own styles too: the skeleton is drawn in its classes (header, footer, access title).
import './layout/layout.css';
import './boot.css';

// The boot is in this same file (`eager`: no request, one download compresses better than three), but
// runs in a task of its own, after the entry's: the browser may paint and answer input in between.
// Every shared module it imports is bundled here too (SHELL_EAGER in tools/webpack/index.js).
setTimeout(() => {
  import(/* webpackMode: "eager" */ './bootstrap').catch((error: unknown) => {
    console.error('[area-cliente] shell failed to start', error);
  });
});
