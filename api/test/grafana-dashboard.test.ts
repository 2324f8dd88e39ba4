import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from './helpers';

const root = join(import.meta.dirname, '..', '..');
const dashboard = JSON.parse(readFileSync(join(root, 'deploy/grafana/area-cliente.json'), 'utf8')) as {
  schemaVersion: number;
  templating: { list: { name: string; type: string; query: unknown }[] };
  panels: { type: string; title: string; datasource?: { uid: string }; targets?: { expr: string }[] }[];
};

/** The metric names a PromQL expression reads: what is left once matchers, ranges and groupings go. */
function metricNames(expr: string): string[] {
  const bare = expr
    .replace(/"[^"]*"/g, '')
    .replace(/\{[^}]*\}/g, '')
    .replace(/\[[^\]]*\]/g, '')
    .replace(/\b(by|without)\s*\([^)]*\)/g, '');
  // A name followed by '(' is a function (sum, rate, histogram_quantile…).
  return [...bare.matchAll(/[A-Za-z_:][\w:]*(?![\w:]|\s*\()/g)]
    .map((m) => m[0])
    .filter((name) => !/^(by|without|and|or|unless|on|ignoring)$/.test(name));
}

/** Every series the API exports, from its registry's own # TYPE lines (histograms with their parts). */
async function exported(t: TestApp): Promise<Set<string>> {
  const names = new Set<string>();
  for (const [, name, type] of (await t.app.metrics.registry.metrics()).matchAll(/^# TYPE (\S+) (\S+)$/gm)) {
    names.add(name!);
    if (type === 'histogram') for (const part of ['_bucket', '_sum', '_count']) names.add(`${name}${part}`);
    if (type === 'summary') for (const part of ['_sum', '_count']) names.add(`${name}${part}`);
  }
  // Registered only with a PostgreSQL pool (PGlite here has none).
  const source = readFileSync(join(root, 'api/src/plugins/metrics.ts'), 'utf8');
  if (source.includes("name: 'db_pool_connections'")) names.add('db_pool_connections');
  return names;
}

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(async () => {
  await t.close();
});

describe('Grafana dashboard deploy/grafana/area-cliente.json', () => {
  it('reads only metrics the API exports', async () => {
    const names = await exported(t);
    const used = dashboard.panels.flatMap((p) =>
      (p.targets ?? []).flatMap((target) => metricNames(target.expr)),
    );
    expect(used.length).toBeGreaterThan(15);
    expect(used.filter((name) => !names.has(name))).toEqual([]);
    for (const variable of dashboard.templating.list.filter((v) => v.type === 'query')) {
      const query = JSON.stringify(variable.query);
      const metric = /label_values\((\w+)/.exec(query)?.[1];
      expect(metric && names.has(metric), `${variable.name}: ${query}`).toBe(true);
    }
  });

  it('has the per-remote and version panels and the API panels, on a chosen Prometheus', () => {
    expect(dashboard.schemaVersion).toBeGreaterThanOrEqual(38);
    expect(dashboard.templating.list.map((v) => `${v.name}:${v.type}`)).toEqual([
      'DS_PROMETHEUS:datasource',
      'remote:query',
      'version:query',
    ]);
    const graphs = dashboard.panels.filter((p) => p.type !== 'row');
    expect(graphs.every((p) => p.datasource?.uid === '${DS_PROMETHEUS}')).toBe(true);
    const exprs = graphs.flatMap((p) => (p.targets ?? []).map((target) => target.expr)).join('\n');
    for (const metric of ['rum_lcp_seconds_bucket', 'rum_inp_seconds_bucket', 'rum_cls_bucket']) {
      expect(exprs).toContain(`histogram_quantile(0.75, sum by (le, remote, version) (rate(${metric}`);
    }
    for (const q of ['0.5', '0.95', '0.99']) {
      expect(exprs).toContain(
        `histogram_quantile(${q}, sum by (le) (rate(http_request_duration_seconds_bucket`,
      );
    }
    expect(exprs).toContain('status_code=~"5.."');
    expect(exprs).toContain('rum_page_views_total{remote=~"$remote",version=~"$version"}');
  });
});
