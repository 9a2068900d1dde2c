/**
 * The document at /api/docs/json, as a generated client reads it: Spectral's standard OpenAPI
 * ruleset (spectral:oas) finds nothing; every operation has an operationId named from its path,
 * unique, a summary, a description and declared tags; every JSON request body and answer has an
 * example that its own schema accepts; every call documents the error answers it gives, and gives
 * none it does not document, whoever calls it (no token, a wrong one, a read-only API token, no input).
 */
import { Ajv } from 'ajv';
import { Document, Spectral, type RulesetDefinition } from '@stoplight/spectral-core';
import { Json } from '@stoplight/spectral-parsers';
import { oas } from '@stoplight/spectral-rulesets';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, ZGuideExport } from '@guidebook/contract';
import { EXPORT_FILE, SCHEMA_EXAMPLES } from '../src/plugins/openapi-examples.ts';
import { getTestServer } from './helpers/test-app.ts';
import { buildFixture, CALLS, sendCall, type Fixture } from './helpers/calls.ts';
import { buildApiToken } from './helpers/factories.ts';

type Media = { schema?: object; example?: unknown };
type Answer = { description?: string; headers?: Record<string, unknown>; content?: Record<string, Media> };
type Operation = {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  requestBody?: { content: Record<string, Media> };
  parameters?: unknown[];
  security?: unknown[];
  responses: Record<string, Answer>;
};
type OpenApi = {
  tags?: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
};

const t = await getTestServer();
const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
const text = res.body;
const doc = JSON.parse(text) as OpenApi;
const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, operation]) => ({ method, path, operation })),
);

const isJson = (mediaType: string) => /[/+]json$/.test(mediaType);

describe('the OpenAPI document', () => {
  it('is served as JSON', () => {
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });

  it('passes Spectral’s spectral:oas ruleset without a warning', async () => {
    const spectral = new Spectral();
    // What a .spectral.yaml of `extends: spectral:oas` runs: the ruleset's recommended rules.
    spectral.setRuleset({ extends: [[oas as RulesetDefinition, 'recommended']] });
    const results = await spectral.run(new Document(text, Json, '/api/docs/json'));
    const found = results.map((r) => `${r.code} at ${r.path.join('.')}: ${r.message}`);
    expect(found, found.join('\n')).toEqual([]);
  }, 120_000);

  it('names every operation by one rule: its path’s segments in camelCase, the method on shared paths', () => {
    expect(operations.length).toBeGreaterThan(80);
    for (const { method, path, operation } of operations) {
      const segments = path.split('/').filter((s) => s && !s.startsWith('{'));
      const shared = Object.keys(doc.paths[path]!).length > 1;
      const expected = [...segments, ...(shared ? [method] : [])];
      const id = operation.operationId ?? '';
      // The same words, separated by dots, each segment's separators dropped and the next letter capitalised.
      expect(id, `${method} ${path}`).toMatch(/^[a-z][A-Za-z0-9]*(\.[a-z][A-Za-z0-9]*)+$|^[a-z][A-Za-z0-9]*$/);
      expect(
        id.split('.').map((s) => s.toLowerCase()),
        `${method} ${path}`,
      ).toEqual(expected.map((s) => s.replace(/[_.-]/g, '').toLowerCase()));
    }
    const byPath = new Map(
      operations.map(({ method, path, operation }) => [`${method} ${path}`, operation.operationId]),
    );
    expect(byPath.get('post /guides/create')).toBe('guides.create');
    expect(byPath.get('get /content_categories/list')).toBe('contentCategories.list');
    expect(byPath.get('get /guest/guides/{token}/wifi.png')).toBe('guest.guides.wifiPng');
    expect(byPath.get('get /guest/guides/{token}')).toBe('guest.guides');
    expect(byPath.get('post /guest/guides/{token}/views')).toBe('guest.guides.views');
    expect(byPath.get('get /guides/branding')).toBe('guides.branding.get');
    expect(byPath.get('put /guides/branding')).toBe('guides.branding.put');
    expect(byPath.get('get /files/public/raw/{fileId}/{fileName}')).toBe('files.public.raw');
  });

  it('gives every operation an operationId no other has', () => {
    const ids = operations.map(({ operation }) => operation.operationId);
    const repeated = ids.filter((id, i) => ids.indexOf(id) !== i);
    expect(repeated).toEqual([]);
  });

  it('describes every operation and tags it with a declared, described tag; every declared tag is used', () => {
    const declared = new Map((doc.tags ?? []).map((tag) => [tag.name, tag.description]));
    const used = new Set<string>();
    for (const { method, path, operation } of operations) {
      const where = `${method} ${path}`;
      expect(operation.summary?.trim(), where).toBeTruthy();
      expect(operation.description?.trim(), where).toBeTruthy();
      expect(operation.tags?.length, where).toBeGreaterThan(0);
      for (const tag of operation.tags ?? []) {
        expect(declared.has(tag), `${where}: tag "${tag}" is not declared`).toBe(true);
        used.add(tag);
      }
    }
    for (const [name, description] of declared) {
      expect(description?.trim(), `tag ${name}`).toBeTruthy();
      expect(used.has(name), `tag ${name} is declared but no operation has it`).toBe(true);
    }
  });

  it('has an example for every JSON request body and answer, valid against its own schema', () => {
    const ajv = new Ajv({ strict: false, validateFormats: false, allErrors: true });
    const problems: string[] = [];
    let checked = 0;
    for (const { method, path, operation } of operations) {
      const media = [
        ...Object.entries(operation.requestBody?.content ?? {}).map(
          ([type, m]) => [`request ${type}`, type, m] as const,
        ),
        ...Object.entries(operation.responses).flatMap(([status, r]) =>
          Object.entries(r.content ?? {}).map(([type, m]) => [`${status} ${type}`, type, m] as const),
        ),
      ];
      for (const [label, type, m] of media) {
        if (!isJson(type)) continue;
        const where = `${operation.operationId} (${method} ${path}) ${label}`;
        if (!('example' in m)) {
          problems.push(`${where}: no example`);
          continue;
        }
        const validate = ajv.compile(m.schema ?? {});
        if (!validate(m.example)) problems.push(`${where}: ${ajv.errorsText(validate.errors)}`);
        checked++;
      }
    }
    expect(problems, problems.join('\n')).toEqual([]);
    expect(checked).toBeGreaterThan(240);
  });

  it('has examples that their zod schemas accept, refinements included (a password and its confirmation, a stay’s dates)', () => {
    expect(SCHEMA_EXAMPLES.size).toBeGreaterThan(60);
    const problems = [...SCHEMA_EXAMPLES].flatMap(([schema, example]) =>
      (schema.safeParse(example).error?.issues ?? []).map(
        (issue) => `${JSON.stringify(example).slice(0, 80)}: ${issue.path.join('.')}: ${issue.message}`,
      ),
    );
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('has an export file example that the import accepts (its documented schema is any object)', () => {
    const parsed = ZGuideExport.safeParse(EXPORT_FILE);
    expect(parsed.error?.issues ?? []).toEqual([]);
    const exported = doc.paths['/guides/export']!.get!.responses['200']!.content!['application/json']!.example;
    expect(exported).toEqual(EXPORT_FILE);
  });
});

const TOKEN_LIMIT_HEADERS = ['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset'];

describe('the error answers of every call', () => {
  const keyOf = (method: string, path: string) => `${method.toUpperCase()} ${path}`;
  const operationOf = (key: string) => {
    const [method, path] = key.split(' ') as [string, string];
    return doc.paths[path]![method.toLowerCase()]!;
  };

  it('has a row in the call table for every documented call, and no other', () => {
    // GET /health takes nothing and answers everyone (as in hostile-input.test.ts).
    const documented = operations.map(({ method, path }) => keyOf(method, path)).filter((key) => key !== 'GET /health');
    expect(documented.sort()).toEqual(Object.keys(CALLS).sort());
  });

  it('documents 400 and 422 where a call takes input, 401 and 403 where it needs a token, each the envelope', () => {
    const problems: string[] = [];
    for (const { method, path, operation } of operations) {
      const where = keyOf(method, path);
      const expected = [
        ...(operation.parameters?.length || operation.requestBody ? ['400', '422'] : []),
        ...(operation.security?.length ? ['401', '403'] : []),
      ];
      for (const status of expected) if (!operation.responses[status]) problems.push(`${where}: no ${status}`);
      for (const [status, answer] of Object.entries(operation.responses)) {
        if (Number(status) < 400 || Number(status) >= 500) continue;
        if (!answer.description || answer.description === 'Default Response')
          problems.push(`${where} ${status}: no description of its own`);
        const schema = answer.content?.['application/json']?.schema as { properties?: object } | undefined;
        if (!schema?.properties || !('RES_CODE' in schema.properties))
          problems.push(`${where} ${status}: not the envelope`);
      }
      if (operation.responses['429'] && !operation.responses['429'].headers?.['Retry-After'])
        problems.push(`${where} 429: no Retry-After`);
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });

  describe('answers only statuses it documents', () => {
    let f: Fixture;
    let readToken: string;
    beforeAll(async () => {
      f = await buildFixture(t.app);
      readToken = (await buildApiToken(t.app, f.account, { scope: 'read' })).token;
    }, 120_000);

    /** Each error status an answer had that its call does not document. */
    async function undocumented(
      send: (key: string) => Promise<{ statusCode: number; body: string }>,
    ): Promise<string[]> {
      const problems: string[] = [];
      for (const key of Object.keys(CALLS)) {
        const res = await send(key);
        if (res.statusCode >= 400 && !operationOf(key).responses[String(res.statusCode)])
          problems.push(`${key}: ${res.statusCode} ${res.body.slice(0, 160)}`);
      }
      return problems;
    }

    it.each([
      ['no Authorization header', () => ({})],
      ['an unknown token', () => ({ authorization: 'Bearer gbk_not-a-token-anyone-was-given' })],
      ['a read-only API token', () => ({ authorization: `Bearer ${readToken}` })],
    ])(
      'with %s',
      async (_name, headers) => {
        const problems = await undocumented((key) => sendCall(t.app, key, f, headers()));
        expect(problems, problems.join('\n')).toEqual([]);
      },
      120_000,
    );

    it('with an API token: 429 and the X-RateLimit-* headers documented, and sent, on exactly the calls a token may make', async () => {
      const problems: string[] = [];
      for (const key of Object.keys(CALLS)) {
        const operation = operationOf(key);
        if (!operation.security?.length) continue;
        const res = await sendCall(t.app, key, f, { authorization: `Bearer ${readToken}` });
        const body = String(res.headers['content-type']).includes('json')
          ? (res.json() as { RES_MESSAGE?: string })
          : {};
        const tokenMay = !(res.statusCode === 403 && body.RES_MESSAGE === MESSAGES.apiToken.notForTokens);
        const answers = Object.entries(operation.responses).filter(([status]) => /^2..$|^429$/.test(status));
        for (const [status, answer] of answers)
          for (const header of TOKEN_LIMIT_HEADERS)
            if (Boolean(answer.headers?.[header]) !== tokenMay)
              problems.push(
                `${key} ${status}: ${header} ${tokenMay ? 'missing' : 'documented, but tokens may not call'}`,
              );
        if (tokenMay && !operation.responses['429']) problems.push(`${key}: no 429`);
        // A read token's write is refused before it is counted; every other answer carries the count.
        const counted = tokenMay && res.statusCode !== 403;
        if (counted && res.headers['x-ratelimit-limit'] === undefined)
          problems.push(`${key}: answered ${res.statusCode} without X-RateLimit-Limit`);
      }
      expect(problems, problems.join('\n')).toEqual([]);
    }, 120_000);

    it('with another scheme than Bearer: every signed-in call says to send "Bearer <token>"', async () => {
      const problems = await undocumented(async (key) => {
        const res = await sendCall(t.app, key, f, { authorization: `Token ${readToken}` });
        if (!operationOf(key).security?.length) return res;
        const body = res.json() as { RES_MESSAGE?: string };
        const told = res.statusCode === 401 && body.RES_MESSAGE === MESSAGES.apiToken.wrongScheme;
        return told ? res : { statusCode: 599, body: `not told to use Bearer: ${res.statusCode} ${res.body}` };
      });
      expect(problems, problems.join('\n')).toEqual([]);
    }, 120_000);

    it('without its input (an empty JSON body, no query)', async () => {
      const problems = await undocumented(async (key) => {
        const call = CALLS[key]!;
        if (!call.body && !call.query) return { statusCode: 200, body: '' };
        const [method, template] = key.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string];
        let path = template;
        for (const [name, value] of Object.entries(call.path?.(f) ?? {}))
          path = path.replace(`{${name}}`, encodeURIComponent(value));
        return t.app.inject({
          method,
          url: `/api${path}`,
          headers: { ...f.account.auth, ...(call.body ? { 'content-type': 'application/json' } : {}) },
          ...(call.body ? { payload: '{}' } : {}),
        });
      });
      expect(problems, problems.join('\n')).toEqual([]);
    }, 120_000);
  });
});
