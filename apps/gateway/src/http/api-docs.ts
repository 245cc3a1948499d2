import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { componentSchemas } from './openapi';

/** The tags of the document, one per area of the API, in the order a reader meets them. */
const TAGS: ReadonlyArray<[name: string, description: string]> = [
  ['lite', 'Free five-question Lite assessments and their leads'],
  ['auth', 'Accounts, sessions, two-step sign-in, passwords and e-mail addresses'],
  ['account', "The signed-in person's settings"],
  ['billing', 'Plans, checkout, payments and the Stripe webhook'],
  ['exitcheck', 'ExitCheck Pro audits, results and AI reports'],
  ['pitchprep', 'PitchPrep intakes, generation runs and outputs (deck, FAQ, checklist)'],
  ['brand-kit', "The founder's brand kit (logo, colours, fonts) used on their materials"],
  ['sharing', 'Share links, what a viewer sees and downloads, and their analytics'],
  ['flags', 'Launch phases and feature flags as the browser reads them'],
  ['notifications', 'E-mail open and click tracking'],
  ['admin', 'The admin console (an admin with two-step sign-in)'],
  ['status', 'Service status'],
  ['logs', 'Client error logs'],
];

/**
 * The gateway's OpenAPI document; each route's request and answers come from its ApiContract, the
 * named schemas from libs/contracts. Bearer: the access token from sign-in; the refresh cookie is
 * only read by the session routes (refresh, sign-out).
 */
export function buildApiDocument(app: INestApplication): OpenAPIObject {
  const builder = new DocumentBuilder()
    .setTitle('Blueprint Vault API')
    .setDescription('Public HTTP API of the gateway. Errors always have the shape { error: { code, message, errorId? } }.')
    .setVersion('1')
    .addServer('/', 'This gateway (the API is served beside the web app)')
    .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The access token from sign-in or refresh (ES256, 15 minutes)' }, 'bearer')
    .addCookieAuth('bv_refresh', { type: 'apiKey', in: 'cookie', name: 'bv_refresh', description: 'The refresh token (HttpOnly; named `__Host-bv_refresh` over HTTPS)' }, 'refreshCookie');
  for (const [name, description] of TAGS) builder.addTag(name, description);
  const document = SwaggerModule.createDocument(app, builder.build());
  const schemas = { ...document.components?.schemas, ...componentSchemas() };
  document.components = { ...document.components, schemas };
  for (const item of Object.values(document.paths)) {
    for (const operation of Object.values(item) as Array<{ security?: unknown[] }>) {
      // A route without a guard is public, and says so (an empty list), rather than saying nothing.
      operation.security ??= [];
    }
  }
  typeNullableReferences(document, schemas as Record<string, { type?: string }>);
  return document;
}

/**
 * OpenAPI 3.0 reads `nullable` only beside a `type`: zod writes a nullable named schema as
 * `{ nullable, allOf: [$ref] }`, so the referenced component's type is put beside it.
 */
function typeNullableReferences(node: unknown, schemas: Record<string, { type?: string }>): void {
  if (Array.isArray(node)) return node.forEach((item) => typeNullableReferences(item, schemas));
  if (node === null || typeof node !== 'object') return;
  const schema = node as { nullable?: boolean; type?: string; allOf?: Array<{ $ref?: string }> };
  const ref = schema.allOf?.length === 1 ? schema.allOf[0].$ref : undefined;
  if (schema.nullable && !schema.type && ref) {
    const type = schemas[ref.replace('#/components/schemas/', '')]?.type;
    if (type) schema.type = type;
  }
  for (const value of Object.values(node)) typeNullableReferences(value, schemas);
}
