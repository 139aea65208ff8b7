import {
  BODY_METHODS,
  lowerBound,
  objectVariants,
  sample,
  simplify,
  textCouldBeNumber,
  typesOf,
  upperBound,
  type JsonSchema,
  type Operation,
  type Parameter,
} from './openapi';

// A fixed, deterministic battery of malformed requests for one OpenAPI operation, derived from
// what the document declares: path parameters, query parameters, the JSON body's fields, and
// multipart for the operations that read a form. No randomness: the same document gives the same
// cases, so a failure names a request that can be replayed.
//
// Each case says what it expects:
// - 'reject': the input is malformed for what the operation declares, so the answer must be a 4xx;
// - 'survive': the input is odd but may be accepted (or refused for some other reason); the
//   answer must not be a 5xx.
// Either way a 4xx must be a JSON `{detail}` (ADR 002); the runner checks that.

export type Expect = 'reject' | 'survive';

export type FuzzCase = {
  name: string;
  expect: Expect;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /**
   * Who sends it: 'rotate', one caller, the next in turn among those the operation admits (so every
   * role sends its share of each operation's cases); 'each', every caller; 'first', the first
   * admitted caller; 'fixed', nobody: `headers` say it all (no caller token added).
   */
  as: 'rotate' | 'each' | 'first' | 'fixed';
};

/**
 * A body the operation's handler reads and validates itself (a multipart form, or JSON checked in
 * the handler), so the document declares none: its fields as JSON Schema. `partial`: an edit, where
 * any field may be left out. `json`: the handler also takes the fields as a JSON body.
 */
export type HandlerBody = { schema: JsonSchema; partial?: boolean; json: boolean };

export type FuzzOptions = {
  /** The configured JSON body limit in bytes. */
  bodyLimit: number;
  /** Authorization headers no server may accept (forged, expired, wrong type...), by name. */
  badAuthorizations: Record<string, string>;
  handlerBody?: HandlerBody;
};

/** A fragment of JSON text put into a body as is (Infinity, 10,000 levels of nesting: things JSON.stringify cannot write). */
export class RawJson {
  constructor(readonly text: string) {}
}

/** JSON text of a value that may hold RawJson fragments. */
export function toJsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.entries(value)
      .map(([key, item]) => `${JSON.stringify(key)}:${toJsonText(item)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const LONG = 'x'.repeat(100_000);
const DEPTH = 10_000;
const DEEP = new RawJson(`${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)}`);
const DEEP_ARRAY = new RawJson(`${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`);
const NUL = 'a\u0000b';
/** A control character a reader cannot see (the one text check refuses it like NUL, issue 30). */
const CONTROL = 'ring\u0007bell';
/** Right-to-left override, a lone surrogate, an emoji, a combining mark alone, a byte-order mark. */
const ODD_UNICODE = '\u202Egnp.exe\uD800 \u{1F600} \u0301 \uFEFF';
const JSON_TYPE = { 'content-type': 'application/json' };

// ---- path parameters ----

/** Already percent-encoded path segments: wrong types, bounds, odd encodings, injections, a very long one. */
const PATH_SEGMENTS: [name: string, segment: string][] = [
  ['non-numeric', 'abc'],
  ['negative', '-1'],
  ['zero', '0'],
  ['minus zero', '-0'],
  ['huge', '99999999999'],
  ['just over int32', '2147483648'],
  ['beyond 2^53', '9007199254740993'],
  ['fraction', '1.5'],
  ['exponent', '1e3'],
  ['hex', '0x10'],
  ['NaN', 'NaN'],
  ['Infinity', 'Infinity'],
  ['NUL', '%00'],
  ['NUL after digits', '1%00'],
  ['space', '%20'],
  ['zero-width space and digit', '%E2%80%8B1'],
  ['Arabic-Indic digit one', '%D9%A1'],
  ['fullwidth digit one', '%EF%BC%91'],
  ['emoji', '%F0%9F%98%80'],
  ['invalid UTF-8', '%C3%28'],
  ['broken percent-encoding', '%ZZ'],
  ['lone percent', '%'],
  ['SQL injection', "1'%20OR%20'1'%3D'1"],
  ['encoded traversal', '..%2F..%2Fetc%2Fpasswd'],
  ['very long', '9'.repeat(5000)],
];

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** Percent-encoding that also writes lone surrogates (as the bytes ED A0 80: not UTF-8, which the server must refuse or replace). */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...text].map((char) => (/[\uD800-\uDFFF]/.test(char) ? '%ED%A0%80' : encodeURIComponent(char))).join('');
  }
}

export function basePathValues(op: Operation): Record<string, string> {
  return Object.fromEntries(op.pathParams.map((parameter) => [parameter.name, encode(String(sample(parameter.schema ?? {})))]));
}

export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => values[name] ?? '1');
}

const isNumeric = (schema: JsonSchema | undefined) => typesOf(schema ?? {}).types.some((type) => type === 'integer' || type === 'number');

/** The operation's plausible JSON body (its declared schema's sample), for cases about something else. */
function plausibleBody(op: Operation): Pick<FuzzCase, 'headers' | 'payload'> {
  return op.jsonBody ? { headers: JSON_TYPE, payload: toJsonText(sample(op.jsonBody)) } : { headers: {} };
}

function pathCases(op: Operation, base: Record<string, string>): FuzzCase[] {
  const cases: FuzzCase[] = [];
  for (const parameter of op.pathParams) {
    for (const [name, segment] of PATH_SEGMENTS) {
      const text = decoded(segment);
      const expect: Expect =
        isNumeric(parameter.schema) && (text === null || !textCouldBeNumber(text, parameter.schema ?? {})) ? 'reject' : 'survive';
      cases.push({
        name: `path ${parameter.name}: ${name}`,
        expect,
        method: op.method,
        url: fillPath(op.path, { ...base, [parameter.name]: segment }),
        as: 'rotate',
        ...plausibleBody(op),
      });
    }
  }
  return cases;
}

// ---- query strings ----

type QueryValue = string | string[];

function queryString(entries: [string, QueryValue][]): string {
  const parts: string[] = [];
  for (const [name, value] of entries) {
    for (const item of Array.isArray(value) ? value : [value]) parts.push(`${encode(name)}=${encode(item)}`);
  }
  return parts.join('&');
}

/** Values for one query parameter, with what each should get. */
function queryValues(parameter: Parameter): [name: string, value: QueryValue, expect: Expect][] {
  const schema = parameter.schema ?? {};
  const { types } = typesOf(schema);
  const values: [string, QueryValue, Expect][] = [];
  const scalar = (name: string, text: string, invalid: boolean) => values.push([name, text, invalid ? 'reject' : 'survive']);
  if (schema.enum?.length) {
    const first = String(schema.enum[0]);
    scalar('not one of the choices', 'NOT_A_CHOICE', true);
    scalar('NUL', NUL, true);
    if (first.toUpperCase() !== first) scalar('a choice in capitals', first.toUpperCase(), false);
    scalar('empty', '', false);
    values.push(['array where a scalar is expected', [first, first], 'reject']);
    return values;
  }
  if (types.includes('integer') || types.includes('number')) {
    for (const [name, text] of [
      ['wrong type', 'abc'],
      ['negative', '-1'],
      ['zero', '0'],
      ['fraction', '1.5'],
      ['1e308', '1e308'],
      ['huge', '99999999999'],
      ['NaN', 'NaN'],
      ['Infinity', 'Infinity'],
      ['NUL', '\u0000'],
      ['padded', ' 5 '],
    ] as const) {
      scalar(name, text, !textCouldBeNumber(text, schema));
    }
    const low = lowerBound(schema);
    const high = upperBound(schema);
    if (low !== undefined) scalar('just below the minimum', String(low - 1), true);
    if (high !== undefined) scalar('just above the maximum', String(high + 1), true);
    scalar('empty', '', false);
    values.push(['array where a scalar is expected', ['1', '2'], 'reject']);
    return values;
  }
  if (types.includes('boolean')) {
    scalar('not a boolean', 'maybe', false);
    scalar('empty', '', false);
    values.push(['array where a scalar is expected', ['true', 'false'], 'reject']);
    return values;
  }
  // Strings (and anything undeclared): lengths, encodings, injections.
  scalar('100k characters', LONG, schema.maxLength !== undefined && schema.maxLength < LONG.length);
  if (schema.maxLength !== undefined) scalar('one over its maximum length', 'x'.repeat(schema.maxLength + 1), true);
  scalar('NUL', NUL, true);
  scalar('a control character', CONTROL, true);
  scalar('odd unicode', ODD_UNICODE, false);
  scalar('SQL injection', "' OR '1'='1' --", false);
  scalar('LIKE wildcards and backslashes', '%_\\%\\', false);
  scalar('JSON operator', '{"$ne":null}', false);
  scalar('number in a text field', '-1e308', false);
  values.push(['array where a scalar is expected', ['a', 'b'], 'survive']);
  return values;
}

function queryCases(op: Operation, path: string): FuzzCase[] {
  const cases: FuzzCase[] = [];
  const body = plausibleBody(op);
  const required = op.queryParams.filter((parameter) => parameter.required);
  const requiredBase: [string, QueryValue][] = required.map((parameter) => [parameter.name, String(sample(parameter.schema ?? {}))]);
  for (const parameter of op.queryParams) {
    const others = requiredBase.filter(([name]) => name !== parameter.name);
    for (const [name, value, expect] of queryValues(parameter)) {
      cases.push({
        name: `query ${parameter.name}: ${name}`,
        expect,
        method: op.method,
        url: `${path}?${queryString([...others, [parameter.name, value]])}`,
        as: 'rotate',
        ...body,
      });
    }
    if (parameter.required) {
      cases.push({
        name: `query ${parameter.name}: missing`,
        expect: 'reject',
        method: op.method,
        url: others.length ? `${path}?${queryString(others)}` : path,
        as: 'rotate',
        ...body,
      });
    }
  }
  // Whatever the operation declares: unknown and prototype-shaped names, broken encoding, very many parameters.
  const extra = requiredBase.length ? `${queryString(requiredBase)}&` : '';
  for (const [name, query] of [
    ['unknown and prototype-shaped parameters', '__proto__[admin]=1&constructor[prototype][admin]=1&unknown=1'],
    ['broken percent-encoding', '%ZZ=%ZZ&%=%&a=%ED%A0%80'],
    ['5,000 parameters', Array.from({ length: 5000 }, (_, i) => `p${i}=${i}`).join('&')],
  ] as const) {
    cases.push({ name: `query: ${name}`, expect: 'survive', method: op.method, url: `${path}?${extra}${query}`, as: 'rotate', ...body });
  }
  return cases;
}

// ---- JSON bodies ----

/** Wrong values for one body field, each with what it should get. */
function fieldValues(declared: JsonSchema): [name: string, value: unknown, expect: Expect][] {
  const schema = simplify(declared);
  const { types, nullable } = typesOf(schema);
  const values: [string, unknown, Expect][] = [];
  const add = (name: string, value: unknown, invalid: boolean) => values.push([name, value, invalid ? 'reject' : 'survive']);
  if (types.length === 0) {
    // Declared without a type (anything goes, or ignored): odd values; a string with a NUL is refused
    // wherever it is (the one text check, issue 30).
    add('deeply nested object', DEEP, false);
    add('NUL', NUL, true);
    return values;
  }
  if (!nullable) add('null', null, true);
  add('deeply nested object', DEEP, !types.includes('object'));
  if (schema.enum?.length) {
    add('not one of the choices', 'NOT_A_CHOICE', true);
    add('a number', 12345, !schema.enum.includes(12345));
    add('NUL', NUL, true);
    return values;
  }
  if (types.includes('integer') || types.includes('number')) {
    const low = lowerBound(schema);
    const high = upperBound(schema);
    add('a string', 'abc', true);
    add('NaN as a string', 'NaN', true);
    add('an object', { value: 1 }, true);
    add('an array', [1], true);
    add('a boolean', true, true);
    add('1e308', 1e308, high !== undefined);
    add('-1e308', -1e308, low !== undefined);
    add('Infinity (1e999)', new RawJson('1e999'), true);
    add('-1', -1, low !== undefined && low > -1);
    if (low !== undefined) add('just below the minimum', low - 1, true);
    if (high !== undefined) add('just above the maximum', high + 1, true);
    if (types.includes('integer') && !types.includes('number')) add('a fraction', 1.5, true);
    return values;
  }
  if (types.includes('boolean')) {
    add('a string', 'yes', true);
    add('a number', 1, true);
    add('an object', {}, true);
    return values;
  }
  if (types.includes('array') || types.includes('object')) {
    add('a string', 'abc', !types.includes('string'));
    add('a number', 12345, !types.includes('number') && !types.includes('integer'));
    if (types.includes('array')) add('10,000 nested arrays', DEEP_ARRAY, false);
    return values;
  }
  // Strings.
  add('a number', 12345, true);
  add('an object', { value: 'x' }, true);
  add('an array', ['x'], true);
  add('100k characters', LONG, schema.maxLength !== undefined && schema.maxLength < LONG.length);
  if (schema.maxLength !== undefined) add('one over its maximum length', 'x'.repeat(schema.maxLength + 1), true);
  if ((schema.minLength ?? 0) > 0) add('empty', '', true);
  if (schema.pattern && !new RegExp(schema.pattern).test('not matching!')) add('not matching its pattern', 'not matching!', true);
  // The one text check refuses NUL, control characters and a lone surrogate (odd unicode has one) in any field.
  add('NUL', NUL, true);
  add('a control character', CONTROL, true);
  add('odd unicode', ODD_UNICODE, true);
  return values;
}

/** Text values for one multipart field (a form field is always text), each with what it should get. */
function formFieldValues(declared: JsonSchema): [name: string, value: string, expect: Expect][] {
  const schema = simplify(declared);
  const { types } = typesOf(schema);
  const values: [string, string, Expect][] = [];
  if (schema.enum?.length) values.push(['not one of the choices', 'NOT_A_CHOICE', 'reject']);
  if (types.includes('integer') || types.includes('number')) {
    values.push(['not a number', 'abc', 'reject']);
    values.push(['1e308', '1e308', upperBound(schema) !== undefined ? 'reject' : 'survive']);
  }
  values.push(['100k characters', LONG, schema.maxLength !== undefined && schema.maxLength < LONG.length ? 'reject' : 'survive']);
  values.push(['NUL', NUL, 'reject']);
  values.push(['a control character', CONTROL, 'reject']);
  // (As UTF-8 bytes the lone surrogate arrives as U+FFFD: text, so only a choice refuses it.)
  values.push(['odd unicode', ODD_UNICODE, schema.enum?.length ? 'reject' : 'survive']);
  values.push(['JSON text', '{"__proto__":{"admin":true}}', schema.enum?.length ? 'reject' : 'survive']);
  return values;
}

/** A value of the wrong type for a field. */
function wrongType(schema: JsonSchema): unknown {
  return typesOf(schema).types.includes('string') ? { wrong: true } : 'wrong';
}

function bodyFieldCases(
  schema: JsonSchema,
  partial: boolean,
  send: (name: string, value: unknown, expect: Expect, as?: FuzzCase['as']) => FuzzCase,
): FuzzCase[] {
  const cases: FuzzCase[] = [];
  const variants = objectVariants(schema);
  variants.forEach((variant, index) => {
    const label = variants.length > 1 ? `(variant ${index + 1}) ` : '';
    const base = sample(variant) as Record<string, unknown>;
    const properties = Object.entries(variant.properties ?? {});
    for (const [field, fieldSchema] of properties) {
      for (const [name, value, expect] of fieldValues(fieldSchema))
        cases.push(send(`${label}${field}: ${name}`, { ...base, [field]: value }, expect));
      if (!partial && variant.required?.includes(field)) {
        const { [field]: _dropped, ...rest } = base;
        cases.push(send(`${label}${field}: missing`, rest, 'reject'));
      }
    }
    const typed = properties.filter(([, fieldSchema]) => typesOf(fieldSchema).types.length > 0);
    if (typed.length > 0) {
      cases.push(
        send(
          `${label}every field of the wrong type`,
          Object.fromEntries(typed.map(([field, fieldSchema]) => [field, wrongType(fieldSchema)])),
          'reject',
          'each',
        ),
      );
    }
  });
  return cases;
}

function jsonBodyCases(op: Operation, path: string, handlerBody: HandlerBody | undefined): FuzzCase[] {
  const declared = op.jsonBody;
  const schema = declared ?? (handlerBody?.json ? handlerBody.schema : null);
  if (!schema) return [];
  const source = declared ? 'body' : 'body (read by the handler)';
  return bodyFieldCases(schema, !declared && handlerBody?.partial === true, (name, value, expect, as = 'rotate') => ({
    name: `${source} ${name}`,
    expect,
    method: op.method,
    url: path,
    headers: JSON_TYPE,
    payload: toJsonText(value),
    as,
  }));
}

// ---- raw bodies and content types (every operation that takes a body) ----

function rawBodyCases(op: Operation, path: string, options: FuzzOptions): FuzzCase[] {
  const schema = op.jsonBody;
  const nullable = schema ? typesOf(schema).nullable : true;
  const objectBody = schema !== null && objectVariants(schema).length > 0;
  const needsFields = schema !== null && objectVariants(schema).some((variant) => (variant.required ?? []).length > 0);
  const raw = (name: string, contentType: string, payload: string | Buffer, expect: Expect, as: FuzzCase['as'] = 'rotate'): FuzzCase => ({
    name: `raw body: ${name}`,
    expect,
    method: op.method,
    url: path,
    headers: { 'content-type': contentType },
    payload,
    as,
  });
  const overLimit = `{"pad":"${'x'.repeat(options.bodyLimit + 1)}"}`;
  return [
    raw('not JSON', 'application/json', '{"listing_id": 1,', 'reject'),
    raw('a JSON array', 'application/json', '[]', objectBody ? 'reject' : 'survive'),
    raw('JSON null', 'application/json', 'null', schema !== null && op.bodyRequired && !nullable ? 'reject' : 'survive'),
    raw('a JSON string', 'application/json', '"hello"', objectBody ? 'reject' : 'survive'),
    raw('a JSON number', 'application/json', '12345', objectBody ? 'reject' : 'survive'),
    raw('empty with a JSON content type', 'application/json', '', needsFields ? 'reject' : 'survive'),
    raw('a __proto__ key', 'application/json', '{"__proto__":{"admin":true},"user_type":"ADMIN"}', 'reject'),
    raw(
      'a constructor.prototype key',
      'application/json',
      '{"constructor":{"prototype":{"admin":true}}}',
      needsFields ? 'reject' : 'survive',
    ),
    raw('10,000 levels of nesting', 'application/json', toJsonText({ a: DEEP }), needsFields ? 'reject' : 'survive'),
    raw('10,000 nested arrays', 'application/json', DEEP_ARRAY.text, objectBody ? 'reject' : 'survive'),
    raw('over the body limit', 'application/json', overLimit, 'reject', 'first'),
    raw('text/plain', 'text/plain', 'hello', objectBody ? 'reject' : 'survive'),
    raw(
      'application/xml with an external entity',
      'application/xml',
      '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY e SYSTEM "file:///etc/passwd">]><a>&e;</a>',
      'reject',
    ),
    raw('form-urlencoded', 'application/x-www-form-urlencoded', 'listing_id=abc&__proto__[admin]=1', needsFields ? 'reject' : 'survive'),
    raw('JSON with a UTF-16 charset', 'application/json; charset=utf-16', '{}', needsFields ? 'reject' : 'survive'),
    raw('a garbage content type', ';;;/===', 'hello', 'reject'),
  ];
}

// ---- multipart ----

const BOUNDARY = '----dwafuzzBoundary7MA4YWxkTrZu0gW';
const MULTIPART_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

function part(name: string, value: string | Buffer, file?: { filename: string; type: string }): Buffer {
  const disposition = file ? `form-data; name="${name}"; filename="${file.filename}"` : `form-data; name="${name}"`;
  const head = `--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n${file ? `Content-Type: ${file.type}\r\n` : ''}\r\n`;
  return Buffer.concat([Buffer.from(head), Buffer.isBuffer(value) ? value : Buffer.from(value), Buffer.from('\r\n')]);
}

const closing = Buffer.from(`--${BOUNDARY}--\r\n`);
const formOf = (fields: Record<string, string>, ...files: Buffer[]) =>
  Buffer.concat([...Object.entries(fields).map(([name, value]) => part(name, value)), ...files, closing]);
const FILE_FIELDS = ['images', 'images[]', 'image', 'file', 'attachment', 'profile_picture'];

function multipartCases(op: Operation, path: string, handlerBody: HandlerBody | undefined): FuzzCase[] {
  // Operations that do not read a form must still not fail on one: they only have to survive.
  const expect: Expect = op.multipart ? 'reject' : 'survive';
  const form = (
    name: string,
    payload: Buffer | string,
    options: { contentType?: string; as?: FuzzCase['as']; expect?: Expect } = {},
  ): FuzzCase => ({
    name: `multipart: ${name}`,
    expect: options.expect ?? expect,
    method: op.method,
    url: path,
    headers: { 'content-type': options.contentType ?? MULTIPART_TYPE },
    payload,
    as: options.as ?? 'rotate',
  });
  const text = Buffer.from('This is a text file, not a picture.\n');
  const textAsJpeg = formOf({}, ...FILE_FIELDS.map((field) => part(field, text, { filename: 'photo.jpg', type: 'image/jpeg' })));
  const truncated = Buffer.concat([
    part('title', 'Fuzz'),
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="images"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
    Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
  ]);
  const manyParts = formOf(Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`f${i}`, 'x'])));
  const hugeFile = formOf(
    {},
    ...['images', 'file', 'profile_picture'].map((field) =>
      part(field, Buffer.alloc(10 * 1024 * 1024 + 1, 0x61), { filename: 'big.jpg', type: 'image/jpeg' }),
    ),
  );
  const headerInjection = formOf(
    {},
    Buffer.concat([
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="../../../etc/passwd\r\nX: y"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      text,
      Buffer.from('\r\n'),
    ]),
  );
  const cases = [
    form('no boundary in the content type', formOf({ title: 'Fuzz' }), { contentType: 'multipart/form-data', as: 'each' }),
    form('a boundary the body does not use', formOf({ title: 'Fuzz' }), { contentType: 'multipart/form-data; boundary=not-the-one-used' }),
    form('truncated mid-file', truncated, { as: 'each' }),
    form('a text file named .jpg under every file field', textAsJpeg, { as: 'each' }),
    // (Built part by part: `__proto__` in an object literal would set the prototype, not a field.)
    form('a __proto__ field', Buffer.concat([part('__proto__', '{"admin":true}'), part('constructor', 'x'), part('name', 'x'), closing])),
    form('60 parts (over the limit)', manyParts),
    form('fields over 64 KB', formOf({ title: 'y'.repeat(70 * 1024), content: 'y'.repeat(70 * 1024) }), { expect: 'survive' }),
    form('a filename with a path and a header injection', headerInjection),
    form('files over 10 MB', hugeFile, { as: 'first' }),
    form('not multipart at all', 'hello'),
  ];
  // The fields the handler validates, one wrong at a time (as text: a form has nothing else).
  if (handlerBody && op.multipart) {
    const base = Object.fromEntries(
      Object.entries(sample(handlerBody.schema) as Record<string, unknown>).map(([name, value]) => [name, String(value)]),
    );
    for (const [field, fieldSchema] of Object.entries(handlerBody.schema.properties ?? {})) {
      for (const [name, value, outcome] of formFieldValues(fieldSchema)) {
        cases.push(form(`field ${field}: ${name}`, formOf({ ...base, [field]: value }), { expect: outcome }));
      }
    }
  }
  return cases;
}

// ---- authorization ----

function authCases(op: Operation, path: string, options: FuzzOptions): FuzzCase[] {
  if (!op.secured) return [];
  const body = plausibleBody(op);
  return [
    { name: 'auth: no token', expect: 'reject', method: op.method, url: path, as: 'fixed', ...body },
    ...Object.entries(options.badAuthorizations).map(([name, authorization]): FuzzCase => ({
      name: `auth: ${name}`,
      expect: 'reject',
      method: op.method,
      url: path,
      as: 'fixed',
      ...body,
      headers: { ...body.headers, authorization },
    })),
  ];
}

/** The whole battery for one operation. */
export function fuzzCases(op: Operation, options: FuzzOptions): FuzzCase[] {
  const path = fillPath(op.path, basePathValues(op));
  const takesBody = BODY_METHODS.includes(op.method);
  return [
    ...authCases(op, path, options),
    ...pathCases(op, basePathValues(op)),
    ...queryCases(op, path),
    ...(takesBody
      ? [
          ...jsonBodyCases(op, path, options.handlerBody),
          ...rawBodyCases(op, path, options),
          ...multipartCases(op, path, options.handlerBody),
        ]
      : []),
  ];
}

/**
 * A request that tells whether a caller gets past the operation's gate (authentication, role)
 * without changing anything: a body that does not parse and non-numeric path ids, so an admitted
 * caller gets a 400 or 422, a refused one a 403.
 */
export function admissionProbe(op: Operation): FuzzCase {
  const values = Object.fromEntries(
    op.pathParams.map((parameter) => [
      parameter.name,
      isNumeric(parameter.schema) ? 'not-an-id' : encode(String(sample(parameter.schema ?? {}))),
    ]),
  );
  const takesBody = BODY_METHODS.includes(op.method);
  return {
    name: 'admission probe',
    expect: 'survive',
    method: op.method,
    url: fillPath(op.path, values),
    headers: takesBody ? JSON_TYPE : {},
    payload: takesBody ? '{' : undefined,
    as: 'fixed',
  };
}
