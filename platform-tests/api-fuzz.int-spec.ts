import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { assessmentsService } from '../apps/assessments/src/service';
import { billingService } from '../apps/billing/src/service';
import { flagsService } from '../apps/flags/src/service';
import { gatewayService } from '../apps/gateway/src/service';
import { identityService } from '../apps/identity/src/service';
import { notificationsService } from '../apps/notifications/src/service';
import { sharingService } from '../apps/sharing/src/service';
import { SAMPLE_EXIT_INTAKE, SAMPLE_FUNDRAISING_INTAKE } from '@bv/domain';
import { call, liteSubmission } from '@bv/testing';
import { startPlatform, type Platform } from './harness';
import { PASSWORD, member as signedInMember, ownerWithOutputs } from './sharing-fixtures';

// About 70 s alone, and up to four times that beside another spec on a two-core machine: every
// route of the API gets ~40 requests, and each new route adds to the run.
jest.setTimeout(600_000);

const SEED = 20261124;
const RUNS_PER_ROUTE = 30;
const IN_FLIGHT = 4;

/** Runs `work` on every item, at most `limit` at a time. */
async function inParallel<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

type JsonSchema = { type?: string | string[]; properties?: Record<string, JsonSchema>; items?: JsonSchema; enum?: unknown[]; format?: string; anyOf?: JsonSchema[]; oneOf?: JsonSchema[]; allOf?: JsonSchema[]; $ref?: string };
type Operation = { parameters?: { name: string; in: string }[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } };
type Route = { method: string; path: string; op: Operation };
type Caller = { kind: 'anonymous' | 'member' | 'admin' };
type Sent = { method: string; url: string; auth: Caller['kind']; headers: Record<string, string>; body?: string };

/** A number JSON.stringify cannot write (1e309, -0, 2^64…), spliced into the body text as is. */
class RawNumber {
  constructor(readonly text: string) {}
}
type Value = RawNumber | string | number | boolean | null | Value[] | { [key: string]: Value };

function serialise(value: Value): string {
  if (value instanceof RawNumber) return value.text;
  if (Array.isArray(value)) return `[${value.map(serialise).join(',')}]`;
  if (value && typeof value === 'object') return `{${Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}:${serialise(v)}`).join(',')}}`;
  // JSON.stringify writes a lone surrogate as a \ud800 escape: exactly what a hostile client sends.
  return JSON.stringify(value);
}

/** URL-encodes like a client would, and a lone surrogate as the (invalid) UTF-8 bytes of its code unit. */
function encode(value: string): string {
  let out = '';
  for (const ch of value) {
    const code = ch.codePointAt(0) ?? 0;
    out += code >= 0xd800 && code <= 0xdfff ? `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 63)).toString(16)}%${(0x80 | (code & 63)).toString(16)}` : encodeURIComponent(ch);
  }
  return out;
}

const poison = fc.constantFrom('\u0000', '\ud800', '\udfff', '\ud83d', '\u0000\u0000', '\ufffe', '\u202e', '\u200b');
const insertInto = (base: string) => fc.tuple(poison, fc.nat({ max: base.length })).map(([p, i]) => base.slice(0, i) + p + base.slice(i));

const hostileString: fc.Arbitrary<string> = fc.oneof(
  insertInto('fuzz@example.sg'),
  insertInto('Mei Lin Tan'),
  insertInto('0b3c7f0e-5a7d-4c39-9f3e-2d1c6b8a9e41'),
  poison,
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom('', ' ', 'NaN', '1e309', '-0', 'Infinity', 'null', 'undefined', 'true', '[]', '{}', '__proto__', 'constructor', '%00', '%ED%A0%80', '../../../etc/passwd', "' OR 1=1 --", '<script>alert(1)</script>', '${7*7}', 'a'.repeat(10_000), 'ø'.repeat(70_000)),
  fc.nat({ max: 300_000 }).map((n) => 'x'.repeat(n)),
);
const hostileNumber: fc.Arbitrary<Value> = fc.oneof(
  fc.constantFrom<Value>(new RawNumber('1e309'), new RawNumber('-1e309'), new RawNumber('-0'), new RawNumber('18446744073709551617'), new RawNumber('1e-400'), new RawNumber('123456789012345678901234567890')),
  fc.constantFrom<Value>(-1, 0, 0.5, 2 ** 31, 2 ** 53 + 2, -(2 ** 63), Number.MAX_VALUE),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const hostileScalar: fc.Arbitrary<Value> = fc.oneof(hostileString, hostileNumber, fc.boolean(), fc.constant(null));
const deepNesting = fc.constantFrom(10, 100, 2_000, 20_000).map((depth) => new RawNumber(`${'['.repeat(depth)}1${']'.repeat(depth)}`));
const deepObject = fc.constantFrom(50, 5_000).map((depth) => new RawNumber(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`));
const hostileValue: fc.Arbitrary<Value> = fc.oneof(
  { weight: 6, arbitrary: hostileScalar },
  { weight: 1, arbitrary: fc.array(hostileScalar, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.oneof(hostileString, fc.constantFrom('__proto__', 'constructor', 'email')), hostileScalar, { maxKeys: 4 }) },
  { weight: 1, arbitrary: deepNesting },
  { weight: 1, arbitrary: deepObject },
  { weight: 1, arbitrary: fc.constantFrom(10_000, 100_000).map((n) => new RawNumber(`[${Array(n).fill('"x"').join(',')}]`)) },
);

/** Real ids of the test's own records (filled in before the fuzz), so requests reach past "not found". */
const known = { userId: '', adminId: '', shareId: '', shareToken: '', outputId: '', intakeId: '', runId: '' };

/** The id of the test's own record a path parameter names, judged by the path segment before it. */
function idFor(path: string, placeholder: string): string {
  const before = path.slice(0, path.indexOf(placeholder)).split('/').filter(Boolean).pop() ?? '';
  const byCollection: Record<string, string> = { shares: known.shareId, shared: known.shareToken, outputs: known.outputId, intake: known.intakeId, runs: known.runId };
  return byCollection[before] ?? known.userId;
}

/** A value the schema would accept, so a hostile field travels past the others into the services. */
function plausible(schema: JsonSchema | undefined, name: string): Value {
  if (!schema) return 'fuzz';
  // Named contracts are components of the document: follow the reference.
  if (schema.$ref) return plausible(components[schema.$ref.replace('#/components/schemas/', '')], name);
  if (schema.allOf?.length === 1) return plausible(schema.allOf[0], name);
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (variant) return plausible(variant, name);
  if (schema.enum?.length) return schema.enum[0] as Value;
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'object') return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, s]) => [k, plausible(s, k)]));
  if (type === 'array') return [plausible(schema.items, name)];
  if (type === 'integer' || type === 'number') return 1;
  if (type === 'boolean') return true;
  if (name === 'outputId') return known.outputId;
  if (schema.format === 'uuid') return randomUUID();
  if (schema.format === 'email' || /email/i.test(name)) return `fuzz-${randomUUID().slice(0, 8)}@example.sg`;
  if (/password/i.test(name)) return PASSWORD;
  if (schema.format === 'uri' || /url/i.test(name)) return 'https://example.sg/';
  return 'Fuzz value';
}

/** Field names the gateway reads somewhere, for routes whose body the document does not describe. */
/** The document's named schemas, read with the document. */
let components: Record<string, JsonSchema> = {};
const commonFields = ['email', 'name', 'password', 'token', 'title', 'description', 'query', 'admin', 'code', 'newEmail', 'currentPassword', 'newPassword', 'planType', 'toolType', 'outputId', 'sessionId', 'challengeId', 'phaseId', 'flags', 'id', 'url'];
const commonQuery = ['query', 'email', 'page', 'pageSize', 'limit', 'status', 'cursor', 'token', 'url', 'from', 'to', 'sessionId', 'planType', 'userId'];

/** Paths of the string leaves of a body, to poison one while the rest stays valid. */
function stringLeaves(value: Value, path: string[] = []): string[][] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((item, i) => stringLeaves(item, [...path, String(i)]));
  if (value && typeof value === 'object' && !(value instanceof RawNumber)) return Object.entries(value).flatMap(([k, v]) => stringLeaves(v, [...path, k]));
  return [];
}

function withLeaf(value: Value, path: string[], leaf: Value): Value {
  if (path.length === 0) return leaf;
  const [head, ...rest] = path;
  if (Array.isArray(value)) return value.map((item, i) => (String(i) === head ? withLeaf(item, rest, leaf) : item));
  const record = value as Record<string, Value>;
  return { ...record, [head]: withLeaf(record[head], rest, leaf) };
}

/** Bodies the document cannot describe well enough to be valid (records keyed by question ids). */
const validBodies: Record<string, () => Value> = {
  '/api/v1/lite-assessments': () => liteSubmission() as unknown as Value,
  '/api/v1/pitchprep/intake': () => ({ intake: SAMPLE_FUNDRAISING_INTAKE, step: 10 }) as unknown as Value,
};

/** A fresh valid body per request (new ids and addresses), so no answer is a replay of an earlier one. */
const bodyFor = (route: Route): fc.Arbitrary<Value | undefined> => fc.nat().chain(() => mutationsOf(route));

function validBody(route: Route): Record<string, Value> {
  const schema = route.op.requestBody?.content?.['application/json']?.schema;
  const resolved = schema?.$ref ? components[schema.$ref.replace('#/components/schemas/', '')] : schema;
  const described = resolved?.properties ? plausible(resolved, '') : Object.fromEntries(commonFields.map((f) => [f, plausible(undefined, f)]));
  return (validBodies[route.path]?.() ?? described) as Record<string, Value>;
}

function mutationsOf(route: Route): fc.Arbitrary<Value | undefined> {
  const base = validBody(route);
  const keys = Object.keys(base);
  const leaves = stringLeaves(base);
  const mutated = fc
    .uniqueArray(fc.constantFrom(...keys), { minLength: 1, maxLength: Math.min(3, keys.length) })
    .chain((picked) => fc.tuple(...picked.map((k) => hostileValue.map((v) => [k, v] as const))))
    .map((pairs) => ({ ...base, ...Object.fromEntries(pairs) }) as Value);
  const poisonedLeaf = leaves.length === 0 ? mutated : fc.constantFrom(...leaves).chain((path) => insertInto(String(path.reduce<Value>((v, k) => (v as Record<string, Value>)[k], base))).map((text) => withLeaf(base, path, text)));
  return fc.oneof({ weight: 6, arbitrary: poisonedLeaf }, { weight: 3, arbitrary: mutated }, { weight: 1, arbitrary: hostileValue }, { weight: 1, arbitrary: fc.constant(undefined) });
}

function requestFor(route: Route): fc.Arbitrary<Sent> {
  const pathParams = route.path.match(/\{[^}]+\}/g) ?? [];
  const documentedQuery = (route.op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
  const queryNames = [...new Set([...documentedQuery, ...commonQuery])];
  const paramValue = (placeholder: string) => fc.oneof(hostileString.filter((s) => s.length < 5_000), fc.constant(idFor(route.path, placeholder)), fc.constantFrom(known.userId, known.adminId), fc.uuid());
  const hasBody = !['get', 'head', 'delete'].includes(route.method);
  return fc.record({
    caller: fc.constantFrom<Caller['kind']>('anonymous', 'member', 'admin', 'admin', 'member'),
    params: fc.tuple(...pathParams.map(paramValue)),
    query: fc.dictionary(fc.constantFrom(...queryNames), fc.oneof(hostileString.filter((s) => s.length < 3_000), fc.array(fc.constantFrom('a', '\u0000', '1'), { minLength: 2, maxLength: 3 })), { maxKeys: 3 }),
    body: hasBody ? bodyFor(route) : fc.constant(undefined),
    rawBody: fc.option(fc.constantFrom('{"email":', 'not json', '\u0000', '{"a":1}'.padEnd(2_000_000, ' '), '[]', '"x"', '1e309', 'null'), { freq: 10 }),
    contentType: fc.oneof({ weight: 8, arbitrary: fc.constantFrom('application/json', 'application/json; charset=utf-8') }, { weight: 1, arbitrary: fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x') }),
    cookie: fc.option(hostileString.filter((s) => s.length < 3_000).map((v) => `__Host-bv_refresh=${encode(v)}; bv_refresh=${encode(v)}`), { freq: 8 }),
    csrf: fc.boolean(),
  }).map(({ caller, params, query, body, rawBody, contentType, cookie, csrf }) => {
    let path = route.path;
    for (const [i, placeholder] of pathParams.entries()) path = path.replace(placeholder, encode(params[i]));
    const search = Object.entries(query)
      .flatMap(([k, v]) => (Array.isArray(v) ? v : [v]).map((one) => `${encode(k)}=${encode(one)}`))
      .join('&');
    const headers: Record<string, string> = {};
    if (csrf) headers['x-requested-with'] = 'blueprint-vault';
    if (cookie) headers.cookie = cookie;
    const text = rawBody ?? (body === undefined ? undefined : serialise(body));
    if (hasBody && text !== undefined) headers['content-type'] = contentType;
    return { auth: caller, method: route.method.toUpperCase(), url: `${path}${search ? `?${search}` : ''}`, headers, body: hasBody ? text : undefined };
  });
}

const endsSomething = (route: Route) => route.method === 'delete' || /\/auth\/(password|email|mfa|sessions|sign-out)|revoke|cancel/.test(route.path);

const UNSAFE = ['a\u0000b', 'a\ud800b', '\udc00'];

/** Every text field, query name and path parameter once with each unsafe character, the rest valid. */
function sweep(route: Route): Sent[] {
  const hasBody = !['get', 'head', 'delete'].includes(route.method);
  const pathParams = route.path.match(/\{[^}]+\}/g) ?? [];
  const path = (poisoned: number) => pathParams.reduce((p, placeholder, i) => p.replace(placeholder, encode(`${idFor(route.path, placeholder)}${i === poisoned ? '\u0000' : ''}`)), route.path);
  const sent = (url: string, body?: Value, auth: Caller['kind'] = 'member'): Sent => ({
    method: route.method.toUpperCase(),
    url,
    auth,
    headers: { 'x-requested-with': 'blueprint-vault', ...(hasBody ? { 'content-type': 'application/json' } : {}) },
    body: hasBody ? serialise(body ?? validBody(route)) : undefined,
  });
  const requests: Sent[] = pathParams.map((_, i) => sent(path(i)));
  for (const name of commonQuery) for (const value of UNSAFE) requests.push(sent(`${path(-1)}?${name}=${encode(value)}`, undefined, 'admin'));
  if (hasBody) {
    for (const leaf of stringLeaves(validBody(route))) {
      for (const value of UNSAFE) for (const auth of ['anonymous', 'member'] as const) {
        const base = validBody(route);
        requests.push(sent(path(-1), withLeaf(base, leaf, `${leaf.reduce<Value>((v, k) => (v as Record<string, Value>)[k], base) as string}${value}`), auth));
      }
    }
  }
  return requests;
}

const STACK_TRACE = /\bat \S+ \(\S+:\d+:\d+\)|\bat \/\S+:\d+:\d+|node_modules\/|\b(TypeError|ReferenceError|RangeError|QueryFailedError|ZodError)\b/;

describe('the public API under hostile input', () => {
  let platform: Platform;
  let base: string;
  let clients = 0;
  const nextIp = () => {
    clients += 1;
    return `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`;
  };

  beforeAll(async () => {
    platform = await startPlatform([identityService, notificationsService, flagsService, billingService, assessmentsService, sharingService, gatewayService], {
      RATE_LIMIT_PER_MINUTE: '100000',
      LITE_SUBMISSIONS_PER_MINUTE: '100000',
      OPEN_CHECKOUT_REQUESTS_PER_MINUTE: '100000',
      TRUST_PROXY: '127.0.0.1',
    });
    base = platform.services.gateway.url;
  });
  afterAll(() => platform?.stop());

  it('refuses a NUL or a lone surrogate in a Lite name or e-mail with a 400 naming the field', async () => {
    for (const [field, value] of [
      ['name', 'Mei\u0000Lin'],
      ['name', 'Mei \ud800'],
      ['email', 'mei\u0000@example.sg'],
      ['email', 'mei@exam\udc00ple.sg'],
    ] as const) {
      const res = await call(`${base}/api/v1/lite-assessments`, { body: { ...liteSubmission(), [field]: value }, headers: { 'x-forwarded-for': nextIp() } });
      expect({ field, status: res.status, error: res.body.error }).toEqual({
        field,
        status: 400,
        error: { code: 'VALIDATION.FAILED', message: `${field} contains characters that are not allowed`, details: [{ path: field, message: `${field} contains characters that are not allowed` }] },
      });
    }
  });

  it('refuses them in a query string or a path parameter too, naming the parameter', async () => {
    for (const [url, field] of [
      ['/api/v1/admin/users?query=mei%00', 'query'],
      ['/api/v1/admin/billing/payments?email=a%00%40example.sg', 'email'],
      ['/api/v1/shared/abc%00def', 'token'],
    ] as const) {
      const res = await call(`${base}${url}`, { headers: { 'x-forwarded-for': nextIp() } });
      expect({ url, status: res.status, message: res.body.error?.message }).toEqual({ url, status: 400, message: `${field} contains characters that are not allowed` });
    }
  });

  it('answers every route with a 4xx or success, never a 5xx or a stack trace', async () => {
    const doc = (await (await fetch(`${base}/api/docs/openapi.json`)).json()) as { paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, JsonSchema> } };
    components = doc.components?.schemas ?? {};
    // Routes that can end the test's own sessions or records go last, so they cannot hide the others behind a 401 or 404.
    const routes: Route[] = Object.entries(doc.paths)
      .flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ method, path, op })))
      .sort((a, b) => Number(endsSomething(a)) - Number(endsSomething(b)));
    expect(routes.length).toBeGreaterThanOrEqual(60);
    // The member owns PitchPrep outputs and a share, so routes on them get past "not found".
    const member = await ownerWithOutputs(platform);
    const admin = await signedInMember(platform, { admin: true });
    const share = await member.api('/shares', { body: { outputId: member.outputs[0].id, title: 'Seed deck', isPublic: true, notifyOnView: false } });
    expect(share.status).toBe(201);
    // Other answers than the outputs' run: the same answers are not generated twice (docs/product-rules.md, "AI generation limits").
    const intake = await member.api('/pitchprep/intake', { method: 'PUT', body: { intake: SAMPLE_EXIT_INTAKE, step: 10 } });
    const run = await member.api(`/pitchprep/intake/${intake.body.id}/generate`, { method: 'POST' });
    expect(run.status).toBe(202);
    Object.assign(known, { userId: member.id, adminId: admin.id, shareId: share.body.id, shareToken: String(share.body.token), outputId: member.outputs[0].id, intakeId: intake.body.id, runId: run.body.id });
    const tokens = { anonymous: undefined, member: member.token, admin: admin.token };

    let sent = 0;
    const statuses: Record<number, number> = {};
    const failures: { status: number; request: string; answer: string }[] = [];
    for (const [index, route] of routes.entries()) {
      const requests = [...sweep(route), ...fc.sample(requestFor(route), { seed: SEED + index, numRuns: RUNS_PER_ROUTE })];
      // A few of one route's requests in flight at a time, as several clients would send them
      // (and the run takes a third of the time); routes still follow one another in order.
      await inParallel(requests, IN_FLIGHT, async (request) => {
        const headers = { ...request.headers, 'x-forwarded-for': nextIp(), ...(tokens[request.auth] ? { authorization: `Bearer ${tokens[request.auth]}` } : {}) };
        const res = await fetch(`${base}${request.url}`, { method: request.method, headers, body: request.body, redirect: 'manual' });
        const text = await res.text();
        sent += 1;
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
        if (res.status >= 500 || STACK_TRACE.test(text)) {
          failures.push({ status: res.status, request: `${request.method} ${request.url.slice(0, 160)} as ${request.auth} ${(request.body ?? '').slice(0, 160)}`, answer: text.slice(0, 300) });
        }
      });
    }
    process.stdout.write(`fuzz: ${sent} requests, ${failures.filter((f) => f.status >= 500).length} answered 5xx, ${failures.filter((f) => f.status < 500).length} showed a stack trace; statuses ${JSON.stringify(statuses)}\n`);
    if (failures.length > 0) process.stdout.write(`${JSON.stringify(failures, null, 1)}\n`);
    expect(failures).toEqual([]);
  });
});
