/**
 * Every call, sent what a careless or hostile client sends: each field of the wrong JSON type,
 * integers written every wrong way, NUL and broken Unicode in each text field, broken JSON, wrong
 * content types, and another account's ids. Whatever comes in, the answer is an envelope, never a
 * 5xx, and no row of the database changes.
 *
 * The calls come from the app's own OpenAPI document, so a call added without a row in CALLS
 * fails the first test. Field variants are derived from each call's request schema.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { RESULT } from '@guidebook/contract';
import { snapshotRows } from './helpers/db-snapshot.ts';
import { getTestServer } from './helpers/test-app.ts';
import { buildFixture, CALLS, placeholder, type Fixture, type Json } from './helpers/calls.ts';
import { formBody, multipartBody, solidJpeg } from './helpers/images.ts';

let a: Fixture;
let b: Fixture;
let admin: pg.Client;

async function makeFixture(): Promise<Fixture> {
  return buildFixture(t.app);
}

async function snapshot(): Promise<string> {
  return snapshotRows(admin);
}

type OpenApi = {
  paths: Record<string, Record<string, Operation>>;
};
type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  enum?: unknown[];
  format?: string;
  nullable?: boolean;
};
type Operation = {
  parameters?: { in: string; name: string; schema?: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
};

let doc: OpenApi;

function operationOf(key: string): Operation {
  const [method, path] = key.split(' ') as [string, string];
  return doc.paths[path]![method.toLowerCase()]!;
}

/** The schema's JSON types, unwrapping anyOf (nullable, optional). */
function typesOf(schema: Schema | undefined): Set<string> {
  const out = new Set<string>();
  if (!schema) return out;
  for (const type of [schema.type ?? []].flat()) out.add(type);
  if (schema.nullable) out.add('null');
  for (const option of schema.anyOf ?? []) for (const type of typesOf(option)) out.add(type);
  return out;
}

function urlOf(key: string, f: Fixture, query?: Record<string, string> | string): string {
  let path = key.split(' ')[1]!;
  for (const [name, value] of Object.entries(CALLS[key]!.path?.(f) ?? {}))
    path = path.replace(`{${name}}`, encodeURIComponent(value));
  const qs = typeof query === 'string' ? query : new URLSearchParams(query ?? CALLS[key]!.query?.(f) ?? {}).toString();
  return `/api${path}${qs ? `?${qs}` : ''}`;
}

/** A raw request: `payload` is sent byte for byte. */
async function send(
  key: string,
  f: Fixture,
  options: { query?: Record<string, string> | string; payload?: string | Buffer; contentType?: string } = {},
): Promise<LightMyRequestResponse> {
  const method = key.split(' ')[0] as 'GET' | 'POST' | 'PUT' | 'DELETE';
  const headers: Record<string, string> = { ...f.account.auth };
  if (options.contentType) headers['content-type'] = options.contentType;
  return t.app.inject({
    method,
    url: urlOf(key, f, options.query),
    headers,
    ...(options.payload !== undefined ? { payload: options.payload } : {}),
  });
}

/** The body as JSON text with one field (dot path) replaced by raw JSON text. */
function withField(body: Json, path: string, rawValue: string): string {
  const marker = '"__FIELD_UNDER_TEST__"';
  const copy = structuredClone(body) as Json;
  const keys = path.split('.');
  let target: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) target = target[key] as Record<string, unknown>;
  target[keys.at(-1)!] = '__FIELD_UNDER_TEST__';
  return JSON.stringify(copy).replace(marker, rawValue);
}

type Variant = {
  label: string;
  raw: string;
  code: typeof RESULT.BAD_REQUEST | typeof RESULT.VALIDATION | '4xx';
  utf8Broken?: boolean;
};

/** Integer fields a person types (a range they pass is a rule, 12); every other integer is the app's (10). */
const PERSON_TYPED = new Set(['hours_before_checkin', 'hours_after_checkout', 'guests', 'offset_days']);

const INTEGER_VARIANTS = (id: number, nullable: boolean, typed: boolean): Variant[] => [
  { label: 'true', raw: 'true', code: RESULT.BAD_REQUEST },
  { label: 'false', raw: 'false', code: RESULT.BAD_REQUEST },
  { label: 'an array', raw: `[${id}]`, code: RESULT.BAD_REQUEST },
  { label: 'an object', raw: `{"id":${id}}`, code: RESULT.BAD_REQUEST },
  ...(nullable ? [] : [{ label: 'null', raw: 'null', code: RESULT.BAD_REQUEST }]),
  { label: 'an empty string', raw: '""', code: RESULT.BAD_REQUEST },
  { label: 'a fraction', raw: '1.5', code: RESULT.BAD_REQUEST },
  { label: 'an integral fraction', raw: `${id}.0`, code: RESULT.BAD_REQUEST },
  { label: 'an exponent', raw: `${id}e0`, code: RESULT.BAD_REQUEST },
  { label: 'an exponent string', raw: `"${id}e0"`, code: RESULT.BAD_REQUEST },
  { label: 'a string with spaces', raw: `" ${id}"`, code: RESULT.BAD_REQUEST },
  { label: 'beyond 32 bits', raw: '2147483648', code: RESULT.BAD_REQUEST },
  { label: 'beyond doubles', raw: '1e400', code: RESULT.BAD_REQUEST },
  { label: 'negative', raw: '-1', code: typed ? RESULT.VALIDATION : RESULT.BAD_REQUEST },
];

const TEXT_VARIANTS: Variant[] = [
  { label: 'NUL', raw: JSON.stringify('a\u0000b'), code: RESULT.VALIDATION },
  { label: 'a lone surrogate', raw: '"a\\ud800b"', code: RESULT.VALIDATION },
  { label: 'invalid UTF-8', raw: '"a__NOT_UTF8__b"', code: RESULT.VALIDATION, utf8Broken: true },
  { label: 'an object', raw: '{"a":1}', code: '4xx' },
  { label: 'an array', raw: '["a"]', code: '4xx' },
];

const BOOLEAN_VARIANTS: Variant[] = [
  { label: 'a string', raw: '"true"', code: RESULT.BAD_REQUEST },
  { label: 'a number', raw: '1', code: RESULT.BAD_REQUEST },
  { label: 'null', raw: 'null', code: RESULT.BAD_REQUEST },
];

const ARRAY_VARIANTS: Variant[] = [
  { label: 'a string', raw: '"x"', code: '4xx' },
  { label: 'an object', raw: '{"0":1}', code: '4xx' },
];

/** Bytes that are not UTF-8 where the marker stands. */
function encode(text: string, utf8Broken?: boolean): Buffer {
  if (!utf8Broken) return Buffer.from(text, 'utf8');
  const [before, after] = text.split('__NOT_UTF8__') as [string, string];
  return Buffer.concat([Buffer.from(before), Buffer.from([0xc3, 0x28, 0xff]), Buffer.from(after)]);
}

function variantsOf(field: string, schema: Schema, id: number): Variant[] {
  const types = typesOf(schema);
  if (types.has('integer')) return INTEGER_VARIANTS(id, types.has('null'), PERSON_TYPED.has(field));
  if (types.has('boolean')) return BOOLEAN_VARIANTS;
  if (types.has('array')) return ARRAY_VARIANTS;
  if (types.has('string')) return TEXT_VARIANTS;
  return [];
}

/** Body fields (dot paths, one level into arrays of objects) and their schemas. */
function bodyFields(schema: Schema, body: Json): [string, Schema][] {
  const out: [string, Schema][] = [];
  for (const [name, field] of Object.entries(schema.properties ?? {})) {
    if (!(name in body) || body[name] === undefined) continue;
    out.push([name, field]);
    const items = field.items ?? field.anyOf?.find((s) => s.items)?.items;
    const first = Array.isArray(body[name]) ? (body[name] as unknown[])[0] : undefined;
    if (items?.properties && first && typeof first === 'object')
      for (const [inner, innerSchema] of Object.entries(items.properties))
        if (inner in (first as Json)) out.push([`${name}.0.${inner}`, innerSchema]);
  }
  return out;
}

function expectRefused(res: LightMyRequestResponse, code: Variant['code'], field: string | null, what: string) {
  expect(res.statusCode, `${what}: ${res.body}`).toBeLessThan(500);
  expect(res.statusCode, `${what}: ${res.body}`).toBeGreaterThanOrEqual(400);
  const body = res.json();
  expect(Object.keys(body).sort(), what).toEqual(['RES_CODE', 'RES_MESSAGE', 'RES_OTHERS', 'RES_RESULT']);
  if (code !== '4xx') expect(body.RES_CODE, `${what}: ${res.body}`).toBe(code);
  if (field) expect(body.RES_OTHERS.FIELDS?.[field], `${what}: names ${field}: ${res.body}`).toBeTruthy();
}

const t = await getTestServer({ rateLimitPerMinute: 1_000_000 });

beforeAll(async () => {
  admin = new pg.Client({ connectionString: t.databaseUrl });
  await admin.connect();
  a = await makeFixture();
  b = await makeFixture();
  doc = t.app.swagger() as unknown as OpenApi;
}, 120_000);

afterAll(async () => {
  await admin?.end();
});

const KEYS = Object.keys(CALLS);

describe('every call against hostile and careless input', () => {
  it('has a row in CALLS for every call the API documents, and no other', () => {
    // The document's paths are relative to its server, /api.
    const documented = Object.entries(doc.paths)
      .flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`))
      .filter((key) => !key.startsWith('GET /health'))
      .sort();
    expect(documented).toEqual([...KEYS].sort());
  });

  it.each(KEYS)(
    '%s: wrong types, broken numbers and unstorable text in each field answer 10 or 12 and change nothing',
    async (key) => {
      const call = CALLS[key]!;
      const operation = operationOf(key);
      const before = await snapshot();
      let sent = 0;

      // Query parameters: digit strings only for integers; NUL and broken Unicode in text.
      const query = call.query?.(a) ?? {};
      for (const parameter of operation.parameters ?? []) {
        if (parameter.in !== 'query' || !(parameter.name in query)) continue;
        const types = typesOf(parameter.schema);
        const bad = types.has('integer')
          ? ['', 'true', '1.5', `${query[parameter.name]}e0`, '-1', '2147483648', 'abc', '0x10']
          : ['a%00b', 'a%ED%A0%80b', 'a%FFb'];
        for (const value of bad) {
          const rest = new URLSearchParams({ ...query });
          rest.delete(parameter.name);
          const qs = `${rest.toString()}${rest.size ? '&' : ''}${parameter.name}=${value === '' || value.includes('%') ? value : encodeURIComponent(value)}`;
          const res = await send(key, a, { query: qs });
          expectRefused(res, types.has('integer') ? RESULT.BAD_REQUEST : '4xx', parameter.name, `${key} ?${qs}`);
          sent++;
        }
        if (types.has('integer')) {
          // Two values for one integer: an array in the parsed query.
          const res = await send(key, a, {
            query: `${new URLSearchParams(query)}&${parameter.name}=${query[parameter.name]}`,
          });
          expectRefused(res, RESULT.BAD_REQUEST, parameter.name, `${key} repeated ${parameter.name}`);
          sent++;
        }
      }

      // Path parameters: NUL and broken Unicode never reach a query.
      for (const name of Object.keys(call.path?.(a) ?? {})) {
        for (const value of ['a%00b', 'a%ED%A0%80b']) {
          let path = key.split(' ')[1]!;
          for (const [other, v] of Object.entries(call.path!(a)))
            path = path.replace(`{${other}}`, other === name ? value : v);
          const res = await t.app.inject({
            method: key.split(' ')[0] as 'GET',
            url: `/api${path}`,
            headers: a.account.auth,
          });
          expect(res.statusCode, `${key} ${name}=${value}: ${res.body}`).toBeLessThan(500);
          expect(res.statusCode).toBeGreaterThanOrEqual(400);
          sent++;
        }
      }

      // Body fields, each replaced in an otherwise valid body.
      const body = call.body?.(a);
      const content = operation.requestBody?.content;
      const jsonSchema = content?.['application/json']?.schema;
      if (body && !call.multipart) {
        const fields = jsonSchema?.properties ? bodyFields(jsonSchema, body) : [];
        for (const [field, schema] of fields) {
          for (const variant of variantsOf(field, schema, Number(body[field]) || 1)) {
            const payload = encode(withField(body, field, variant.raw), variant.utf8Broken);
            const res = await send(key, a, { payload, contentType: 'application/json' });
            expectRefused(res, variant.code, field, `${key} ${field} = ${variant.label}`);
            sent++;
          }
        }
        // Nested text (the import file's guide title).
        if (key === 'POST /guides/import') {
          for (const variant of TEXT_VARIANTS.slice(0, 3)) {
            const payload = encode(withField(body, 'guide.title', variant.raw), variant.utf8Broken);
            const res = await send(key, a, { payload, contentType: 'application/json' });
            expectRefused(res, RESULT.VALIDATION, null, `${key} guide.title = ${variant.label}`);
            sent++;
          }
        }
      }
      if (body && call.multipart && call.file) {
        // A form with a file part (the CSV import): its id field, and the file's bytes, each broken.
        const file = call.file;
        const forms: { field: string; fields: Json; bytes: Buffer | null; code: Variant['code'] }[] = [
          ...['1e0', '', 'true', '-1', '2147483648'].map((value) => ({
            field: 'id_guide',
            fields: { ...body, id_guide: value },
            bytes: file.bytes(),
            code: RESULT.BAD_REQUEST as Variant['code'],
          })),
          {
            field: 'id_guide',
            fields: { ...body, id_guide: 'a\u0000b' },
            bytes: file.bytes(),
            code: RESULT.VALIDATION,
          },
          { field: 'id_guide', fields: {}, bytes: file.bytes(), code: RESULT.BAD_REQUEST },
          { field: file.field, fields: body, bytes: null, code: RESULT.BAD_REQUEST },
          {
            field: file.field,
            fields: body,
            bytes: Buffer.from(file.bytes().toString('utf8').replace('Ann Guest', 'Ann\u0000Guest')),
            code: RESULT.VALIDATION,
          },
          {
            field: file.field,
            fields: body,
            bytes: Buffer.concat([file.bytes(), Buffer.from([0xc3, 0x28, 0xff])]),
            code: RESULT.VALIDATION,
          },
        ];
        for (const form of forms) {
          const { body: bytes, contentType } = await formBody(
            form.fields,
            form.bytes ? { field: file.field, bytes: form.bytes } : undefined,
          );
          const res = await send(key, a, { payload: bytes, contentType });
          expectRefused(res, form.code, form.field, `${key} ${form.field} broken`);
          sent++;
        }
      }
      if (body && call.multipart && !call.file) {
        for (const [field, value] of [
          ['name', 'a\u0000b.jpg'],
          ['comment', 'a\u0000b'],
          ['chunkIndex', '1e0'],
          ['chunkIndex', ''],
          ['totalChunks', '2.0'],
          ['private', 'true'],
        ] as const) {
          const { body: bytes, contentType } = await multipartBody({
            ...(body as Record<string, string>),
            [field]: value,
            chunk: await solidJpeg(8, 8),
          });
          const res = await send(key, a, { payload: bytes, contentType });
          expectRefused(
            res,
            value.includes('\u0000') || value.includes('\ud800') ? RESULT.VALIDATION : RESULT.BAD_REQUEST,
            field,
            `${key} ${field} = ${JSON.stringify(value)}`,
          );
          sent++;
        }
      }

      // The whole body: broken JSON, not an object, wrong content types.
      if (operation.requestBody || key.startsWith('POST ') || key.startsWith('PUT ') || key.startsWith('DELETE ')) {
        const wholes: { payload: string; contentType: string; label: string }[] = [
          { payload: '{"title": "x",', contentType: 'application/json', label: 'cut-off JSON' },
          { payload: "{'a': 1}", contentType: 'application/json', label: 'not JSON' },
          { payload: '[1, 2]', contentType: 'application/json', label: 'an array' },
          { payload: '"text"', contentType: 'application/json', label: 'a string' },
          { payload: '{"__proto__": {"id_guide": 1}}', contentType: 'application/json', label: 'prototype poisoning' },
          { payload: 'id_guide=1', contentType: 'application/x-www-form-urlencoded', label: 'a form post' },
          { payload: JSON.stringify(body ?? {}), contentType: 'text/plain', label: 'text/plain' },
          { payload: '<a/>', contentType: 'application/xml', label: 'XML' },
        ];
        for (const whole of wholes) {
          if (!operation.requestBody && whole.contentType === 'application/json' && whole.label !== 'cut-off JSON')
            continue;
          const res = await send(key, a, { payload: whole.payload, contentType: whole.contentType });
          if (!operation.requestBody && res.statusCode < 400) continue; // a call without a body ignores one
          expectRefused(res, '4xx', null, `${key} body ${whole.label}`);
          sent++;
        }
      }

      expect(await snapshot(), `${key}: a refused call changed the database`).toBe(before);
      if (call.body || call.query || call.path) expect(sent, `${key}: no variant was sent`).toBeGreaterThan(0);
    },
  );
});

/** Kinds of row an id field names, and account B's id of each. */
const FOREIGN: Record<string, (f: Fixture) => number> = {
  id_guide: (f) => f.guide,
  id_guide_content: (f) => f.category,
  id_guide_topic: (f) => f.topic,
  id_file_public: (f) => f.file,
  id_map: (f) => f.map,
  id_shared_topic: (f) => f.sharedTopic,
  id_invitation: (f) => f.invitation,
  id_calendar_feed: (f) => f.calendarFeed,
  id_message_rule: (f) => f.messageRule,
  id_request_type: (f) => f.requestType,
  id_request: (f) => f.request,
  id_api_token: (f) => f.apiToken,
  id_member: (f) => f.member,
  id_webhook: (f) => f.webhook,
  id_delivery: (f) => f.webhookDelivery,
  id_workspace: (f) => f.account.id_workspace,
  id: (f) => f.file,
};
/** Fields that are lists of ids (sent here as a list of B's one row) and the kind of row each names. */
const FOREIGN_LISTS: Record<string, keyof typeof FOREIGN> = { id_guides: 'id_guide' };

/** id_ fields that are codes of a fixed list (status, visibility), not rows of an account. */
const CODE_FIELDS = new Set(['id_status', 'id_address_view', 'id_topic_view']);

describe("another account's ids", () => {
  const cases = KEYS.flatMap((key) => {
    const call = CALLS[key]!;
    const fields = [
      ...Object.keys(call.body?.(placeholder()) ?? {}),
      ...Object.keys(call.query?.(placeholder()) ?? {}),
    ];
    return fields.filter((field) => field in FOREIGN || field in FOREIGN_LISTS).map((field) => [key, field] as const);
  });

  it('covers every id field of every call', () => {
    expect(cases.length).toBeGreaterThan(40);
    // A call whose input names a row by an id field FOREIGN does not know fails here.
    const idFields = KEYS.flatMap((key) =>
      [
        ...Object.keys(CALLS[key]!.body?.(placeholder()) ?? {}),
        ...Object.keys(CALLS[key]!.query?.(placeholder()) ?? {}),
      ]
        .filter((field) => /^id_/.test(field) && !CODE_FIELDS.has(field))
        .map((field) => `${key} ${field}`),
    );
    expect(
      idFields.filter((entry) => {
        const field = entry.split(' ').at(-1)!;
        return !(field in FOREIGN) && !(field in FOREIGN_LISTS);
      }),
    ).toEqual([]);
  });

  it.each(cases)(
    '%s with B’s %s answers 01 like an id that does not exist, and changes nothing',
    async (key, field) => {
      const call = CALLS[key]!;
      const before = await snapshot();
      const answers: Json[] = [];
      const list = FOREIGN_LISTS[field];
      for (const one of [FOREIGN[list ?? field]!(b), 2_000_000_000]) {
        // A list of ids answers naming the id it refused: the same answer but for the id sent.
        const id: number | number[] = list ? [one] : one;
        const inBody = call.body && field in call.body(a);
        const form =
          inBody && call.multipart && call.file
            ? await formBody({ ...call.body!(a), [field]: id }, { field: call.file.field, bytes: call.file.bytes() })
            : null;
        const res = form
          ? await send(key, a, { payload: form.body, contentType: form.contentType })
          : inBody
            ? await send(key, a, {
                payload: JSON.stringify({ ...call.body!(a), [field]: id }),
                contentType: 'application/json',
              })
            : await send(key, a, { query: { ...call.query!(a), [field]: String(id) } });
        expect(res.statusCode, `${key} ${field}=${String(id)}: ${res.body}`).toBe(404);
        answers.push(list ? JSON.parse(res.body.replaceAll(String(one), '{id}')) : res.json());
      }
      expect(answers[0]).toEqual(answers[1]);
      expect(answers[0]).toMatchObject({ RES_CODE: RESULT.NOT_FOUND, RES_RESULT: null });
      expect(await snapshot()).toBe(before);
    },
  );
});
