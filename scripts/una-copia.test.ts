import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './lib/workspace.mjs';

// The domain rooms (README, "Domain rooms"): each word of the domain has one home in shared/src/domain.
// These fail when a second copy appears in the code of the apps, the API, the kernel or the scripts.
const SOURCE = /^(shared|api|shell|remote-[a-z]+|scripts|tools)\/.*\.(ts|tsx|mjs|js)$/;
const THIS_FILE = 'scripts/una-copia.test.ts';
/** Files that hold data rather than rules: the demo seeds and the tests, which build their own rows. */
const DATOS = /^api\/src\/seed\/|\.test\.tsx?$|^api\/test\//;

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

  it('has one table of policy lines: no other file maps a line code to its lists, routes or sets', () => {
    const codigo = String.raw`['"](VEH|HOG|DEC|SALUD_HNA|SALUD_MMT|MOV|NEG|ACC|MASC)['"]`;
    const lista = String.raw`['"]?lst(Polizas|Siniestros)\w*['"]?`;
    expect(
      copiesOutside(
        'shared/src/domain/lineas.ts',
        new RegExp(
          [
            // A hand-written type of the line codes ('VEH' | 'HOG' | …).
            String.raw`${codigo}\s*\|\s*${codigo}`,
            // A portfolio list mapped to a code, or a code to a list.
            String.raw`${lista}\s*:\s*${codigo}`,
            String.raw`\b(VEH|HOG|DEC|SALUD_HNA|SALUD_MMT|MOV|NEG|ACC|MASC)\s*:\s*${lista}`,
            // A policy or claim route built by hand.
            String.raw`\x60/(poliza|siniestro)[A-Z]\w*/\$\{`,
          ].join('|'),
        ),
      ),
    ).toEqual([]);
  });

  it('has one partner rule: only shared/src/domain/lineas.ts names the partner line in code', () => {
    // Seeds and tests are data: they name the line of each policy they build.
    const codigo = copiesOutside('shared/src/domain/lineas.ts', /['"`]SALUD_HNA['"`]/);
    expect(codigo.filter((f) => !DATOS.test(f))).toEqual([]);
  });

  it('writes no time zone in code: the Madrid zone is ZONE in shared/src/domain/date.ts', () => {
    expect(copiesOutside('shared/src/domain/date.ts', /Europe\/Madrid/)).toEqual([]);
  });

  it('writes no line code or zone into SQL: the domain passes them as parameters', () => {
    const codigo = String.raw`'(VEH|HOG|DEC|SALUD_HNA|SALUD_MMT|MOV|NEG|ACC|MASC)'`;
    const enSql = new RegExp(
      [
        // `ramo = 'VEH'`, `<> 'VEH'`, `IN ('HOG', …)`, `ARRAY['VEH']`, `WHEN 'VEH'` (TypeScript's === is not SQL).
        String.raw`(?<![=!<>])(=|<>)\s*${codigo}`,
        String.raw`\bIN\s*\([^)]*${codigo}`,
        String.raw`ARRAY\[[^\]]*${codigo}`,
        String.raw`\bWHEN\s+${codigo}`,
        // A list of codes quoted into the SQL by hand.
        String.raw`map\(\s*\(?\w+\)?\s*=>\s*\x60'\$\{`,
        // A zone written in (UTC is no calendar: it only spells an instant as ISO 'Z').
        String.raw`AT TIME ZONE\s+'(?!UTC')`,
      ].join('|'),
      'i',
    );
    const api = files.filter((f) => f.startsWith('api/src/') && !DATOS.test(f));
    expect(api.filter((f) => enSql.test(readFileSync(join(repoRoot, f), 'utf8')))).toEqual([]);
  });

  it('has one consent-pending rule: only shared/src/domain/consentimiento.ts reads an answer as missing', () => {
    expect(
      copiesOutside('shared/src/domain/consentimiento.ts', /gdprEmpresas\s*[!=]==?\s*(undefined|null)/),
    ).toEqual([]);
  });

  it('has one PIN room: only api/src/services/pin.ts makes, words or hashes an SMS PIN', () => {
    const api = files.filter((f) => f.startsWith('api/src/') && !DATOS.test(f));
    const con = (pattern: RegExp) => api.filter((f) => pattern.test(readFileSync(join(repoRoot, f), 'utf8')));
    const sala = 'api/src/services/pin.ts';
    // Six random digits, or a PIN written into an SMS text.
    expect(con(/randomInt\(\s*0\s*,\s*1_?000_?000\s*\)|\$\{\s*pin\s*\}/).filter((f) => f !== sala)).toEqual(
      [],
    );
    // A keyed hash or a constant-time comparison is a PIN's unless it is one of these secrets.
    const otrosSecretos = [
      sala,
      'api/src/lib/crypto.ts', // passwords
      'api/src/providers/payment/signed-message.ts', // the payment gateway's signature
      'api/src/repositories/rum-clientes.ts', // the RUM's pseudonymous customer id
      'api/src/services/estudio-sesion.ts', // the studio sign-in's signed round-trip cookie
      'api/src/demo/idp/index.ts', // the demo identity provider's password check
    ];
    expect(con(/\bcreateHmac\b|\btimingSafeEqual\b/).filter((f) => !otrosSecretos.includes(f))).toEqual([]);
    // And one table holds the hashes.
    expect(con(/\bpin_hash\b/).filter((f) => f !== 'api/src/repositories/pines.ts')).toEqual([]);
  });
});
