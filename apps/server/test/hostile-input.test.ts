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
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import {
  buildAccount,
  buildCategory,
  buildFile,
  buildInvitation,
  buildMap,
  buildSharedGuide,
  buildTopic,
  type TestAccount,
} from './helpers/factories.ts';
import { multipartBody, solidJpeg } from './helpers/images.ts';

type Json = Record<string, unknown>;

/** One account's rows, made through the API: every id a call can name. */
type Fixture = {
  account: TestAccount;
  guide: number;
  category: number;
  topic: number;
  file: number;
  fileName: string;
  filePath: string;
  map: number;
  invitation: number;
  shareToken: string;
};

/** A call's valid input for account A; a variant changes one part of it. */
type Call = {
  body?: (f: Fixture) => Json;
  query?: (f: Fixture) => Record<string, string>;
  path?: (f: Fixture) => Record<string, string>;
  /** The body is multipart/form-data (the chunked upload). */
  multipart?: boolean;
};

const PIN = { name: 'Beach', category: 'Swim', description: 'Sand', latitude: 43.7, longitude: 7.26 };
const STAY = {
  guest_name: 'Ann Guest',
  guest_email: 'ann@example.com',
  check_in: '2030-07-01T15:00',
  check_out: '2030-07-08T10:00',
  send_email: false,
};

/** Every call of the API (OpenAPI paths under /api) and its valid input. */
const CALLS: Record<string, Call> = {
  'POST /public/register': {
    body: () => ({
      email: 'new@example.com',
      name: 'New',
      lastname: 'Host',
      password: 'Secret123!',
      password_confirm: 'Secret123!',
    }),
  },
  'GET /public/register_verification': { query: () => ({ vc: 'code', vi: '1' }) },
  'POST /public/register_resend': { body: () => ({ email: 'new@example.com' }) },
  'POST /public/login': { body: (f) => ({ email: f.account.email, password: 'wrong-password' }) },
  'POST /public/password_recover': { body: (f) => ({ email: f.account.email }) },
  'POST /public/password_reset': {
    body: () => ({ vc: 'code', vi: '1', password: 'Secret123!', password_confirm: 'Secret123!' }),
  },
  'GET /users/me': {},
  'POST /users/logout': {},
  'PUT /users/modify': { body: () => ({ name: 'Ann', lastname: 'Host' }) },
  'PUT /users/password': {
    body: () => ({ current_password: 'unused', password: 'Secret123!', password_confirm: 'Secret123!' }),
  },
  'GET /guides/list': {},
  'GET /guides/select': { query: (f) => ({ id_guide: String(f.guide) }) },
  'POST /guides/create': {
    body: (f) => ({
      title: 'Sea View',
      subtitle: 'Flat 2',
      host: 'Ann',
      phone: '+44 20 7946 0000',
      phone_id_contact_type: 1,
      phone2: '+44 20 7946 0001',
      phone2_id_contact_type: 2,
      email: 'ann@example.com',
      address: '1 Sea Road',
      address2: 'Top floor',
      city: 'Brighton',
      state: 'East Sussex',
      zipcode: 'BN1 1AA',
      country: 'United Kingdom',
      timezone: 'Europe/London',
      id_address_view: 1,
      id_map: f.map,
      comment: 'note',
      welcome: 'Welcome!',
      with_template: false,
    }),
  },
  'PUT /guides/modify': {
    body: (f) => ({ ...CALLS['POST /guides/create']!.body!(f), with_template: undefined, id_guide: f.guide }),
  },
  'DELETE /guides/delete': { body: (f) => ({ id_guide: f.guide, comment: 'gone' }) },
  'GET /content_categories/list': { query: (f) => ({ id_guide: String(f.guide) }) },
  'POST /content_categories/create': {
    body: (f) => ({
      id_guide: f.guide,
      name: 'Arrival',
      description: 'How to get in',
      image: '<i class="fa-solid fa-key"></i>',
      id_status: 1,
      comment: 'note',
    }),
  },
  'PUT /content_categories/modify': {
    body: (f) => ({
      ...CALLS['POST /content_categories/create']!.body!(f),
      id_guide_content: f.category,
    }),
  },
  'PUT /content_categories/order': { body: (f) => ({ id_guide: f.guide, ids: [f.category] }) },
  'DELETE /content_categories/delete': { body: (f) => ({ id_guide_content: f.category, comment: 'gone' }) },
  'GET /content_topics/list': { query: (f) => ({ id_guide_content: String(f.category) }) },
  'GET /content_topics/select': { query: (f) => ({ id_guide_topic: String(f.topic) }) },
  'POST /content_topics/create': {
    body: (f) => ({
      id_guide_content: f.category,
      name: 'Keys',
      description: 'Where they are',
      image: '/x.jpg',
      content: '<p>Under the mat.</p>',
      comment: 'note',
      id_status: 1,
      id_file_public: f.file,
    }),
  },
  'PUT /content_topics/modify': {
    body: (f) => ({ ...CALLS['POST /content_topics/create']!.body!(f), id_guide_topic: f.topic }),
  },
  'PUT /content_topics/order': { body: (f) => ({ id_guide_content: f.category, ids: [f.topic] }) },
  'DELETE /content_topics/delete': { body: (f) => ({ id_guide_topic: f.topic, comment: 'gone' }) },
  'GET /files/public/raw/{fileId}/{fileName}': {
    path: (f) => {
      const [fileId, fileName] = f.filePath.split('/').slice(-2);
      return { fileId: fileId!, fileName: fileName! };
    },
  },
  'POST /files/public/create': {
    multipart: true,
    body: () => ({ chunkIndex: 0, totalChunks: 2, name: 'photo.jpg', comment: 'note', private: 4 }),
  },
  'GET /files/public/list': { query: () => ({ page: '1', page_size: '10' }) },
  'GET /files/public/search': { query: () => ({ page: '1', page_size: '10', name: 'photo' }) },
  'GET /files/public/select': { query: (f) => ({ id: String(f.file) }) },
  'GET /files/public/exists': { query: (f) => ({ name: f.fileName, private: '4' }) },
  'DELETE /files/public/delete': { body: (f) => ({ id_file_public: f.file, private: 4, comment: 'gone' }) },
  'GET /guides/branding': { query: (f) => ({ id_guide: String(f.guide) }) },
  'PUT /guides/branding': {
    body: (f) => ({ id_guide: f.guide, id_file_public: f.file, font: 'Lato', color: '#ed8438' }),
  },
  'GET /guides/share': { query: (f) => ({ id_guide: String(f.guide) }) },
  'POST /guides/share/regenerate': { body: (f) => ({ id_guide: f.guide }) },
  'GET /guides/share/qr': { query: (f) => ({ id_guide: String(f.guide), format: 'svg' }) },
  'GET /guides/share/flyer': { query: (f) => ({ id_guide: String(f.guide), paper: 'a4' }) },
  'GET /guides/share/pdf': { query: (f) => ({ id_guide: String(f.guide) }) },
  'GET /guides/preview': { query: (f) => ({ id_guide: String(f.guide), drafts: '1' }) },
  'GET /guest/guides/{token}': { path: (f) => ({ token: f.shareToken }), query: () => ({ invite: 'abc' }) },
  'GET /guest/guides/{token}/pdf': { path: (f) => ({ token: f.shareToken }) },
  'GET /analytics/guide': { query: (f) => ({ id_guide: String(f.guide) }) },
  'GET /analytics/summary': {},
  'POST /guest/guides/{token}/views': {
    path: (f) => ({ token: f.shareToken }),
    body: (f) => ({ id_guide_topic: f.topic }),
  },
  'GET /invitations/list': { query: (f) => ({ id_guide: String(f.guide) }) },
  'GET /invitations/select': { query: (f) => ({ id_invitation: String(f.invitation) }) },
  'POST /invitations/create': {
    body: (f) => ({
      id_guide: f.guide,
      ...STAY,
      access_from: '2030-07-01T12:00',
      access_to: '2030-07-08T12:00',
    }),
  },
  'PUT /invitations/revoke': { body: (f) => ({ id_invitation: f.invitation }) },
  'DELETE /invitations/delete': { body: (f) => ({ id_invitation: f.invitation, comment: 'gone' }) },
  'POST /invitations/resend': { body: (f) => ({ id_invitation: f.invitation }) },
  'GET /invitations/template': {},
  'PUT /invitations/template': { body: () => ({ subject: 'Your stay', body: 'Open {{link}}' }) },
  'GET /invitations/settings': {},
  'PUT /invitations/settings': { body: () => ({ hours_before_checkin: 24, hours_after_checkout: 12 }) },
  'GET /guides/export': { query: (f) => ({ id_guide: String(f.guide) }) },
  'POST /guides/duplicate': { body: (f) => ({ id_guide: f.guide }) },
  'POST /guides/import': {
    body: () => ({
      format: 'guidebook-guide',
      version: 1,
      guide: { title: 'Imported' },
      categories: [],
      images: [],
    }),
  },
  'GET /maps/list': {},
  'GET /maps/select': { query: (f) => ({ id_map: String(f.map) }) },
  'POST /maps/create': { body: () => ({ title: 'Beaches', pins: [PIN] }) },
  'PUT /maps/modify': { body: (f) => ({ id_map: f.map, title: 'Beaches', pins: [PIN] }) },
  'DELETE /maps/delete': { body: (f) => ({ id_map: f.map, comment: 'gone' }) },
  'PUT /guides/active_map': { body: (f) => ({ id_guide: f.guide, id_map: f.map }) },
};

let t: TestApp;
let a: Fixture;
let b: Fixture;
let admin: pg.Client;

async function makeFixture(): Promise<Fixture> {
  const account = await buildAccount(t.app);
  const guide = await buildSharedGuide(t.app, account, { title: 'Cottage' });
  const category = await buildCategory(t.app, account, { id_guide: guide.id_guide });
  const file = await buildFile(t.app, account, { name: 'photo.jpg' });
  const topic = await buildTopic(t.app, account, {
    id_guide_content: category.id_guide_content,
    id_file_public: file.id_file_public,
  });
  const map = await buildMap(t.app, account, { title: 'Map', pins: [PIN] });
  const invitation = await buildInvitation(t.app, account, { id_guide: guide.id_guide, ...STAY });
  return {
    account,
    guide: guide.id_guide,
    category: category.id_guide_content,
    topic: topic.id_guide_topic,
    file: file.id_file_public,
    fileName: 'photo.jpg',
    filePath: file.path_file,
    map: map.id_map,
    invitation: invitation.id_invitation,
    shareToken: guide.token,
  };
}

/**
 * Every row of every table, in a stable order: what "nothing changed" is compared against. Not the
 * rate-limit counters: a refused attempt counts against its sender, as it always did in memory.
 */
async function snapshot(): Promise<string> {
  const tables = await admin.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> 'rate_limits'
      ORDER BY table_name`,
  );
  const parts: string[] = [];
  for (const { name } of tables.rows) {
    const rows = await admin.query(`SELECT t::text AS row FROM "${name}" t ORDER BY 1`);
    parts.push(`${name}: ${rows.rows.map((r: { row: string }) => r.row).join('\n')}`);
  }
  return parts.join('\n\n');
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

type Variant = { label: string; raw: string; code: '10' | '12' | '4xx'; utf8Broken?: boolean };

/** Integer fields a person types (a range they pass is a rule, 12); every other integer is the app's (10). */
const PERSON_TYPED = new Set(['hours_before_checkin', 'hours_after_checkout']);

const INTEGER_VARIANTS = (id: number, nullable: boolean, typed: boolean): Variant[] => [
  { label: 'true', raw: 'true', code: '10' },
  { label: 'false', raw: 'false', code: '10' },
  { label: 'an array', raw: `[${id}]`, code: '10' },
  { label: 'an object', raw: `{"id":${id}}`, code: '10' },
  ...(nullable ? [] : [{ label: 'null', raw: 'null', code: '10' as const }]),
  { label: 'an empty string', raw: '""', code: '10' },
  { label: 'a fraction', raw: '1.5', code: '10' },
  { label: 'an integral fraction', raw: `${id}.0`, code: '10' },
  { label: 'an exponent', raw: `${id}e0`, code: '10' },
  { label: 'an exponent string', raw: `"${id}e0"`, code: '10' },
  { label: 'a string with spaces', raw: `" ${id}"`, code: '10' },
  { label: 'beyond 32 bits', raw: '2147483648', code: '10' },
  { label: 'beyond doubles', raw: '1e400', code: '10' },
  { label: 'negative', raw: '-1', code: typed ? '12' : '10' },
];

const TEXT_VARIANTS: Variant[] = [
  { label: 'NUL', raw: JSON.stringify('a\u0000b'), code: '12' },
  { label: 'a lone surrogate', raw: '"a\\ud800b"', code: '12' },
  { label: 'invalid UTF-8', raw: '"a__NOT_UTF8__b"', code: '12', utf8Broken: true },
  { label: 'an object', raw: '{"a":1}', code: '4xx' },
  { label: 'an array', raw: '["a"]', code: '4xx' },
];

const BOOLEAN_VARIANTS: Variant[] = [
  { label: 'a string', raw: '"true"', code: '10' },
  { label: 'a number', raw: '1', code: '10' },
  { label: 'null', raw: 'null', code: '10' },
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

beforeAll(async () => {
  t = await createTestApp({ rateLimitPerMinute: 1_000_000 });
  admin = new pg.Client({ connectionString: t.databaseUrl });
  await admin.connect();
  a = await makeFixture();
  b = await makeFixture();
  doc = t.app.swagger() as unknown as OpenApi;
}, 120_000);

afterAll(async () => {
  await admin?.end();
  await t?.close();
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
          expectRefused(res, types.has('integer') ? '10' : '4xx', parameter.name, `${key} ?${qs}`);
          sent++;
        }
        if (types.has('integer')) {
          // Two values for one integer: an array in the parsed query.
          const res = await send(key, a, {
            query: `${new URLSearchParams(query)}&${parameter.name}=${query[parameter.name]}`,
          });
          expectRefused(res, '10', parameter.name, `${key} repeated ${parameter.name}`);
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
            expectRefused(res, '12', null, `${key} guide.title = ${variant.label}`);
            sent++;
          }
        }
      }
      if (body && call.multipart) {
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
            value.includes('\u0000') || value.includes('\ud800') ? '12' : '10',
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
  id_invitation: (f) => f.invitation,
  id: (f) => f.file,
};

describe("another account's ids", () => {
  const cases = KEYS.flatMap((key) => {
    const call = CALLS[key]!;
    const fields = [
      ...Object.keys(call.body?.(placeholder()) ?? {}),
      ...Object.keys(call.query?.(placeholder()) ?? {}),
    ];
    return fields.filter((field) => field in FOREIGN).map((field) => [key, field] as const);
  });

  it('covers every id field of every call', () => {
    expect(cases.length).toBeGreaterThan(40);
  });

  it.each(cases)(
    '%s with B’s %s answers 01 like an id that does not exist, and changes nothing',
    async (key, field) => {
      const call = CALLS[key]!;
      const before = await snapshot();
      const answers: Json[] = [];
      for (const id of [FOREIGN[field]!(b), 2_000_000_000]) {
        const inBody = call.body && field in call.body(a);
        const res = inBody
          ? await send(key, a, {
              payload: JSON.stringify({ ...call.body!(a), [field]: id }),
              contentType: 'application/json',
            })
          : await send(key, a, { query: { ...call.query!(a), [field]: String(id) } });
        expect(res.statusCode, `${key} ${field}=${id}: ${res.body}`).toBe(404);
        answers.push(res.json());
      }
      expect(answers[0]).toEqual(answers[1]);
      expect(answers[0]).toMatchObject({ RES_CODE: '01', RES_RESULT: null });
      expect(await snapshot()).toBe(before);
    },
  );
});

/** Shapes only: which fields a call's input has (ids are placeholders). */
function placeholder(): Fixture {
  return {
    account: { id_user: 1, email: 'x@example.com', token: '', auth: { authorization: '' } },
    guide: 1,
    category: 1,
    topic: 1,
    file: 1,
    fileName: 'x.jpg',
    filePath: '/files/public/raw/x/x.jpg',
    map: 1,
    invitation: 1,
    shareToken: 'x',
  };
}
