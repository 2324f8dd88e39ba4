import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';

const remotes = ['remote-auth', 'remote-portfolio', 'remote-claims', 'remote-receipts', 'remote-offers'];
const apps = ['shell', 'studio', ...remotes];

// The kernel's halves (shared/src/index.ts): one instance per page, and what each build bundles.
const RUNTIME_SHARED = ['events', 'http', 'session', 'remote', 'a11y'];
const BUNDLED_SHARED = [
  'contract',
  'domain',
  'ui',
  'forms',
  'routes',
  'payment',
  'downloads',
  'new-tab',
  'hooks',
  'declaracion',
  'query',
];

// Module boundaries: a remote never imports another remote or the shell, and `shared` imports no app.
// Squads deploy independently, so a cross-app import would couple their releases.
const forbidApps = (self) => {
  const others = apps.filter((a) => a !== self);
  return {
    files: [`${self}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: others.flatMap((o) => [
            {
              group: [`**/${o}/**`, `**/${o}`],
              message: `${self} must not import ${o}: share code through @area-cliente/shared.`,
            },
            {
              group: [`@area-cliente/${o}`, `@area-cliente/${o}/**`],
              message: `${self} must not import ${o}.`,
            },
          ]),
        },
      ],
    },
  };
};

// CALLS / DOWNLOADS (shared/src/contract) are the only place an API path is written: callers name a call.
const API_PATH = String.raw`/\/v1\/ac\//`;
const noLiteralApiPaths = (message) => ({
  'no-restricted-syntax': [
    'error',
    { selector: `Literal[value=${API_PATH}]`, message },
    { selector: `TemplateElement[value.raw=${API_PATH}]`, message },
  ],
});

const API_PATH_MESSAGE =
  "Register the route from its CALLS/DOWNLOADS spec (lib/route.ts) instead of writing '/v1/ac/…'.";

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.deploy/**',
      '.data/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  ...remotes.map(forbidApps),
  forbidApps('shell'),
  {
    // Marketing's studio is a host of its own: the area's run-time kernel (the customer's session,
    // bus and HTTP client) has no business in it. The remote it previews with brings its own copy.
    ...forbidApps('studio'),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@area-cliente/shared',
              message: "The studio does not run the area's kernel: use its own client (studio/src/api).",
            },
            {
              name: '@area-cliente/shared/query',
              message: "The studio does not run the area's server-state cache.",
            },
          ],
          patterns: forbidApps('studio').rules['no-restricted-imports'][1].patterns,
        },
      ],
    },
  },
  {
    // The API names its paths through the contract (CALLS, DOWNLOADS and lib/route.ts), never by hand.
    files: ['api/src/**/*.ts'],
    rules: noLiteralApiPaths(API_PATH_MESSAGE),
  },
  {
    // A service takes a Caller and plain values (lib/caller.ts), never the request or the reply.
    files: ['api/src/services/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'fastify',
              importNames: ['FastifyRequest', 'FastifyReply'],
              message:
                'A service takes a Caller (lib/caller.ts) and plain values, never the request or the reply.',
            },
          ],
        },
      ],
    },
  },
  {
    // A route runs no SQL (its imports of db are refused by the zones below): no query or transaction.
    files: ['api/src/routes/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        ...noLiteralApiPaths(API_PATH_MESSAGE)['no-restricted-syntax'],
        {
          selector: 'CallExpression[callee.property.name=/^(query|transaction)$/]',
          message: 'A route runs no SQL: call a service instead.',
        },
      ],
    },
  },
  {
    files: ['shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                ...apps.flatMap((a) => [`**/${a}/**`, `@area-cliente/${a}`]),
                '**/api/**',
                '@area-cliente/api',
              ],
              message: 'shared is the kernel: it imports no app.',
            },
          ],
        },
      ],
    },
  },
  // Import graph: no cycles anywhere, and the kernel's floors. `domain` (rules both sides apply)
  // imports nothing of shared; `contract` only `domain`; the API only those two, never the React side.
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './shared/src/domain',
              from: './shared/src',
              except: ['./domain'],
              message: 'domain is the ground floor: it imports nothing else of shared.',
            },
            {
              target: './shared/src/contract',
              from: './shared/src',
              except: ['./contract', './domain'],
              message: 'contract imports only domain from shared.',
            },
            {
              // What each build bundles reaches the run-time kernel by its package name, so Module
              // Federation hands it the page's one instance: a relative path would bundle a private copy
              // (a second session, bus or dialog stack).
              target: BUNDLED_SHARED.map((dir) => `./shared/src/${dir}`),
              from: RUNTIME_SHARED.map((dir) => `./shared/src/${dir}`),
              message:
                "Import the run-time kernel as '@area-cliente/shared', not by path: this code is bundled.",
            },
            {
              target: './api/src',
              from: './shared/src',
              except: ['./contract', './domain'],
              message: 'The API imports @area-cliente/shared/contract and /domain only.',
            },
            // The API's floors (ARCHITECTURE.md, 'Inside the API'): routes → services → repositories → db, with
            // providers beside repositories under the services, and plugins under no service.
            {
              target: './api/src/routes',
              from: './api/src/db',
              message: 'A route runs no SQL: call a service instead.',
            },
            {
              // One shape for every route: it reads the request, calls a service and answers.
              target: './api/src/routes',
              from: './api/src/repositories',
              message:
                'A route calls services only: move the repository call into a service (api/src/services).',
            },
            {
              target: './api/src/services',
              from: ['./api/src/plugins', './api/src/routes'],
              message: 'A service takes plain values (a Caller, the input), never a plugin or a route.',
            },
            {
              target: './api/src/plugins',
              from: ['./api/src/services', './api/src/routes'],
              message: 'Plugins sit under the services: they import no service or route.',
            },
            {
              target: './api/src/repositories',
              from: ['./api/src/services', './api/src/routes', './api/src/plugins'],
              message: 'A repository reads and writes the database only: no service, route or plugin.',
            },
            {
              // A repository may store a provider's answer, so it may know its declared shape (types.ts).
              target: './api/src/repositories',
              from: './api/src/providers',
              except: ['./asistencia/types.ts', './email/types.ts', './payment/types.ts'],
              message: 'A repository calls no provider: the service joins them.',
            },
            {
              target: './api/src/providers',
              from: ['./api/src/services', './api/src/routes', './api/src/plugins'],
              message: 'Providers sit under the services: they import no service, route or plugin.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['shared/src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!valibot$|\\.)',
              message: 'domain depends on valibot only, so the API and every front end can import it.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [...apps.map((a) => `${a}/**/*.{ts,tsx}`), 'shared/**/*.{ts,tsx}'],
    ignores: ['shared/src/contract/**', '**/*.test.{ts,tsx}'],
    rules: noLiteralApiPaths(
      'Name the call (api.call(CALLS.x) / DOWNLOADS.x) instead of writing an API path: paths live in shared/src/contract.',
    ),
  },
);
