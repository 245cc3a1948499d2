/**
 * The monitoring artefacts of docs/operations.md: the PrometheusRule loads in promtool (Debian's
 * prometheus package; scripts/install.sh --with-browser installs it) and passes its unit tests,
 * every alert and dashboard panel reads metrics the services really register, and every alert
 * links a runbook that exists.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Histogram } from 'prom-client';
import { parse, stringify } from 'yaml';
import { ServiceMetrics } from '../libs/service-kit/src/metrics';
import { metricNamesIn } from './support/promql';
import { ROOT } from './support/util';

type Rule = { record?: string; alert?: string; expr: string; annotations?: Record<string, string> };
type RuleFile = { spec: { groups: { name: string; rules: Rule[] }[] } };

const RULE_FILE = join(ROOT, 'k8s/components/monitoring/prometheus-rule.yaml');
const RUNBOOKS = join(ROOT, 'deploy/runbooks');
const DASHBOARDS = join(ROOT, 'deploy/grafana/dashboards');
const rules = (parse(readFileSync(RULE_FILE, 'utf8')) as RuleFile).spec.groups.flatMap((g) => g.rules);
const alerts = rules.filter((r) => r.alert);

/** What a service's /metrics can hold: each registered metric's name (and a histogram's series). */
function registeredNames(): Set<string> {
  const names = new Set<string>();
  for (const metric of new ServiceMetrics('any').registry.getMetricsAsArray()) {
    names.add(metric.name);
    if (metric instanceof Histogram) for (const suffix of ['_bucket', '_sum', '_count']) names.add(`${metric.name}${suffix}`);
  }
  return names;
}

/** The code metrics an expression reads, following recording rules to their own expressions. */
function codeMetricsOf(expr: string): string[] {
  return metricNamesIn(expr).flatMap((name) => {
    const recorded = rules.find((r) => r.record === name);
    return recorded ? codeMetricsOf(recorded.expr) : [name];
  });
}

const promtool = spawnSync('promtool', ['--version'], { encoding: 'utf8' }).status === 0;

describe('alerts, dashboards and runbooks', () => {
  const registered = registeredNames();

  it('reads registered metrics in every alert and recording rule (and knows some to be missing)', () => {
    expect(registered.has('bv_outbox_backlog')).toBe(true);
    expect(registered.has('bv_inbox_lag_seconds_bucket')).toBe(true);
    expect(registered.has('process_start_time_seconds')).toBe(true);
    expect(registered.has('bv_no_such_metric')).toBe(false);
    const unknown = rules.flatMap((rule) => codeMetricsOf(rule.expr).filter((name) => !registered.has(name)).map((name) => `${rule.alert ?? rule.record}: ${name}`));
    expect(unknown).toEqual([]);
    for (const alert of alerts) expect({ alert: alert.alert, reads: codeMetricsOf(alert.expr).length > 0 }).toEqual({ alert: alert.alert, reads: true });
  });

  it('links every alert to a runbook that exists and lists it in the runbooks index', () => {
    const index = readFileSync(join(RUNBOOKS, 'README.md'), 'utf8');
    for (const alert of alerts) {
      const url = alert.annotations?.runbook_url ?? '';
      expect({ alert: alert.alert, url, exists: /^deploy\/runbooks\/[a-z-]+\.md$/.test(url) && existsSync(join(ROOT, url)) }).toEqual({ alert: alert.alert, url, exists: true });
      expect({ alert: alert.alert, listed: index.includes(alert.alert as string) }).toEqual({ alert: alert.alert, listed: true });
    }
    for (const runbook of ['dead-letter-replay', 'outbox-backlog', 'broker-redis-database-outage', 'key-rotation', 'backup-and-restore', 'rollback']) {
      expect(existsSync(join(RUNBOOKS, `${runbook}.md`))).toBe(true);
    }
  });

  it('names in docs/operations.md (SLO table and the alerts beside it) exactly the alerts the rules hold', () => {
    const doc = readFileSync(join(ROOT, 'docs/operations.md'), 'utf8');
    const slos = doc.slice(doc.indexOf('## SLOs'), doc.indexOf('## Signals'));
    expect(slos.length).toBeGreaterThan(0);
    const documented = new Set(slos.match(/\bBv[A-Z][A-Za-z]+\b/g) ?? []);
    expect([...documented].sort()).toEqual(alerts.map((a) => a.alert as string).sort());
  });

  it('writes the SLO thresholds of docs/operations.md into the alerts', () => {
    const expr = (name: string) => alerts.find((a) => a.alert === name)?.expr ?? '';
    const window = (name: string) => alerts.find((a) => a.alert === name) as Rule & { for?: string };
    // 99.5 % availability: a 0.5 % budget, burnt 14.4 and 6 times as fast.
    expect(expr('BvApiErrorBudgetFastBurn')).toContain('(14.4 * 0.005)');
    expect(expr('BvApiErrorBudgetSlowBurn')).toContain('(6 * 0.005)');
    // 95 % within 0.5 s; 99 % of Lite submissions; events within 60 s, none unpublished for 2 min.
    expect(rules.find((r) => r.record === 'bv:api_latency_p95:5m')?.expr).toMatch(/^histogram_quantile\(0\.95,/);
    expect(expr('BvApiLatencyHigh')).toMatch(/> 0\.5$/);
    expect(expr('BvLiteSubmissionsFailing')).toMatch(/> 0\.01$/);
    expect(rules.find((r) => r.record === 'bv:inbox_lag_p99:10m')?.expr).toMatch(/^histogram_quantile\(0\.99,/);
    expect(expr('BvEventsLagging')).toMatch(/> 60$/);
    expect(expr('BvOutboxBacklog')).toMatch(/bv_outbox_oldest_unpublished_age_seconds\) > 120$/);
    // Nothing parked in a dead-letter queue for 5 min; 95 % of job runs succeed, fewer than 500 waiting.
    expect(expr('BvDeadLetters')).toMatch(/> 0$/);
    expect(window('BvDeadLetters').for).toBe('5m');
    expect(expr('BvJobsFailing')).toMatch(/> 0\.05$/);
    expect(expr('BvJobQueueBacklog')).toMatch(/> 500$/);
  });

  it('draws every dashboard panel from registered metrics, as build-dashboards.mjs writes them', () => {
    const check = spawnSync(process.execPath, [join(ROOT, 'deploy/grafana/build-dashboards.mjs'), '--check'], { encoding: 'utf8' });
    expect({ status: check.status, err: check.stderr }).toEqual({ status: 0, err: '' });
    const files = readdirSync(DASHBOARDS);
    expect(files.sort()).toEqual(['business.json', 'messaging.json', 'queues.json', 'services.json']);
    for (const file of files) {
      const dashboard = JSON.parse(readFileSync(join(DASHBOARDS, file), 'utf8')) as { panels: { title: string; targets: { expr: string }[] }[] };
      for (const panel of dashboard.panels) {
        const unknown = panel.targets.flatMap((t) => metricNamesIn(t.expr)).filter((name) => !registered.has(name));
        expect({ file, panel: panel.title, unknown }).toEqual({ file, panel: panel.title, unknown: [] });
      }
    }
  });

  it('loads the rules in promtool and passes their unit tests', () => {
    if (!promtool) throw new Error('promtool is not installed: run scripts/install.sh --with-browser (Debian package prometheus)');
    const dir = mkdtempSync(join(tmpdir(), 'bv-rules-'));
    try {
      writeFileSync(join(dir, 'rules.yaml'), stringify({ groups: (parse(readFileSync(RULE_FILE, 'utf8')) as RuleFile).spec.groups }));
      copyFileSync(join(ROOT, 'deploy/prometheus/alerts.test.yaml'), join(dir, 'alerts.test.yaml'));
      const check = spawnSync('promtool', ['check', 'rules', join(dir, 'rules.yaml')], { encoding: 'utf8' });
      expect({ status: check.status, out: check.stdout + check.stderr }).toEqual({ status: 0, out: expect.stringContaining('SUCCESS') });
      const test = spawnSync('promtool', ['test', 'rules', 'alerts.test.yaml'], { cwd: dir, encoding: 'utf8' });
      expect({ status: test.status, out: test.stdout + test.stderr }).toEqual({ status: 0, out: expect.stringContaining('SUCCESS') });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
