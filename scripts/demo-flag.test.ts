import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './lib/workspace.mjs';

// Production code never branches on the demo flag. The demo wing (api/src/demo) holds
// everything demo mode adds; app.ts reads the flag once to register it; the config modules define the
// flag and decide what it makes optional. Read on the syntax tree, so comments and strings never count.
const WING = 'api/src/demo/';
const CONFIG = /^api\/src\/config(\.ts|\/)/;
/** Production code that must stand alone: the outside services and the plugin that builds them. */
const PROVIDERS = /^api\/src\/(providers\/|plugins\/providers\.ts$)/;
const FLAG = new Set(['demo', 'DEMO']);

/** Where a source reads the flag: `x.demo`, `x['demo']`, `{ demo }` or `{ demo: d }` (line numbers). */
function flagReads(code: string): number[] {
  const source = ts.createSourceFile('x.ts', code, ts.ScriptTarget.Latest, true);
  const lines: number[] = [];
  const visit = (node: ts.Node) => {
    const named =
      (ts.isPropertyAccessExpression(node) && FLAG.has(node.name.text)) ||
      (ts.isElementAccessExpression(node) &&
        ts.isStringLiteralLike(node.argumentExpression) &&
        FLAG.has(node.argumentExpression.text)) ||
      (ts.isBindingElement(node) &&
        ts.isObjectBindingPattern(node.parent) &&
        FLAG.has((node.propertyName ?? node.name).getText(source)));
    if (named) lines.push(source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return lines;
}

/** The modules a source imports or re-exports, as written. */
function importsOf(code: string): string[] {
  const source = ts.createSourceFile('x.ts', code, ts.ScriptTarget.Latest, true);
  const specifiers: string[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      if (ts.isStringLiteral(node.moduleSpecifier)) specifiers.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      specifiers.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers;
}

/** Whether `specifier`, imported by `file` (repo-relative), lands in the demo wing. */
const intoWing = (file: string, specifier: string) =>
  specifier.startsWith('.') &&
  `${relative(repoRoot, resolve(repoRoot, dirname(file), specifier))}/`.startsWith(WING);

function sources(dir: string): string[] {
  return readdirSync(join(repoRoot, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sources(path);
    return /\.ts$/.test(entry.name) && !/\.(test|d)\.ts$/.test(entry.name) ? [path] : [];
  });
}

const production = sources('api/src').filter((f) => !f.startsWith(WING));
const read = (file: string) => readFileSync(join(repoRoot, file), 'utf8');

describe('the demo flag', () => {
  it('is read outside the demo wing only by the config modules and once by app.ts', () => {
    const readers = production
      .filter((f) => !CONFIG.test(f))
      .flatMap((f) => flagReads(read(f)).map((line) => `${f}:${line}`));
    expect(readers.filter((r) => !r.startsWith('api/src/app.ts:'))).toEqual([]);
    expect(readers).toHaveLength(1);
  });

  it('is never what a production provider module builds on: none imports the demo wing', () => {
    const providers = production.filter((f) => PROVIDERS.test(f));
    expect(providers).toContain('api/src/plugins/providers.ts');
    expect(
      providers.flatMap((f) =>
        importsOf(read(f))
          .filter((s) => intoWing(f, s))
          .map((s) => `${f} → ${s}`),
      ),
    ).toEqual([]);
  });

  it('is found however it is read, and never in a comment or a string', () => {
    const reads = [
      'if (app.config.demo) x();',
      'const { demo } = config;',
      'const { demo: enDemo } = config;',
      "const on = config['demo'];",
      'const on = e.DEMO;',
    ];
    for (const code of reads) expect(flagReads(code), code).toEqual([1]);
    expect(flagReads("// app.config.demo\nconst s = 'config.demo';\nconst demo = 1;\n")).toEqual([]);
    expect(intoWing('api/src/providers/sms/index.ts', '../../demo/providers/sms')).toBe(true);
    expect(intoWing('api/src/providers/sms/index.ts', '../../demo')).toBe(true);
    expect(intoWing('api/src/seed/index.ts', './demo-lucia')).toBe(false);
    expect(importsOf("export { x } from './a';\nconst m = await import('./b');\n")).toEqual(['./a', './b']);
  });
});
