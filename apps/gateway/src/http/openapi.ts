import { z } from 'zod';

export type SchemaObject = Record<string, unknown>;

/**
 * The OpenAPI document's schemas come from the same zod contracts the code validates with.
 * Requests are described as the client sends them (`input`: defaults make a field optional),
 * answers as the server sends them (`output`). OpenAPI 3.0 because that is the version
 * @nestjs/swagger writes (nullable, not type arrays).
 */
export function openApiSchema(schema: z.ZodType, io: 'input' | 'output' = 'input'): SchemaObject {
  const { $schema: _ignored, ...json } = z.toJSONSchema(schema, {
    io,
    target: 'openapi-3.0',
    unrepresentable: 'any',
    override: (ctx) => {
      // Our transforms normalise text (lower-case e-mail, cleaned names) and keep its type, which
      // zod cannot know and would leave blank in `output`: the input side describes it.
      const def = ctx.zodSchema._zod.def;
      if (io === 'output' && def.type === 'pipe' && def.out._zod.def.type === 'transform') Object.assign(ctx.jsonSchema, openApiSchema(def.in as z.ZodType, io));
    },
  }) as SchemaObject;
  return json;
}
