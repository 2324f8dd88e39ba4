import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './lib/workspace.mjs';

// The README is a map: its links, ARCHITECTURE's and docs/'s must lead somewhere.
const DOCS = [
  'README.md',
  'ARCHITECTURE.md',
  'api/README.md',
  ...readdirSync(join(repoRoot, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

const withoutCode = (text: string) => text.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');

function anchors(file: string): Set<string> {
  const text = withoutCode(readFileSync(join(repoRoot, file), 'utf8'));
  return new Set([...text.matchAll(/^#{1,6} (.+)$/gm)].map((m) => slug(m[1]!)));
}

/** Every relative link of a Markdown file: `[text](target)`, web addresses and mail left out. */
function links(file: string): string[] {
  const text = withoutCode(readFileSync(join(repoRoot, file), 'utf8'));
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((m) => m[1]!)
    .filter((target) => !/^[a-z]+:/i.test(target));
}

describe('the documentation', () => {
  it.each(DOCS)('%s: every relative link resolves, to its heading too', (file) => {
    const broken = links(file).filter((target) => {
      const [path, anchor] = target.split('#');
      const to = path ? relative(repoRoot, join(repoRoot, dirname(file), path)) : file;
      if (!existsSync(join(repoRoot, to))) return true;
      return anchor !== undefined && to.endsWith('.md') && !anchors(to).has(anchor);
    });
    expect(broken).toEqual([]);
  });

  it('keeps the README a map: at most 400 lines', () => {
    expect(readFileSync(join(repoRoot, 'README.md'), 'utf8').split('\n').length).toBeLessThanOrEqual(400);
  });

  // The spec lives outside the repository on the team's machines; where it is, the copy must match.
  it.runIf(existsSync(join(repoRoot, '../shared/SPEC.md')))('docs/SPEC.md is ../shared/SPEC.md', () => {
    const spec = (path: string) => readFileSync(join(repoRoot, path), 'utf8');
    expect(spec('docs/SPEC.md')).toBe(spec('../shared/SPEC.md'));
  });
});
