import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import { shellProvides } from './tools/webpack/contract.js';

// Two projects: `unit` (jsdom, next to the front-end code) and `api` (node, app.inject on PGlite).
export default defineConfig({
  esbuild: { jsx: 'automatic' },
  // What the shell's build defines: the kernel and React it provides remotes.
  define: { __SHELL_PROVIDES__: JSON.stringify(shellProvides(join(import.meta.dirname, 'shell'))) },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          globals: true,
          environment: 'jsdom',
          setupFiles: ['shared/src/testing/setup.ts'],
          // A jsdom screen typed into with user-event takes ~1.5 s alone and ~5 s on a busy 2-core CI.
          testTimeout: 15000,
          include: ['{shared,shell,remote-*}/src/**/*.test.{ts,tsx}', '{scripts,tools}/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          include: ['api/**/*.test.ts'],
          exclude: ['**/node_modules/**'],
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
    ],
  },
});
