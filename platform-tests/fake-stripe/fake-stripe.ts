import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parse } from 'qs';
import Stripe from 'stripe';
import { FakeStripeError } from './fake-stripe-errors';
import type { CompleteCheckoutOptions, Kind, Params, StoredObjects, SubscriptionStatus } from './fake-stripe-objects';
import { FakeStripeState, isRecord, newId, nowSeconds } from './fake-stripe-state';

export { FakeStripeError } from './fake-stripe-errors';
export type {
  CheckoutLineItem,
  CheckoutSession,
  Charge,
  CompleteCheckoutOptions,
  Customer,
  Invoice,
  InvoicePayment,
  Kind,
  List,
  PaymentIntent,
  PortalSession,
  Refund,
  StoredObjects,
  Subscription,
  SubscriptionStatus,
} from './fake-stripe-objects';

export type RecordedRequest = {
  method: string;
  path: string;
  query: Params;
  body: Params;
  headers: IncomingHttpHeaders;
  idempotencyKey: string | undefined;
};

export type FakeEvent<T = unknown> = {
  id: string;
  object: 'event';
  type: string;
  created: number;
  api_version: string;
  livemode: false;
  data: { object: T };
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
};

type Reply = { status: number; body: unknown; headers?: Record<string, string> };
type Route = { method: string; pattern: RegExp; handle: (params: Params, captures: string[]) => object };

const PARSE_OPTIONS = { depth: 10, arrayLimit: 100, parameterLimit: 1000 };
/** Stripe keeps no idempotent result for requests that failed validation before the endpoint ran. */
const VALIDATION_CODES = /^(parameter_|url_invalid|email_invalid)/;

/** GET /v1/<resource>/<id> for every object the fake stores that Stripe lets you retrieve. */
const RETRIEVABLE: Record<string, Kind> = {
  'checkout/sessions': 'checkout.session',
  payment_intents: 'payment_intent',
  charges: 'charge',
  refunds: 'refund',
  customers: 'customer',
  subscriptions: 'subscription',
  invoices: 'invoice',
};

/**
 * A local stand-in for the slice of the Stripe API the platform uses, driven by the real SDK:
 * `new Stripe('sk_test_…', { host: '127.0.0.1', port: fake.port, protocol: 'http' })`.
 * State lives in memory; the control methods play the customer's and Stripe's side.
 */
export class FakeStripe {
  readonly requests: RecordedRequest[] = [];
  readonly url: string;
  private readonly state: FakeStripeState;
  private readonly idempotent = new Map<string, { fingerprint: string; reply: Reply }>();
  private readonly routes: Route[];

  private constructor(
    private readonly server: Server,
    readonly port: number,
  ) {
    this.url = `http://127.0.0.1:${port}`;
    this.state = new FakeStripeState(this.url);
    const s = this.state;
    this.routes = [
      { method: 'POST', pattern: /^\/v1\/checkout\/sessions$/, handle: (p) => s.createCheckoutSession(p) },
      { method: 'GET', pattern: /^\/v1\/checkout\/sessions$/, handle: (p) => s.listCheckoutSessions(sessionFilter(p)) },
      { method: 'POST', pattern: /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/, handle: (_p, [id]) => s.expireCheckout(id) },
      { method: 'GET', pattern: /^\/v1\/checkout\/sessions\/([^/]+)\/line_items$/, handle: (_p, [id]) => s.sessionLineItems(s.lookup('checkout.session', id).id) },
      { method: 'POST', pattern: /^\/v1\/refunds$/, handle: (p) => s.createRefund(p) },
      { method: 'POST', pattern: /^\/v1\/subscriptions\/([^/]+)$/, handle: (p, [id]) => s.updateSubscription(id, p) },
      { method: 'DELETE', pattern: /^\/v1\/subscriptions\/([^/]+)$/, handle: (_p, [id]) => s.cancelSubscription(id) },
      { method: 'POST', pattern: /^\/v1\/billing_portal\/sessions$/, handle: (p) => s.createPortalSession(p) },
      {
        method: 'GET',
        pattern: new RegExp(`^/v1/(${Object.keys(RETRIEVABLE).join('|')})/([^/]+)$`),
        handle: (_p, [resource, id]) => s.lookup(RETRIEVABLE[resource], id),
      },
    ];
  }

  static async start(): Promise<FakeStripe> {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const fake = new FakeStripe(server, (server.address() as AddressInfo).port);
    server.on('request', (req: IncomingMessage, res: ServerResponse) =>
      fake.handle(req, res).catch((err: unknown) => {
        if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(new FakeStripeError(500, 'api_error', `Fake Stripe failed: ${String(err)}`).body));
      }),
    );
    return fake;
  }

  /** The SDK keeps connections alive, so they are cut rather than waited for. */
  close(): Promise<void> {
    return new Promise((resolve, reject) => {
      this.server.close((err) => (err ? reject(err) : resolve()));
      this.server.closeAllConnections();
    });
  }

  /** A copy of a stored object, or undefined. */
  get<K extends Kind>(kind: K, id: string): StoredObjects[K] | undefined {
    const found = this.state.find(kind, id);
    return found && structuredClone(found);
  }

  createCustomer(email: string | null = null) {
    return structuredClone(this.state.createCustomer(email));
  }

  completeCheckout(sessionId: string, opts?: CompleteCheckoutOptions) {
    return structuredClone(this.state.completeCheckout(sessionId, opts));
  }

  alterCheckout(sessionId: string, change: { amount_total?: number; currency?: string }) {
    return structuredClone(this.state.alterCheckout(sessionId, change));
  }

  succeedAsyncPayment(sessionId: string) {
    return structuredClone(this.state.succeedAsyncPayment(sessionId));
  }

  failAsyncPayment(sessionId: string) {
    return structuredClone(this.state.failAsyncPayment(sessionId));
  }

  expireCheckout(sessionId: string) {
    return structuredClone(this.state.expireCheckout(sessionId));
  }

  renewSubscription(subId: string) {
    return structuredClone(this.state.renewSubscription(subId));
  }

  setSubscriptionStatus(subId: string, status: SubscriptionStatus) {
    return structuredClone(this.state.setSubscriptionStatus(subId, status));
  }

  /** Refunds what is left of the payment intent's charge, as POST /v1/refunds does, and returns the charge. */
  refundPaymentIntent(piId: string) {
    const refund = this.state.createRefund({ payment_intent: piId });
    return structuredClone(this.state.lookup('charge', refund.charge));
  }

  /** A snapshot event: the object is copied now, as Stripe copies it when the event happens. */
  event<T extends object>(type: string, object: T, opts: { id?: string; created?: number } = {}): FakeEvent<T> {
    return {
      id: opts.id ?? newId('evt'),
      object: 'event',
      type,
      created: opts.created ?? nowSeconds(),
      api_version: Stripe.API_VERSION,
      livemode: false,
      data: { object: structuredClone(object) },
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    };
  }

  /** The body and `Stripe-Signature` header of a webhook delivery; pretty-printed as Stripe sends it, so a handler must verify the raw bytes. */
  signedDelivery(event: FakeEvent, secret: string, opts: { timestamp?: number } = {}): { payload: string; signature: string } {
    const payload = JSON.stringify(event, null, 2);
    return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: opts.timestamp }) };
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const target = new URL(req.url ?? '/', this.url);
    const method = req.method ?? 'GET';
    const query = parse(target.search.slice(1), PARSE_OPTIONS) as Params;
    const isForm = (req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
    const body = isForm ? (parse(raw, PARSE_OPTIONS) as Params) : {};
    const idempotencyKey = header(req.headers['idempotency-key']);
    this.requests.push({ method, path: target.pathname, query, body, headers: req.headers, idempotencyKey });

    const reply = this.reply(method, target.pathname, method === 'POST' ? body : query, raw, req.headers, idempotencyKey);
    res.writeHead(reply.status, {
      'Content-Type': typeof reply.body === 'string' ? 'text/html; charset=utf-8' : 'application/json',
      'Request-Id': newId('req', 14),
      'Stripe-Version': header(req.headers['stripe-version']) ?? Stripe.API_VERSION,
      ...reply.headers,
    });
    res.end(typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body));
  }

  private reply(method: string, path: string, params: Params, raw: string, headers: IncomingHttpHeaders, idempotencyKey?: string): Reply {
    const page = /^\/(pay|portal)\/([^/]+)$/.exec(path);
    if (page && method === 'GET') return { status: 200, body: `<!doctype html><title>Fake Stripe</title><h1>Fake Stripe ${page[1]}: ${page[2]}</h1>` };

    const auth = header(headers.authorization);
    if (!auth) return errorReply(new FakeStripeError(401, 'invalid_request_error', 'You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth.'));
    if (!/^Bearer sk_test_\S+$/.test(auth))
      return errorReply(new FakeStripeError(401, 'invalid_request_error', `Invalid API Key provided: ${auth.replace(/^Bearer /, '').slice(0, 8)}****`));

    if (method !== 'POST' || !idempotencyKey) return this.route(method, path, params);
    const fingerprint = `${method} ${path} ${raw}`;
    const seen = this.idempotent.get(idempotencyKey);
    if (seen && seen.fingerprint !== fingerprint) {
      return errorReply(
        new FakeStripeError(
          400,
          'idempotency_error',
          `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
        ),
      );
    }
    if (seen) return { ...seen.reply, headers: { 'Idempotent-Replayed': 'true', 'Idempotency-Key': idempotencyKey } };
    const reply = this.route(method, path, params);
    const error = isRecord(reply.body) && isRecord(reply.body.error) ? reply.body.error : undefined;
    if (!VALIDATION_CODES.test(String(error?.code ?? '')) && reply.status < 500) this.idempotent.set(idempotencyKey, { fingerprint, reply });
    return { ...reply, headers: { 'Idempotency-Key': idempotencyKey } };
  }

  private route(method: string, path: string, params: Params): Reply {
    try {
      for (const route of this.routes) {
        const match = route.method === method ? route.pattern.exec(path) : null;
        if (match) {
          const result = route.handle(params, match.slice(1));
          return { status: 200, body: this.state.render(result, expandParam(params)) };
        }
      }
      throw new FakeStripeError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}). The fake Stripe does not serve this endpoint.`);
    } catch (err) {
      if (err instanceof FakeStripeError) return errorReply(err);
      return errorReply(new FakeStripeError(500, 'api_error', `Fake Stripe failed: ${err instanceof Error ? err.message : String(err)}`));
    }
  }
}

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
const errorReply = (err: FakeStripeError): Reply => ({ status: err.status, body: err.body });

function expandParam(params: Params): string[] {
  const value = params.expand;
  const list = Array.isArray(value) ? value : isRecord(value) ? Object.values(value) : [];
  return list.filter((v): v is string => typeof v === 'string');
}

function sessionFilter(params: Params) {
  const pick = (key: string) => (typeof params[key] === 'string' ? (params[key] as string) : undefined);
  const limit = pick('limit');
  return {
    payment_intent: pick('payment_intent'),
    subscription: pick('subscription'),
    customer: pick('customer'),
    status: pick('status'),
    limit: limit ? Math.min(100, Math.max(1, Number(limit) || 10)) : undefined,
  };
}
