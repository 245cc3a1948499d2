import { applyDecorators } from '@nestjs/common';
import { ApiBody, ApiQuery, ApiResponse } from '@nestjs/swagger';
import type { z } from 'zod';
import { errorBodySchema } from '@bv/contracts';
import { openApiSchema, type SchemaObject } from './openapi';

/** An answer that is not a JSON body: a file, an HTML page, an image, a redirect or nothing. */
export type NonJsonAnswer = { readonly kind: 'media'; readonly contentTypes: readonly string[]; readonly description: string } | { readonly kind: 'redirect' } | { readonly kind: 'empty' };
export type Answer = z.ZodType | NonJsonAnswer;

export const fileAnswer = (description: string, ...contentTypes: string[]): NonJsonAnswer => ({ kind: 'media', contentTypes, description });
export const htmlPage = (description: string): NonJsonAnswer => ({ kind: 'media', contentTypes: ['text/html'], description });
export const redirect: NonJsonAnswer = { kind: 'redirect' };
export const noContent: NonJsonAnswer = { kind: 'empty' };

export type ApiContractOptions = {
  /** The JSON body the handler validates. */
  body?: z.ZodType;
  query?: z.ZodObject;
  response: Answer;
  /** What the success answer means, when its schema does not say it. */
  description?: string;
  /** The success status; it must be the one the route answers (the route-table test checks it). */
  status?: number;
  /** Other success answers of the same route (refresh without a session: 204). */
  alsoAnswers?: Readonly<Record<number, Answer>>;
};

const isNonJson = (answer: Answer): answer is NonJsonAnswer => 'kind' in answer && typeof answer.kind === 'string';

function responseFor(status: number, answer: Answer, description = 'Success') {
  if (!isNonJson(answer)) return ApiResponse({ status, description, schema: openApiSchema(answer, 'output') });
  if (answer.kind === 'empty') return ApiResponse({ status, description: 'No content' });
  if (answer.kind === 'redirect') return ApiResponse({ status, description: 'Redirect to the `Location` header', headers: { Location: { schema: { type: 'string' } } } });
  const binary: SchemaObject = answer.contentTypes.some((t) => t.startsWith('text/')) ? { type: 'string' } : { type: 'string', format: 'binary' };
  return ApiResponse({ status, description: answer.description, content: Object.fromEntries(answer.contentTypes.map((type) => [type, { schema: binary }])) });
}

function queryParameters(query: z.ZodObject) {
  const json = openApiSchema(query, 'input', { inline: true }) as { properties?: Record<string, SchemaObject>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, schema]) => ApiQuery({ name, required: json.required?.includes(name) ?? false, schema }));
}

/**
 * The route's request and answers in the OpenAPI document, from the contracts in libs/contracts.
 * Every route carries one (apps/gateway/src/http/api-contract.spec.ts walks the route table).
 */
export function ApiContract(options: ApiContractOptions): MethodDecorator & ClassDecorator {
  const status = options.status ?? 200;
  return applyDecorators(
    ...(options.body ? [ApiBody({ schema: openApiSchema(options.body) })] : []),
    ...(options.query ? queryParameters(options.query) : []),
    responseFor(status, options.response, options.description),
    ...Object.entries(options.alsoAnswers ?? {}).map(([other, answer]) => responseFor(Number(other), answer)),
    ApiResponse({ status: '4XX', description: 'A client error (validation, sign-in, access, not found, conflict, limit): `{ error: { code, message } }`', schema: openApiSchema(errorBodySchema, 'output') }),
    ApiResponse({ status: '5XX', description: 'A server or dependency error (503 with `Retry-After` when a service is briefly unavailable): `{ error: { code, message, errorId? } }`', schema: openApiSchema(errorBodySchema, 'output') }),
  );
}
