import { z } from 'zod';

type SchemaObject = Record<string, unknown>;

/** The OpenAPI document's request schemas come from the same zod contracts the code validates with. */
export function openApiSchema(schema: z.ZodType): SchemaObject {
  const { $schema: _ignored, ...json } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as SchemaObject;
  return json;
}
