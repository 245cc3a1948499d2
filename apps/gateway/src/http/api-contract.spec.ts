import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { OpenAPIObject } from '@nestjs/swagger';
import { buildApiDocument } from './api-docs';
import { gatewayWithoutServices } from './api-document-app';
import { gatewayRoutes, type GatewayRoute } from './gateway-routes';

// The single-page app's history fallback and the JSON 404 for unknown API paths: pages and a
// catch-all, not API routes (`/*` in the document would read as one operation on every path).
const NOT_API = new Set(['WebAppController']);
const SIGNED_IN_GUARDS = ['AuthGuard', 'AdminGuard', 'Aal2Guard'];

type Operation = { requestBody?: { content?: Record<string, { schema?: object }> }; responses?: Record<string, { content?: Record<string, { schema?: object }> }> };

/** What is missing from the document for this route; empty when its contract is complete. */
function contractGaps(route: GatewayRoute, document: OpenAPIObject): string[] {
  const operation = (document.paths[route.path] as Record<string, Operation> | undefined)?.[route.method];
  if (!operation) return ['not in the document'];
  const gaps: string[] = [];
  const responses = operation.responses ?? {};
  const successes = Object.keys(responses).filter((status) => /^[23]\d\d$/.test(status));
  // A handler that writes its own reply decides the status; otherwise Nest's status must be documented.
  if (!route.writesReply && !successes.includes(String(route.status))) gaps.push(`no ${route.status} answer (documents ${successes.join(', ') || 'none'})`);
  if (successes.length === 0) gaps.push('no success answer');
  for (const status of successes) {
    const bodyless = status === '204' || status.startsWith('3');
    const content = responses[status].content ?? {};
    if (!bodyless && !Object.values(content).some((media) => media.schema)) gaps.push(`${status} answer without a body schema`);
  }
  if (route.readsBody && !operation.requestBody?.content?.['application/json']?.schema) gaps.push('reads a body but documents none');
  return gaps;
}

describe('the OpenAPI document', () => {
  let app: NestFastifyApplication;
  let document: OpenAPIObject;
  let routes: GatewayRoute[];

  beforeAll(async () => {
    app = await gatewayWithoutServices();
    document = buildApiDocument(app);
    routes = gatewayRoutes(app);
  });

  it('walks the whole route table', () => {
    expect(routes.length).toBeGreaterThanOrEqual(95);
    expect(routes).toContainEqual(expect.objectContaining({ method: 'post', path: '/api/v1/auth/sign-in', readsBody: true, status: 200 }));
  });

  it('documents the request and the answer of every gateway route from its contract', () => {
    const gaps = routes
      .filter((route) => !NOT_API.has(route.controller))
      .map((route) => ({ route: `${route.method.toUpperCase()} ${route.path} (${route.controller}.${route.handler})`, gaps: contractGaps(route, document) }))
      .filter((entry) => entry.gaps.length > 0);
    expect(gaps).toEqual([]);
  });

  it('documents nothing that is not a route', () => {
    const routed = new Set(routes.map((route) => `${route.method} ${route.path}`));
    const documented = Object.entries(document.paths).flatMap(([path, item]) => Object.keys(item).map((method) => `${method} ${path}`));
    expect(documented.filter((operation) => !routed.has(operation))).toEqual([]);
  });
  it('says who may call each route: the bearer token behind a sign-in guard, the refresh cookie for the session routes, nothing for public ones', () => {
    const wrong = routes
      .filter((route) => !NOT_API.has(route.controller))
      .flatMap((route) => {
        const operation = (document.paths[route.path] as Record<string, { security?: Array<Record<string, unknown>> }>)[route.method];
        const schemes = (operation.security ?? []).flatMap((requirement) => Object.keys(requirement));
        const signedIn = route.guards.some((guard) => SIGNED_IN_GUARDS.includes(guard));
        const expected = signedIn ? ['bearer'] : ['refresh', 'signOut'].includes(route.handler) && route.controller === 'AuthController' ? ['refreshCookie'] : [];
        return JSON.stringify(schemes) === JSON.stringify(expected) ? [] : [`${route.method} ${route.path}: ${schemes.join(',') || 'public'}, expected ${expected.join(',') || 'public'}`];
      });
    expect(wrong).toEqual([]);
    expect(Object.keys(document.components?.securitySchemes ?? {}).sort()).toEqual(['bearer', 'refreshCookie']);
  });

  it('names the contracts as components, so a generated client shares the code\'s names', () => {
    const signIn = (document.paths['/api/v1/auth/sign-in'] as Record<string, { requestBody: { content: Record<string, { schema: object }> } }>).post;
    expect(signIn.requestBody.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/SignInBodyInput' });
    const refs = JSON.stringify(document).match(/#\/components\/schemas\/[\w-]+/g) ?? [];
    const missing = [...new Set(refs)].map((ref) => ref.split('/').pop() as string).filter((name) => !document.components?.schemas?.[name]);
    expect(missing).toEqual([]);
  });

  it('passes Redocly\'s recommended lint with no error, each operation with a summary and a tag', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'openapi-')), 'openapi.json');
    writeFileSync(file, JSON.stringify(document));
    let output = '';
    try {
      output = execFileSync(process.execPath, ['scripts/lint-openapi.mjs', file, '--json'], { encoding: 'utf8' });
    } catch (error) {
      output = (error as { stdout: string }).stdout;
    }
    const problems = JSON.parse(output) as Array<{ severity: string; rule: string; at: string }>;
    expect(problems.filter((problem) => problem.severity === 'error')).toEqual([]);
  }, 60_000);
  it('is what the web app\'s API types were generated from (npm run api:types regenerates them)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'api-types-'));
    writeFileSync(join(dir, 'openapi.json'), JSON.stringify(document));
    execFileSync(process.execPath, ['scripts/generate-api-types.mjs', join(dir, 'openapi.json'), join(dir, 'openapi.ts')], { encoding: 'utf8' });
    const committed = readFileSync('apps/web/src/api/generated/openapi.ts', 'utf8');
    expect(readFileSync(join(dir, 'openapi.ts'), 'utf8') === committed).toBe(true);
  }, 60_000);
});
