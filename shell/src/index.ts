// In the entry, not the bootstrap: the kernel's styles become a <link> in index.html's <head>, so the
// skeleton paints styled while the scripts are still downloading.
import '@area-cliente/shared/styles.css';
// The layout's own styles too: the skeleton is drawn in its classes (header, footer, access title).
import './layout/layout.css';
import './boot.css';

/** A new task: the browser may paint and answer input before the next step. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

// The boot is in this same file (`eager`: no request, one download compresses better than several),
// but its modules are evaluated in steps, each in a task of its own after the entry's: React, the
// kernel, the app's screens frame, then the rest and the render. Evaluated at once they were one task
// of 30–55 ms on a fast machine, four times that on a phone, while the page could not answer a tap.
// Every shared module it imports is bundled here too (SHELL_EAGER in tools/webpack/index.js).
async function boot() {
  await nextTask();
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  await import(/* webpackMode: "eager" */ '@area-cliente/shared');
  await nextTask();
  await import(/* webpackMode: "eager" */ './app/app');
  await nextTask();
  await import(/* webpackMode: "eager" */ './bootstrap');
}

boot().catch((error: unknown) => {
  console.error('[area-cliente] shell failed to start', error);
});
