import { z } from 'zod';
import * as contracts from '@bv/contracts';

export type SchemaObject = Record<string, unknown>;
type Io = 'input' | 'output';

/**
 * Every zod schema that libs/contracts exports is a named component of the document, named after
 * its export (`liteSubmissionBodySchema` → `LiteSubmissionBody`), so a client generated from the
 * document gets the same names as the code. Only the components a route reaches are written.
 */
const named = z.registry<{ id: string }>();
const schemaById = new Map<string, z.ZodType>();
for (const [exportName, value] of Object.entries(contracts)) {
  if (!(value instanceof z.ZodType) || !exportName.endsWith('Schema') || named.has(value)) continue;
  const id = exportName.charAt(0).toUpperCase() + exportName.slice(1, -'Schema'.length);
  named.add(value, { id });
  schemaById.set(id, value);
}

/** The components the routes' schemas reached, filled as the controllers' decorators run. */
const reachedComponents = new Map<string, SchemaObject>();

export function componentSchemas(): Record<string, SchemaObject> {
  return Object.fromEntries([...reachedComponents].sort(([a], [b]) => a.localeCompare(b)));
}

function convert(schema: z.ZodType, io: Io, metadata?: typeof named): SchemaObject {
  const { $schema: _ignored, ...json } = z.toJSONSchema(schema, {
    io,
    target: 'openapi-3.0',
    unrepresentable: 'any',
    ...(metadata ? { metadata } : {}),
    override: (ctx) => {
      // Our transforms normalise text (lower-case e-mail, cleaned names) and keep its type, which
      // zod cannot know and would leave blank in `output`: the input side describes it.
      const def = ctx.zodSchema._zod.def;
      if (io === 'output' && def.type === 'pipe' && def.out._zod.def.type === 'transform') Object.assign(ctx.jsonSchema, convert(def.in as z.ZodType, io));
    },
  }) as SchemaObject;
  return json;
}

const inputDiffers = new Map<string, boolean>();
/** A request is described as the client sends it (defaults make a field optional): where that
 *  differs from the answer's shape, the request's component is `<Name>Input`. */
function componentName(id: string, io: Io): string {
  if (io === 'output') return id;
  if (!inputDiffers.has(id)) {
    const schema = schemaById.get(id) as z.ZodType;
    inputDiffers.set(id, JSON.stringify(convert(schema, 'input')) !== JSON.stringify(convert(schema, 'output')));
  }
  return inputDiffers.get(id) ? `${id}Input` : id;
}

function pointComponentRefs(node: unknown, io: Io): unknown {
  if (Array.isArray(node)) return node.map((item) => pointComponentRefs(item, io));
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => {
      if (key === '$ref' && typeof value === 'string' && value.startsWith('#/definitions/')) return [key, `#/components/schemas/${componentName(value.slice('#/definitions/'.length), io)}`];
      return [key, pointComponentRefs(value, io)];
    }),
  );
}

/**
 * The OpenAPI document's schemas come from the same zod contracts the code validates with.
 * Requests are described as the client sends them (`input`), answers as the server sends them
 * (`output`). A named contract becomes a `$ref` to its component; `inline` keeps the schema whole
 * (query parameters are listed one by one). OpenAPI 3.0 because that is the version
 * @nestjs/swagger writes (nullable, not type arrays).
 */
export function openApiSchema(schema: z.ZodType, io: Io = 'input', { inline = false } = {}): SchemaObject {
  if (inline) return convert(schema, io);
  const { definitions = {}, ...root } = convert(schema, io, named) as SchemaObject & { definitions?: Record<string, SchemaObject> };
  for (const [id, definition] of Object.entries(definitions)) {
    reachedComponents.set(componentName(id, io), pointComponentRefs(definition, io) as SchemaObject);
  }
  return pointComponentRefs(root, io) as SchemaObject;
}
