import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { OperationalMetrics } from './operational-metrics';

/**
 * Prometheus metrics of one process; exposed at /metrics. Every series carries `app` (the
 * service's name), not `service`: the Prometheus Operator puts the Kubernetes Service's name in
 * `service` on every scraped series, and a clash would rename ours to `exported_service`.
 */
export class ServiceMetrics {
  readonly registry = new Registry();
  readonly rpcHandled: Counter<'pattern' | 'outcome'>;
  readonly rpcDuration: Histogram<'pattern'>;
  readonly eventsConsumed: Counter<'type' | 'outcome'>;
  readonly eventDuration: Histogram<'type'>;
  readonly outboxPublished: Counter;
  readonly httpRequests: Counter<'method' | 'route' | 'status'>;
  readonly httpDuration: Histogram<'method' | 'route'>;
  readonly operations: OperationalMetrics;

  constructor(service: string) {
    this.registry.setDefaultLabels({ app: service });
    collectDefaultMetrics({ register: this.registry });
    const registers = [this.registry];
    this.rpcHandled = new Counter({ name: 'bv_rpc_handled_total', help: 'RPC requests handled', labelNames: ['pattern', 'outcome'], registers });
    this.rpcDuration = new Histogram({ name: 'bv_rpc_duration_seconds', help: 'RPC handling time', labelNames: ['pattern'], registers });
    this.eventsConsumed = new Counter({ name: 'bv_events_consumed_total', help: 'Events consumed', labelNames: ['type', 'outcome'], registers });
    this.eventDuration = new Histogram({ name: 'bv_event_duration_seconds', help: 'Event handling time', labelNames: ['type'], registers });
    this.outboxPublished = new Counter({ name: 'bv_outbox_published_total', help: 'Outbox events published', registers });
    this.httpRequests = new Counter({ name: 'bv_http_requests_total', help: 'HTTP requests', labelNames: ['method', 'route', 'status'], registers });
    this.httpDuration = new Histogram({ name: 'bv_http_duration_seconds', help: 'HTTP handling time', labelNames: ['method', 'route'], registers });
    this.operations = new OperationalMetrics(this.registry);
  }
}
