#!/usr/bin/env node
// Writes the Grafana dashboards in dashboards/ from the panel lists below (one place for their
// common layout). Run after changing a panel: node deploy/grafana/build-dashboards.mjs
// With --check it writes nothing and fails when a file differs from what it would write
// (deploy-tests/monitoring.spec.ts runs that, and checks every panel's metrics are registered).
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const DS = { type: 'prometheus', uid: '${datasource}' };

/** A time series panel: title, unit and its queries ([expr, legend]). */
const panel = (title, unit, targets, description = '') => ({ title, unit, targets, description });

const variables = (withApp) => [
  { type: 'datasource', name: 'datasource', label: 'Prometheus', query: 'prometheus', current: {}, hide: 0 },
  { type: 'query', name: 'namespace', label: 'Namespace', datasource: DS, query: 'label_values(process_start_time_seconds{app!=""}, namespace)', refresh: 2, current: {}, hide: 0 },
  ...(withApp
    ? [{ type: 'query', name: 'app', label: 'App', datasource: DS, query: 'label_values(process_start_time_seconds{namespace="$namespace"}, app)', refresh: 2, multi: true, includeAll: true, current: {}, hide: 0 }]
    : []),
];

function dashboard(uid, title, description, withApp, panels) {
  return {
    uid,
    title,
    description,
    tags: ['blueprint-vault'],
    timezone: 'browser',
    schemaVersion: 39,
    version: 1,
    editable: true,
    time: { from: 'now-6h', to: 'now' },
    refresh: '30s',
    templating: { list: variables(withApp) },
    annotations: { list: [] },
    panels: panels.map((p, i) => ({
      id: i + 1,
      type: 'timeseries',
      title: p.title,
      description: p.description,
      datasource: DS,
      gridPos: { h: 8, w: 12, x: (i % 2) * 12, y: Math.floor(i / 2) * 8 },
      fieldConfig: { defaults: { unit: p.unit, min: 0 }, overrides: [] },
      options: { legend: { displayMode: 'list', placement: 'bottom' }, tooltip: { mode: 'multi' } },
      targets: p.targets.map(([expr, legendFormat], j) => ({ refId: String.fromCharCode(65 + j), datasource: DS, expr, legendFormat })),
    })),
  };
}

const ns = 'namespace="$namespace"';
const app = `${ns},app=~"$app"`;
const api = `${ns},app="gateway",route=~"/api/.*"`;

const dashboards = {
  'services.json': dashboard('bv-services', 'Blueprint Vault / Services', 'Golden signals per app: traffic, errors, latency, saturation (docs/operations.md).', true, [
    panel('API requests by status (gateway)', 'reqps', [[`sum by (status) (rate(bv_http_requests_total{${api}}[5m]))`, '{{status}}']]),
    panel('API error ratio (5xx) against the 0.5 % SLO', 'percentunit', [
      [`sum(rate(bv_http_requests_total{${api},status=~"5.."}[5m])) / sum(rate(bv_http_requests_total{${api}}[5m]))`, '5xx ratio'],
      ['vector(0.005)', 'SLO budget'],
    ]),
    panel('API latency p50 / p95 / p99 (SLO: p95 under 0.5 s)', 's', [
      [`histogram_quantile(0.5, sum by (le) (rate(bv_http_duration_seconds_bucket{${api}}[5m])))`, 'p50'],
      [`histogram_quantile(0.95, sum by (le) (rate(bv_http_duration_seconds_bucket{${api}}[5m])))`, 'p95'],
      [`histogram_quantile(0.99, sum by (le) (rate(bv_http_duration_seconds_bucket{${api}}[5m])))`, 'p99'],
    ]),
    panel('Slowest API routes (p95)', 's', [[`topk(5, histogram_quantile(0.95, sum by (route, le) (rate(bv_http_duration_seconds_bucket{${api}}[5m]))))`, '{{route}}']]),
    panel('RPC handled by app and outcome', 'reqps', [[`sum by (app, outcome) (rate(bv_rpc_handled_total{${app}}[5m]))`, '{{app}} {{outcome}}']]),
    panel('RPC latency p95 by pattern', 's', [[`histogram_quantile(0.95, sum by (pattern, le) (rate(bv_rpc_duration_seconds_bucket{${app}}[5m])))`, '{{pattern}}']]),
    panel('RPC time-outs', 'reqps', [[`sum by (app, pattern) (rate(bv_rpc_timeouts_total{${app}}[5m]))`, '{{app}} → {{pattern}}']]),
    panel('Rate-limit refusals by route', 'reqps', [[`sum by (route) (rate(bv_rate_limit_refusals_total{${ns}}[5m]))`, '{{route}}']]),
    panel('Database pool: in use, waiting, size', 'short', [
      [`sum by (app) (bv_db_pool_connections_in_use{${app}})`, '{{app}} in use'],
      [`sum by (app) (bv_db_pool_requests_waiting{${app}})`, '{{app}} waiting'],
      [`sum by (app) (bv_db_pool_max_connections{${app}})`, '{{app}} size'],
    ]),
    panel('Dependencies up (1) or down (0)', 'short', [[`min by (app, dependency) (bv_dependency_up{${app}})`, '{{app}} → {{dependency}}']]),
    panel('CPU per app', 'percentunit', [[`sum by (app) (rate(process_cpu_seconds_total{${app}}[5m]))`, '{{app}}']]),
    panel('Memory (resident) per app', 'bytes', [[`sum by (app) (process_resident_memory_bytes{${app}})`, '{{app}}']]),
    panel('Event loop lag p99', 's', [[`max by (app) (nodejs_eventloop_lag_p99_seconds{${app}})`, '{{app}}']]),
  ]),
  'messaging.json': dashboard('bv-messaging', 'Blueprint Vault / Messaging', 'Outbox, event queues, inbox lag and dead letters (deploy/runbooks/outbox-backlog.md).', true, [
    panel('Outbox backlog (unpublished events)', 'short', [[`max by (app) (bv_outbox_backlog{${app}})`, '{{app}}']]),
    panel('Oldest unpublished event (alert at 2 min)', 's', [[`max by (app) (bv_outbox_oldest_unpublished_age_seconds{${app}})`, '{{app}}']]),
    panel('Events published', 'ops', [[`sum by (app) (rate(bv_outbox_published_total{${app}}[5m]))`, '{{app}}']]),
    panel('Events consumed by outcome', 'ops', [[`sum by (app, outcome) (rate(bv_events_consumed_total{${app}}[5m]))`, '{{app}} {{outcome}}']]),
    panel('Inbox lag p99 (SLO: 60 s)', 's', [[`histogram_quantile(0.99, sum by (app, le) (rate(bv_inbox_lag_seconds_bucket{${app}}[10m])))`, '{{app}}']]),
    panel('Event handling time p95 by type', 's', [[`histogram_quantile(0.95, sum by (type, le) (rate(bv_event_duration_seconds_bucket{${app}}[5m])))`, '{{type}}']]),
    panel('Event queue depth', 'short', [[`max by (queue) (bv_event_queue_messages{${app}})`, '{{queue}}']]),
    panel('Dead letters (any is an alert)', 'short', [[`max by (queue) (bv_dead_letter_messages{${app}})`, '{{queue}}']]),
  ]),
  'queues.json': dashboard('bv-queues', 'Blueprint Vault / Job queues', 'BullMQ queues: e-mail (notifications), Pro reports and PitchPrep generation (assessments).', true, [
    panel('Waiting jobs', 'short', [[`max by (queue) (bv_job_queue_jobs{${app},state="waiting"})`, '{{queue}}']]),
    panel('Active jobs', 'short', [[`max by (queue) (bv_job_queue_jobs{${app},state="active"})`, '{{queue}}']]),
    panel('Delayed jobs (retries, scheduled mails)', 'short', [[`max by (queue) (bv_job_queue_jobs{${app},state="delayed"})`, '{{queue}}']]),
    panel('Failed jobs kept (7 days)', 'short', [[`max by (queue) (bv_job_queue_jobs{${app},state="failed"})`, '{{queue}}']]),
    panel('Job runs by outcome', 'ops', [[`sum by (queue, outcome) (rate(bv_jobs_processed_total{${app}}[5m]))`, '{{queue}} {{outcome}}']]),
    panel('Job run time p95', 's', [[`histogram_quantile(0.95, sum by (queue, le) (rate(bv_job_duration_seconds_bucket{${app}}[15m])))`, '{{queue}}']]),
  ]),
  'business.json': dashboard('bv-business', 'Blueprint Vault / Business', 'Lite submissions, payments and AI jobs, from the services\' own counters.', false, [
    panel('Lite submissions per hour', 'short', [
      [`sum(increase(bv_rpc_handled_total{${ns},app="assessments",pattern="assessments.lite.submit",outcome="ok"}[1h]))`, 'submitted'],
      [`sum(increase(bv_rpc_handled_total{${ns},app="assessments",pattern="assessments.lite.submit",outcome="error"}[1h]))`, 'failed'],
    ]),
    panel('Lite submissions refused by the rate limit per hour', 'short', [[`sum(increase(bv_rate_limit_refusals_total{${ns},route="/api/v1/lite-assessments"}[1h]))`, 'refused']]),
    panel('Checkouts started per hour', 'short', [[`sum(increase(bv_rpc_handled_total{${ns},app="billing",pattern="billing.checkout.create",outcome="ok"}[1h]))`, 'checkouts']]),
    panel('Payments and refunds per hour', 'short', [
      [`sum(increase(bv_events_consumed_total{${ns},app="notifications",type="payment.paid",outcome="handled"}[1h]))`, 'paid'],
      [`sum(increase(bv_events_consumed_total{${ns},app="notifications",type="payment.refunded",outcome="handled"}[1h]))`, 'refunded'],
    ], 'Counted where notifications applies the events (once per payment: its inbox drops duplicates).'),
    panel('Stripe webhooks by outcome', 'ops', [[`sum by (outcome) (rate(bv_rpc_handled_total{${ns},app="billing",pattern="billing.webhook.stripe"}[5m]))`, '{{outcome}}']]),
    panel('AI jobs per hour by outcome', 'short', [[`sum by (queue, outcome) (increase(bv_jobs_processed_total{${ns},queue=~"pro-report|pitchprep-generation"}[1h]))`, '{{queue}} {{outcome}}']]),
    panel('AI job run time p95', 's', [[`histogram_quantile(0.95, sum by (queue, le) (rate(bv_job_duration_seconds_bucket{${ns},queue=~"pro-report|pitchprep-generation"}[30m])))`, '{{queue}}']]),
    panel('E-mails sent per hour', 'short', [[`sum(increase(bv_jobs_processed_total{${ns},queue="email-send",outcome="completed"}[1h]))`, 'sent']]),
  ]),
};

const rendered = Object.entries(dashboards).map(([file, d]) => [file, `${JSON.stringify(d, null, 2)}\n`]);
const dir = join(here, 'dashboards');

if (process.argv.includes('--check')) {
  const stale = rendered.filter(([file, text]) => !existsSync(join(dir, file)) || readFileSync(join(dir, file), 'utf8') !== text).map(([file]) => file);
  const extra = readdirSync(dir).filter((file) => !(file in dashboards));
  if (stale.length || extra.length) {
    process.stderr.write(`dashboards out of date: ${[...stale, ...extra.map((f) => `${f} (not built here)`)].join(', ')}; run node deploy/grafana/build-dashboards.mjs\n`);
    process.exit(1);
  }
} else {
  for (const [file, text] of rendered) writeFileSync(join(dir, file), text);
}
