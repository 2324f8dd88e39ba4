// pnpm test:api:pglite: the API tests tagged `engine` on PGlite. Vitest filters by tag only after it
// has loaded a file and run its hooks, so only the files that declare the tag are handed to it: the
// other files' imports and data (most of the API suite) cost the pass about half its time.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { listFiles } from './lib/files.mjs';
import { repoRoot } from './lib/workspace.mjs';

const TAGGED = /tags:\s*\[[^\]]*'engine'/;
const files = ['api/src', 'api/test']
  .flatMap((dir) => listFiles(join(repoRoot, dir)).map((file) => join(dir, file)))
  .filter((file) => file.endsWith('.test.ts'))
  .filter((file) => TAGGED.test(readFileSync(join(repoRoot, file), 'utf8')));
if (files.length === 0) throw new Error('No API test declares the engine tag');

const result = spawnSync(
  'pnpm',
  [
    'exec',
    'vitest',
    'run',
    '--project',
    'api',
    '--tags-filter',
    'engine',
    ...process.argv.slice(2),
    ...files,
  ],
  { cwd: repoRoot, stdio: 'inherit' },
);
process.exit(result.status ?? 1);
