// The kernel's versioned contract: an API Extractor report of each run-time entry point of
// @area-cliente/shared (a Module Federation singleton the shell provides to every remote), stamped
// with the version in shared/package.json. A surface change must come with a semver bump and a
// shared/CHANGES.md entry, so remotes built against an older kernel can be refused by version.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CompilerState, Extractor, ExtractorConfig, ExtractorLogLevel } from '@microsoft/api-extractor';

export const REPORT_DIR = 'shared/api-report';

// The entry points remotes load at run time (tools/webpack/shared-singletons.js).
const ENTRY_POINTS = [
  { name: '@area-cliente/shared', dts: 'index.d.ts', report: 'index.api.md' },
  { name: '@area-cliente/shared/query', dts: 'query/index.d.ts', report: 'query.api.md' },
];

export type Bump = 'major' | 'minor' | 'patch';

const VERSION_LINE = /^> Kernel version: (\d+\.\d+\.\d+)/m;

/** The report as checked in: API Extractor's text, titled with the entry point and its version. */
export function stampVersion(surface: string, version: string): string {
  return surface.replace(
    /^(## API Report File for .*\n)/,
    `$1\n> Kernel version: ${version} (shared/package.json). Regenerate with \`pnpm kernel:report\`.\n`,
  );
}

export function reportVersion(report: string): string | null {
  return VERSION_LINE.exec(report)?.[1] ?? null;
}

// Every declaration of the report by name, comments (release tags, "undocumented") left out: they
// are not part of what a remote calls. Overloads of one function share a name and are kept together.
function declarations(report: string): Map<string, string> {
  const code = /```ts\n([\s\S]*?)\n```/.exec(report)?.[1] ?? '';
  const byName = new Map<string, string>();
  for (const block of code.split(/\n\s*\n/)) {
    const text = block
      .split('\n')
      .filter((line) => !line.trimStart().startsWith('//'))
      .join('\n')
      .trim();
    if (!text || text.startsWith('import ')) continue;
    const name =
      /^(export )?(?:declare )?(?:abstract )?(?:const|let|var|function|type|interface|class|enum|namespace) ([\w$]+)/.exec(
        text,
      );
    // Declarations the exports refer to without exporting them change the contract too.
    const key = name ? `${name[1] ? '' : '(not exported) '}${name[2]}` : text;
    for (const [k, t] of members(key, text)) byName.set(k, byName.has(k) ? `${byName.get(k)}\n${t}` : t);
  }
  return byName;
}

/**
 * A constant typed as an object literal (the CALLS registry, DOWNLOADS) is compared member by member: a remote
 * built against an older kernel uses only the members it knew, so a new member is an addition, while
 * a member changed or removed is a change. Anything else is one declaration.
 */
function members(key: string, text: string): [string, string][] {
  if (!/^export const [\w$]+: \{\n/.test(text) || !text.endsWith('\n};')) return [[key, text]];
  const [head = '', ...parts] = text.slice(0, -'\n};'.length).split(/\n(?= {4}(?:readonly )?[\w$]+\??: )/);
  return [
    [key, `${head}\n};`],
    ...parts.map((part): [string, string] => [
      `${key}.${/^ {4}(?:readonly )?([\w$]+)/.exec(part)![1]}`,
      part,
    ]),
  ];
}

export type SurfaceChange = { added: string[]; removed: string[]; changed: string[]; bump: Bump | null };

// An optional member of an object schema, or an optional property of a plain object type.
const OPTIONAL_MEMBER =
  /^\s*(?:readonly [\w$]+\??: v\.(?:Optional|Nullish|ExactOptional)Schema<|(?:readonly )?[\w$]+\?: )/;

/**
 * A declaration's text split into its optional members (each with its continuation lines, up to
 * where its brackets close) and the rest.
 */
function optionalMembers(text: string): { members: string[]; rest: string } {
  const lines = text.split('\n');
  const members: string[] = [];
  const rest: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (!OPTIONAL_MEMBER.test(lines[i]!)) {
      rest.push(lines[i]!);
      continue;
    }
    const block = [lines[i]!];
    const depth = (line: string) =>
      (line.replace(/=>/g, '').match(/[<{([]/g)?.length ?? 0) -
      (line.replace(/=>/g, '').match(/[>})\]]/g)?.length ?? 0);
    let open = depth(lines[i]!);
    while (open > 0 && i + 1 < lines.length) {
      block.push(lines[++i]!);
      open += depth(lines[i]!);
    }
    members.push(block.join('\n'));
  }
  // An object type intersected in only to carry optional members leaves an empty `& {}` behind.
  return { members, rest: rest.join('\n').replace(/ & \{\n\}/g, '') };
}

/**
 * Whether `after` is `before` with optional object members added and nothing else: a remote built
 * against the older kernel never sends them and ignores them in an answer (an addition, as
 * semver for TypeScript types counts it), so the change needs only a minor version.
 */
function onlyOptionalMembersAdded(before: string, after: string): boolean {
  const was = optionalMembers(before);
  const now = optionalMembers(after);
  if (was.rest !== now.rest || now.members.length <= was.members.length) return false;
  const left = [...now.members];
  return was.members.every((member) => {
    const at = left.indexOf(member);
    return at >= 0 && left.splice(at, 1).length === 1;
  });
}

/**
 * Picklists remotes only send (a request field, a kernel function's parameter) and never read from an
 * answer, so an option appended to one is an addition: an older remote never sends it.
 * shared/src/contract/contract.test.ts checks that no call's answer carries them.
 */
const REQUEST_VOCABULARIES = ['(not exported) DescargaTipoSchema'];

/** The request vocabularies whose options were only appended: their old and new option lists. */
function appendedOptions(old: Map<string, string>, now: Map<string, string>): [string, string][] {
  const options = (text: string | undefined) => /PicklistSchema<\[(.*)\]/.exec(text ?? '')?.[1];
  return REQUEST_VOCABULARIES.flatMap((name): [string, string][] => {
    const [was, is] = [options(old.get(name)), options(now.get(name))];
    return was && is?.startsWith(`${was}, `) ? [[`PicklistSchema<[${was}]`, `PicklistSchema<[${is}]`]] : [];
  });
}

/** What changed between two reports and the least semver bump it needs (null: nothing a remote sees). */
export function compareSurfaces(before: string, after: string): SurfaceChange {
  const old = declarations(before);
  const now = declarations(after);
  const differs = [...now.keys()].filter((k) => old.has(k) && old.get(k) !== now.get(k));
  const appended = appendedOptions(old, now);
  const widen = (text: string) => appended.reduce((t, [was, is]) => t.split(was).join(is), text);
  const widened = differs.filter((k) => {
    const was = widen(old.get(k)!);
    return was === now.get(k) || onlyOptionalMembersAdded(was, now.get(k)!);
  });
  const added = [...[...now.keys()].filter((k) => !old.has(k)), ...widened.map((k) => `${k} (widened)`)];
  const removed = [...old.keys()].filter((k) => !now.has(k));
  const changed = differs.filter((k) => !widened.includes(k));
  const bump = removed.length || changed.length ? 'major' : added.length ? 'minor' : null;
  return { added, removed, changed, bump };
}

const parse = (version: string) => version.split('.').map(Number) as [number, number, number];

export function bumpVersion(version: string, bump: Bump): string {
  const [major, minor, patch] = parse(version);
  if (bump === 'major') return `${major + 1}.0.0`;
  if (bump === 'minor') return `${major}.${minor + 1}.0`;
  return `${major}.${minor}.${patch + 1}`;
}

function compareVersions(a: string, b: string): number {
  const [x, y] = [parse(a), parse(b)];
  for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return x[i]! - y[i]!;
  return 0;
}

export function hasChangesEntry(changes: string, version: string): boolean {
  const escaped = version.replace(/\./g, '\\.');
  return new RegExp(`^## \\[?${escaped}\\]?(\\s|$)`, 'm').test(changes);
}

/**
 * API Extractor over declarations emitted afresh for shared into a temporary folder (an incremental
 * build may order a union's members differently, which would read as a change), outside
 * node_modules: API Extractor takes any file there for a foreign package.
 */
function generateSurfaces(root: string): Map<string, string> {
  const work = mkdtempSync(join(tmpdir(), 'kernel-report-'));
  try {
    const tsc = join(root, 'node_modules/typescript/bin/tsc');
    const fresh = ['--composite', 'false', '--incremental', 'false', '--declaration', '--rootDir', 'shared'];
    try {
      execFileSync(
        process.execPath,
        [tsc, '-p', 'shared/tsconfig.json', ...fresh, '--outDir', join(work, 'out')],
        {
          cwd: root,
          stdio: 'inherit',
        },
      );
    } catch {
      throw new Error(
        '`tsc -p shared/tsconfig.json` failed (above): the kernel must type-check before its report.',
      );
    }
    cpSync(join(work, 'out/src'), join(work, 'dts'), { recursive: true });
    mkdirSync(join(work, 'report'));
    const files = ENTRY_POINTS.map((e) => join(work, 'dts', e.dts));
    const configs = ENTRY_POINTS.map((entry, i) =>
      ExtractorConfig.prepare({
        configObject: {
          projectFolder: join(root, 'shared'),
          mainEntryPointFilePath: files[i]!,
          compiler: {
            overrideTsconfig: {
              compilerOptions: {
                target: 'ES2022',
                module: 'ESNext',
                moduleResolution: 'Bundler',
                jsx: 'react-jsx',
                strict: true,
                skipLibCheck: true,
                lib: ['ES2023', 'DOM', 'DOM.Iterable'],
                types: [],
                // The copies sit outside the repo: find shared's dependencies where pnpm put them.
                paths: { '*': [join(root, 'shared/node_modules/*'), join(root, 'node_modules/*')] },
              },
              files,
            },
          },
          apiReport: {
            enabled: true,
            reportFileName: entry.report,
            reportFolder: join(work, 'report'),
            reportTempFolder: join(work, 'temp'),
            includeForgottenExports: true,
          },
          docModel: { enabled: false },
          dtsRollup: { enabled: false },
          tsdocMetadata: { enabled: false },
          messages: {
            compilerMessageReporting: { default: { logLevel: ExtractorLogLevel.Error } },
            extractorMessageReporting: {
              default: { logLevel: ExtractorLogLevel.None },
              // No release tags here: everything exported is the contract.
              'ae-missing-release-tag': { logLevel: ExtractorLogLevel.None, addToApiReportFile: false },
            },
            tsdocMessageReporting: { default: { logLevel: ExtractorLogLevel.None } },
          },
        },
        configObjectFullPath: join(root, 'shared/api-extractor.json'),
        packageJsonFullPath: join(root, 'shared/package.json'),
      }),
    );
    const compilerState = CompilerState.create(configs[0]!, { additionalEntryPoints: files });
    const surfaces = new Map<string, string>();
    ENTRY_POINTS.forEach((entry, i) => {
      const errors: string[] = [];
      Extractor.invoke(configs[i]!, {
        localBuild: true,
        compilerState,
        messageCallback: (message) => {
          if (message.logLevel === ExtractorLogLevel.Error)
            errors.push(message.formatMessageWithLocation(work));
          message.handled = true;
        },
      });
      if (errors.length) throw new Error(`API Extractor failed on ${entry.name}:\n${errors.join('\n')}`);
      const text = readFileSync(join(work, 'temp', entry.report), 'utf8').replace(/\r\n/g, '\n');
      surfaces.set(
        entry.report,
        text.replace(/^## API Report File for .*$/m, `## API Report File for "${entry.name}"`),
      );
    });
    return surfaces;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

export type KernelState = {
  version: string;
  committedVersion: string | null;
  reports: { file: string; committed: string | null; generated: string }[];
  change: SurfaceChange;
  changesHasEntry: boolean;
};

export function readKernelState(root: string): KernelState {
  const version = JSON.parse(readFileSync(join(root, 'shared/package.json'), 'utf8')).version as string;
  const read = (file: string) =>
    existsSync(join(root, file)) ? readFileSync(join(root, file), 'utf8') : null;
  const reports = [...generateSurfaces(root)].map(([name, surface]) => {
    const file = `${REPORT_DIR}/${name}`;
    return { file, committed: read(file), generated: stampVersion(surface, version) };
  });
  const change = reports
    .map((r) => compareSurfaces(r.committed ?? '', r.generated))
    .reduce((all, c) => ({
      added: [...all.added, ...c.added],
      removed: [...all.removed, ...c.removed],
      changed: [...all.changed, ...c.changed],
      bump: all.bump === 'major' || c.bump === 'major' ? 'major' : (all.bump ?? c.bump),
    }));
  const committedVersion = reports[0]!.committed === null ? null : reportVersion(reports[0]!.committed);
  const changes = read('shared/CHANGES.md') ?? '';
  return { version, committedVersion, reports, change, changesHasEntry: hasChangesEntry(changes, version) };
}

const list = (label: string, names: string[]) =>
  names.length ? `  ${label}: ${names.slice(0, 12).join(', ')}${names.length > 12 ? ', …' : ''}\n` : '';

/** Why the version in shared/package.json does not fit the surface (empty: it does). */
export function versionProblems(state: KernelState): string[] {
  const { version, committedVersion, change } = state;
  const problems: string[] = [];
  if (committedVersion && change.bump) {
    const needed = bumpVersion(committedVersion, change.bump);
    if (compareVersions(version, needed) < 0) {
      problems.push(
        `The kernel's run-time surface changed since ${committedVersion}:\n` +
          list('removed', change.removed) +
          list('changed', change.changed) +
          list('added', change.added) +
          `That is a ${change.bump.toUpperCase()} change (${change.bump === 'major' ? 'an export removed or its signature changed' : 'exports added only'}): ` +
          `set "version" in shared/package.json to ${needed} (it is ${version}) and add a "## ${needed}" entry to shared/CHANGES.md.`,
      );
    }
  }
  if (committedVersion && compareVersions(version, committedVersion) < 0)
    problems.push(`shared/package.json's version ${version} is older than the report's ${committedVersion}.`);
  if (!state.changesHasEntry && !problems.length)
    problems.push(
      `shared/CHANGES.md has no "## ${version}" entry for the kernel version in shared/package.json.`,
    );
  return problems;
}
