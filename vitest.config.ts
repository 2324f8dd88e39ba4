import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import { shellProvides } from './tools/webpack/contract.js';

// Three projects: `unit` (jsdom, next to the front-end code), `unit-node` (rules, contracts and
// scripts) and `api` (node, app.inject on a fresh database per app: PostgreSQL when DATABASE_URL is
// set, in-memory PGlite otherwise).
// Vitest's default of one worker per core less one is a single worker on a 2-core CI machine; API
// tests spend much of their time waiting on the database, so two files at a time there.
const workers = Math.max(2, availableParallelism() - 1);
// Unit tests that need no DOM (`pnpm test:unit` runs both unit projects: `--project 'unit*'`).
const NODE_ONLY = ['shared/src/{domain,contract}/**/*.test.ts', '{scripts,tools}/**/*.test.ts'];

export default defineConfig({
  esbuild: { jsx: 'automatic' },
  // What the shell's build defines: the kernel and React it provides remotes.
  define: { __SHELL_PROVIDES__: JSON.stringify(shellProvides(join(import.meta.dirname, 'shell'))) },
  test: {
    tags: [
      {
        name: 'engine',
        description:
          'Behaviour that depends on the database engine (concurrent requests, locks, several instances on one database, migrations, the PGlite driver): run on PostgreSQL and on PGlite.',
      },
    ],
    maxWorkers: workers,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          globals: true,
          environment: 'jsdom',
          // Worker threads start faster than the default child processes: 4:09 → 3:12 for the
          // project on this 2-core machine, same results.
          pool: 'threads',
          setupFiles: ['shared/src/testing/setup.ts'],
          // A jsdom screen typed into with user-event takes ~1.5 s alone and ~5 s on a busy 2-core CI.
          testTimeout: 15000,
          include: ['{shared,shell,studio,remote-*}/src/**/*.test.{ts,tsx}'],
          exclude: [...NODE_ONLY, '**/node_modules/**'],
        },
      },
      {
        extends: true,
        test: {
          // Rules, contracts and scripts touch no page: a jsdom window costs each file about a second.
          name: 'unit-node',
          globals: true,
          environment: 'node',
          pool: 'threads',
          testTimeout: 15000,
          include: NODE_ONLY,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          // Each app starts on a database of its own, so test files share loaded modules (importing
          // the app anew for each of 80 files took about two minutes).
          isolate: false,
          include: ['api/**/*.test.ts'],
          exclude: ['**/node_modules/**'],
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
    ],
  },
});
