// Reading the API's own OpenAPI document as an outsider would: the operations it declares, their
// parameters and JSON bodies, and (for the "nothing undocumented slips through" check) the routes
// the Fastify router really holds. Used by the security tests in src/security.

export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
  $ref?: string;
};

export type Parameter = { name: string; in: 'path' | 'query' | 'header' | 'cookie'; required?: boolean; schema?: JsonSchema };

type RawOperation = {
  summary?: string;
  description?: string;
  security?: unknown[];
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
};

export type OpenApiDocument = {
  openapi: string;
  paths: Record<string, Record<string, RawOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];
export const BODY_METHODS: readonly HttpMethod[] = ['POST', 'PUT', 'PATCH', 'DELETE'];

export type Operation = {
  method: HttpMethod;
  /** The OpenAPI path, with `{name}` placeholders. */
  path: string;
  summary: string;
  description: string;
  /** Declares a bearer requirement (the route authenticates before anything else). */
  secured: boolean;
  pathParams: Parameter[];
  queryParams: Parameter[];
  /** The JSON request body's schema, $refs resolved at the top; null when the operation declares none. */
  jsonBody: JsonSchema | null;
  bodyRequired: boolean;
  /** Reads multipart/form-data (declared as such, or said so in its summary/description: the handler reads the parts itself). */
  multipart: boolean;
};

export const operationName = (op: Pick<Operation, 'method' | 'path'>) => `${op.method} ${op.path}`;

/** Follows `$ref`s into components.schemas (zod's transform may emit them for shared schemas). */
export function resolve(doc: OpenApiDocument, schema: JsonSchema | undefined): JsonSchema {
  let current = schema ?? {};
  for (let hops = 0; current.$ref && hops < 20; hops += 1) {
    const name = current.$ref.replace(/^#\/components\/schemas\//, '');
    current = doc.components?.schemas?.[name] ?? {};
  }
  return current;
}

/** Every operation of the document, in the document's order (the order the routes were registered). */
export function listOperations(doc: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [key, raw] of Object.entries(item)) {
      const method = key.toUpperCase() as HttpMethod;
      if (!HTTP_METHODS.includes(method)) continue;
      const parameters = (raw.parameters ?? []).map((parameter) => ({ ...parameter, schema: resolve(doc, parameter.schema) }));
      const content = raw.requestBody?.content ?? {};
      const jsonSchema = content['application/json']?.schema;
      const text = `${raw.summary ?? ''} ${raw.description ?? ''}`;
      operations.push({
        method,
        path,
        summary: raw.summary ?? '',
        description: raw.description ?? '',
        secured: (raw.security ?? []).length > 0,
        pathParams: parameters.filter((parameter) => parameter.in === 'path'),
        queryParams: parameters.filter((parameter) => parameter.in === 'query'),
        jsonBody: jsonSchema ? resolve(doc, jsonSchema) : null,
        bodyRequired: raw.requestBody?.required ?? false,
        multipart: 'multipart/form-data' in content || /multipart/i.test(text),
      });
    }
  }
  return operations;
}

/**
 * The routes the router holds under /api, as `METHOD /path/{param}`, parsed from Fastify's
 * printRoutes tree (each line's segment is appended to its parent's path). HEAD twins of GET
 * routes are left out (Fastify adds them by itself).
 */
export function registeredApiRoutes(tree: string): string[] {
  const routes = new Set<string>();
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const marker = Math.max(line.indexOf('├── '), line.indexOf('└── '));
    if (marker < 0) continue;
    const depth = marker / 4;
    const match = /^(.*?)(?: \(([^)]*)\))?$/.exec(line.slice(marker + 4));
    if (!match) continue;
    const path = (depth > 0 ? (stack[depth - 1] ?? '') : '') + (match[1] ?? '');
    stack[depth] = path;
    stack.length = depth + 1;
    if (!path.startsWith('/api/') || !match[2]) continue;
    for (const method of match[2].split(',').map((name) => name.trim())) {
      if (method === 'HEAD') continue;
      routes.add(`${method} ${path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`);
    }
  }
  return [...routes].sort();
}

/** The schema's JSON types, `nullable` and `null` in a type list counted as allowing null. */
export function typesOf(schema: JsonSchema): { types: string[]; nullable: boolean } {
  const listed = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const variants = [...(schema.oneOf ?? []), ...(schema.anyOf ?? [])];
  const fromVariants = variants.flatMap((variant) => typesOf(variant).types);
  const types = [...new Set([...listed, ...fromVariants].filter((type) => type !== 'null'))];
  const nullable = schema.nullable === true || listed.includes('null') || variants.some((variant) => typesOf(variant).nullable);
  return { types, nullable };
}

/** A nullable field written as `anyOf: [X, {type: 'null'}]` read as X with `nullable` (so its bounds are seen). */
export function simplify(schema: JsonSchema): JsonSchema {
  const variants = schema.anyOf ?? schema.oneOf;
  if (!variants || schema.type) return schema;
  const nonNull = variants.filter(
    (variant) => !(variant.type === 'null' || (Array.isArray(variant.type) && variant.type.every((type) => type === 'null'))),
  );
  if (nonNull.length !== 1 || !nonNull[0]) return schema;
  const { anyOf: _anyOf, oneOf: _oneOf, ...rest } = schema;
  return { ...rest, ...nonNull[0], nullable: nonNull.length < variants.length || schema.nullable === true };
}

/** The object shapes a body may take: the schema itself, or each variant of a oneOf/anyOf. */
export function objectVariants(schema: JsonSchema): JsonSchema[] {
  const variants = [...(schema.oneOf ?? []), ...(schema.anyOf ?? [])];
  if (variants.length > 0) return variants.flatMap(objectVariants);
  if (schema.allOf?.length) {
    return [
      {
        type: 'object',
        properties: Object.assign({}, ...schema.allOf.map((part) => part.properties ?? {})) as Record<string, JsonSchema>,
        required: schema.allOf.flatMap((part) => part.required ?? []),
      },
    ];
  }
  return schema.properties || typesOf(schema).types.includes('object') ? [schema] : [];
}

const PATTERN_CANDIDATES = ['123456', '1234', '12', 'A1', 'abc', 'Fuzz value'];

/** A plausible valid value for the schema (so that one field at a time can be made wrong). */
export function sample(schema: JsonSchema): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum.find((value) => value !== null) ?? null;
  const variants = [...(schema.oneOf ?? []), ...(schema.anyOf ?? [])];
  if (variants[0]) return sample(variants[0]);
  const { types } = typesOf(schema);
  const type = types[0] ?? (schema.properties ? 'object' : 'string');
  switch (type) {
    case 'integer':
    case 'number': {
      const low = lowerBound(schema);
      const high = upperBound(schema);
      let value = low === undefined ? 1 : type === 'integer' ? Math.floor(low) + 1 : low + 1;
      if (low !== undefined && value < low) value = low;
      if (high !== undefined && value > high) value = high;
      return value;
    }
    case 'boolean':
      return false;
    case 'array':
      return [];
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, field]) => [name, sample(field)]));
    default: {
      if (schema.pattern) {
        const pattern = new RegExp(schema.pattern);
        const found = PATTERN_CANDIDATES.find((candidate) => pattern.test(candidate));
        if (found) return found;
      }
      if (schema.format === 'email') return 'someone@example.com';
      const text = 'Fuzz value';
      return schema.minLength && schema.minLength > text.length ? text.padEnd(schema.minLength, 'x') : text;
    }
  }
}

/** The smallest value allowed (inclusive bound; an exclusive one is nudged by 1e-9 for numbers, 1 for integers). */
export function lowerBound(schema: JsonSchema): number | undefined {
  if (typeof schema.exclusiveMinimum === 'number') return schema.exclusiveMinimum + (typesOf(schema).types.includes('integer') ? 1 : 1e-9);
  if (schema.minimum === undefined) return undefined;
  if (schema.exclusiveMinimum === true) return schema.minimum + (typesOf(schema).types.includes('integer') ? 1 : 1e-9);
  return schema.minimum;
}

export function upperBound(schema: JsonSchema): number | undefined {
  if (typeof schema.exclusiveMaximum === 'number') return schema.exclusiveMaximum - (typesOf(schema).types.includes('integer') ? 1 : 1e-9);
  if (schema.maximum === undefined) return undefined;
  if (schema.exclusiveMaximum === true) return schema.maximum - (typesOf(schema).types.includes('integer') ? 1 : 1e-9);
  return schema.maximum;
}

/** Whether a number is allowed by a numeric schema's type and bounds. */
export function numberAllowed(value: number, schema: JsonSchema): boolean {
  if (!Number.isFinite(value)) return false;
  if (typesOf(schema).types.includes('integer') && !typesOf(schema).types.includes('number') && !Number.isInteger(value)) return false;
  const low = lowerBound(schema);
  const high = upperBound(schema);
  return (low === undefined || value >= low) && (high === undefined || value <= high);
}

/**
 * Whether a text (a path segment or query value, already decoded) could be read as a valid number
 * for this schema by a lenient server (trimmed, `Number()`): then the test does not insist on a 4xx.
 */
export function textCouldBeNumber(text: string, schema: JsonSchema): boolean {
  const trimmed = text.trim();
  if (trimmed === '') return numberAllowed(0, schema);
  return numberAllowed(Number(trimmed), schema);
}
