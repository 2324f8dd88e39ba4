// In the entry, not the bootstrap: the kernel's styles become a <link> in index.html's <head>, so the
// skeleton paints styled while the scripts are still downloading.
import '@area-cliente/shared/styles.css';
// The layout's own styles too: the skeleton is drawn in its classes (header, footer, access title).
import './layout/layout.css';
import './boot.css';
import { nextTask } from './next-task';

/**
 * The boot, in steps. Everything is in this same file (`eager`: no request, one download compresses
 * better than several; SHELL_EAGER in tools/webpack/index.js bundles the shared modules here too), but
 * each step's modules are evaluated in a task of their own, after the entry's: evaluated at once they
 * were one task of 30–55 ms on a fast machine, four times that on a phone, while the page could not
 * answer a tap. React comes alone first: the first shared module a federated page takes also sets up
 * its share scope and version checks (about 10 ms), React DOM's own evaluation is the next 12–16.
 */
const STEPS = [
  () => import(/* webpackMode: "eager" */ 'react'),
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  // The kernel's shared libraries apart: the kernel with them was a task of 9–12 ms unthrottled,
  // federated, just under the 12.5 ms that becomes a long task on a phone; without them, 7.
  () => import(/* webpackMode: "eager" */ 'jotai'),
  () => import(/* webpackMode: "eager" */ 'single-spa-react'),
  () => import(/* webpackMode: "eager" */ '@area-cliente/shared'),
  () => import(/* webpackMode: "eager" */ './app/app'),
  () => import(/* webpackMode: "eager" */ './bootstrap'),
];

async function boot() {
  for (const step of STEPS) {
    await nextTask();
    await step();
  }
}

boot().catch((error: unknown) => {
  console.error('[area-cliente] shell failed to start', error);
});
