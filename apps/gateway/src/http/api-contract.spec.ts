import 'reflect-metadata';
import { Global, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { OpenAPIObject } from '@nestjs/swagger';
import pino from 'pino';
import { RpcClient } from '@bv/messaging';
import { CONFIG, LOGGER, REDIS } from '@bv/service-kit';
import { AppModule } from '../app.module';
import { configSchema } from '../config';
import { buildApiDocument } from './api-docs';
import { gatewayRoutes, type GatewayRoute } from './gateway-routes';

// The single-page app's history fallback and the JSON 404 for unknown API paths: pages and a
// catch-all, not API routes (`/*` in the document would read as one operation on every path).
const NOT_API = new Set(['WebAppController']);

// Stand-ins for what service-kit provides; nothing here is called: the app is built, not started.
@Global()
@Module({
  providers: [
    { provide: CONFIG, useValue: configSchema.parse({ NODE_ENV: 'test', WEB_DIST_DIR: '/nonexistent', WEB_SERVER_DIR: '/nonexistent' }) },
    { provide: LOGGER, useValue: pino({ level: 'silent' }) },
    { provide: REDIS, useValue: {} },
    { provide: RpcClient, useValue: {} },
  ],
  exports: [CONFIG, LOGGER, REDIS, RpcClient],
})
class PlatformStandIns {}

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
    app = await NestFactory.create<NestFastifyApplication>({ module: class GatewayUnderTest {}, imports: [PlatformStandIns, AppModule] }, new FastifyAdapter(), { logger: false });
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
});
