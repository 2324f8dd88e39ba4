// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './lib/workspace.mjs';

// The domain rooms (README, "Domain rooms"): each word of the domain has one home in shared/src/domain.
// These fail when a second copy appears in the code of the apps, the API, the kernel or the scripts.
const SOURCE = /^(shared|api|shell|remote-[a-z]+|scripts|tools)\/.*\.(ts|tsx|mjs|js)$/;
const THIS_FILE = 'scripts/una-copia.test.ts';

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: repoRoot,
  encoding: 'utf8',
})
  .split('\n')
  .filter((f) => SOURCE.test(f) && f !== THIS_FILE && !f.includes('/node_modules/') && !f.includes('/dist/'));

/** Files, other than `home`, whose text matches `pattern`. */
function copiesOutside(home: string, pattern: RegExp): string[] {
  return files.filter((f) => f !== home && pattern.test(readFileSync(join(repoRoot, f), 'utf8')));
}

describe('one home for each domain word', () => {
  it('has one Madrid calendar: time zones and date formatters only in shared/src/domain/date.ts', () => {
    expect(
      copiesOutside(
        'shared/src/domain/date.ts',
        /timeZone\s*:|Intl\.DateTimeFormat|toLocale(Date|Time)String|getTimezoneOffset/,
      ),
    ).toEqual([]);
  });
});
