/**
 * /api/docs: the OpenAPI document @fastify/swagger builds from the routes' zod schemas, plus what
 * generated clients read and no route writes by hand, added here to every operation at once:
 * - an operationId named from the path by one rule (operationIdOf);
 * - the tags, each described once (TAGS);
 * - the error answers each call can give (errorStatusesOf): 400 and 422 where it takes input, 401 and
 *   403 where it needs a signed-in caller, 429 where a limit counts its calls (every API token's,
 *   a route's own), each the error envelope with one description per status (ERROR_ANSWERS);
 * - an example of each JSON request body and answer, looked up by the route's own zod schemas in
 *   openapi-examples.ts and wrapped in the envelope by the same functions the routes answer with.
 * The routes keep their summary and description next to their schemas.
 */
import type { FastifyInstance, FastifySchema } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from './envelope.ts';
import { WEBHOOK_EVENT_TYPES, webhookPayloadSchema, ZErrorEnvelope } from '@guidebook/contract';
import { errorExampleOf, exampleOf, OPERATION_EXAMPLES, WEBHOOK_EVENT_EXAMPLES } from './openapi-examples.ts';

const INFO = {
  title: 'Guidebook API',
  contact: { name: 'Guidebook' },
  version: '1.0.0',
  description:
    'Every JSON answer is the envelope { RES_CODE, RES_MESSAGE, RES_RESULT, RES_OTHERS }. ' +
    'RES_CODE 00 success, 01 not found (or not yours), 10 malformed request, 12 validation failed ' +
    '(RES_OTHERS.ERROR_FLAG 1, RES_OTHERS.RES_MESSAGE, RES_OTHERS.FIELDS), 13 conflict, 40 not signed in, ' +
    '43 forbidden, 44 too many requests (Retry-After), 45 payload too large, 99 internal error. ' +
    'Signed-in calls take Authorization: Bearer with the token of /public/login, or with an API token ' +
    '(gbk_..., made in Api Access or with /api_tokens/create): a read token makes GET calls only, no token ' +
    'changes the account or manages tokens or members (43 otherwise). Another scheme than Bearer (Basic, Token, …) ' +
    'answers 40 saying so. An API token’s calls are counted per minute: its answers carry X-RateLimit-Limit, ' +
    'X-RateLimit-Remaining and X-RateLimit-Reset, and past the limit 44 with Retry-After. ' +
    'Data belongs to workspaces: a signed-in call acts in the workspace named by the header ' +
    'X-Workspace: {id_workspace} (from /users/workspaces), or in the caller’s own; an API token acts in the ' +
    'workspace it was made in. A role without the permission a call needs answers 43 naming it; see the team ' +
    'calls for roles and permissions.',
};

/** Every tag an operation carries, described once (the document's `tags`). */
export const TAGS: { name: string; description: string }[] = [
  { name: 'health', description: 'Whether this instance, its database and its file store answer.' },
  {
    name: 'auth',
    description: 'Accounts without a session: sign-up and its e-mailed confirmation, sign-in, password recovery.',
  },
  { name: 'users', description: 'The signed-in account: who it is, its profile, its password, signing out.' },
  { name: 'guides', description: 'Guides, one per property: their fields, and export, import and duplication.' },
  {
    name: 'content categories',
    description: 'The categories of a guide’s content (the guest Info tab’s sections), with an icon each.',
  },
  { name: 'content topics', description: 'Topics: the rich-text pages inside a category, with a featured image.' },
  {
    name: 'shared topics',
    description:
      'Shared topics: one topic placed into many guides, filled with each guide’s property values ({{name}}).',
  },
  { name: 'files', description: 'The workspace’s image library: chunked uploads, listing, search and deletion.' },
  {
    name: 'share',
    description: 'A guide’s branding, its share link and QR code, the printable flyer and House Manual, the preview.',
  },
  {
    name: 'guest',
    description: 'What a guest’s phone reads through a share link, without signing in; views are counted.',
  },
  { name: 'analytics', description: 'Guest views per guide, topic and day, for the Analytics tab and the dashboard.' },
  {
    name: 'invitations',
    description: 'Invitations of guests to a guide for a stay, their e-mail template and default access window.',
  },
  {
    name: 'calendar feeds',
    description: 'A guide’s calendar (iCal) addresses, whose reservations become stays, and how each last sync went.',
  },
  {
    name: 'messages',
    description:
      'Timed messages: rules that e-mail each stay’s guest at a moment of the stay, and each stay’s messages.',
  },
  {
    name: 'requests',
    description:
      'Guest requests: what a stay’s guest can ask for (early check-in, late check-out, …) and the host’s inbox.',
  },
  {
    name: 'feedback',
    description: 'What guests rated and wrote after their stay, per guide, and the review links shown to happy guests.',
  },
  { name: 'maps', description: 'Maps of points of interest, and which one a guide shows its guests.' },
  { name: 'api tokens', description: 'Tokens that let integrations call the API on a workspace’s behalf.' },
  { name: 'team', description: 'Workspaces, their members and roles, and team invitations.' },
  {
    name: 'webhooks',
    description:
      'Endpoints told about what happens in a workspace, each delivery signed as Standard Webhooks says; ' +
      'every event’s body is documented under x-webhooks.',
  },
  {
    name: 'white label',
    description:
      'A workspace’s own name on what its guests see: the e-mails’ sender and footer, and the product’s name hidden.',
  },
  { name: 'languages', description: 'A guide’s languages and the translations of what guests read.' },
  {
    name: 'domain',
    description:
      'A workspace’s own domain for its guests: the DNS records to add, the TXT check, and the question a ' +
      'reverse proxy asks before getting a certificate.',
  },
];

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace']);

/** `content_categories`, `wifi.png`, `icon-192.png` -> `contentCategories`, `wifiPng`, `icon192Png`. */
function camelCase(segment: string): string {
  return segment.replace(/[_.-]+([A-Za-z0-9])/g, (_whole, next: string) => next.toUpperCase());
}

/**
 * The one rule that names every operation: the path's segments without its parameters, each in
 * camelCase, joined by dots (`/guides/create` -> `guides.create`, `/content_categories/list` ->
 * `contentCategories.list`, `/guest/guides/{token}/wifi.png` -> `guest.guides.wifiPng`). On a path
 * that answers more than one method, each operation adds its method (`guides.branding.get`,
 * `guides.branding.put`).
 */
export function operationIdOf(path: string, method: string, pathHasOtherMethods: boolean): string {
  const segments = path
    .split('/')
    .filter((segment) => segment !== '' && !segment.startsWith('{'))
    .map(camelCase);
  if (pathHasOtherMethods) segments.push(method.toLowerCase());
  return segments.join('.');
}

/** Fastify's `/api/guest/guides/:token` -> the document's `/guest/guides/{token}` (servers: /api). */
function documentPath(url: string): string {
  return url.replace(/^\/api(?=\/)/, '').replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

type RouteSchemas = {
  body?: unknown;
  response?: Record<string, unknown>;
  permission?: string;
  /** The route reads a body, a query string or path parameters. */
  takesInput?: boolean;
  /** The route counts its calls per client address (its own `config.rateLimit`). */
  ownRateLimit?: boolean;
  /** API tokens may make the call (it needs a permission and does not say `apiTokens: 'never'`): their limit counts it. */
  tokenCounted?: boolean;
};
type Media = { example?: unknown; schema?: unknown };
type Answer = { description?: string; headers?: Record<string, unknown>; content?: Record<string, Media> };
type Operation = {
  operationId?: string;
  requestBody?: { content?: Record<string, Media> };
  responses: Record<string, Answer>;
};
type Document = { paths: Record<string, Record<string, unknown> | undefined>; 'x-webhooks'?: unknown };

/**
 * What each webhook event POSTs, as OpenAPI 3.1's `webhooks` section describes it, under the
 * `x-webhooks` extension this 3.0 document can carry (read by Redoc): per event, the body's schema
 * (`{ type, timestamp, data }`) and an example.
 */
function webhooksSection(): Record<string, unknown> {
  const section: Record<string, unknown> = {};
  for (const type of ['ping', ...WEBHOOK_EVENT_TYPES] as const) {
    section[type] = {
      post: {
        summary: type === 'ping' ? 'ping: sent by POST /webhooks/test' : type,
        description:
          'Signed with the headers webhook-id (the same on every retry), webhook-timestamp and webhook-signature. ' +
          'Answer 2xx within 10 s; 5xx, 408, 429, a timeout or a connection error is retried.',
        requestBody: {
          content: {
            'application/json': {
              schema: z.toJSONSchema(webhookPayloadSchema(type), {
                target: 'openapi-3.0',
                io: 'output',
                unrepresentable: 'any',
              }),
              example: { type, timestamp: '2026-11-20T16:05:12.000Z', data: WEBHOOK_EVENT_EXAMPLES[type] },
            },
          },
        },
        responses: { '200': { description: 'Received (any 2xx).' } },
      },
    };
  }
  return section;
}

const integerHeader = (description: string) => ({ description, schema: { type: 'integer' } });

/** The headers every answer to an API token carries: its per-minute limit, what is left of it, when it starts again. */
const TOKEN_LIMIT_HEADERS = {
  'X-RateLimit-Limit': integerHeader('Calls an API token may make per minute (API_TOKEN_RATE_LIMIT_PER_MINUTE).'),
  'X-RateLimit-Remaining': integerHeader('Calls this API token has left in the current minute.'),
  'X-RateLimit-Reset': integerHeader('Seconds until the current minute’s count starts again.'),
};

/**
 * Each error status a call can answer, described once: the envelope with its RES_CODE. The
 * descriptions say what the caller does about it.
 */
const ERROR_ANSWERS: Record<
  number,
  { description: string; publicDescription?: string; headers?: Record<string, unknown> }
> = {
  400: {
    description:
      'RES_CODE 10: the request is malformed (JSON that does not parse, a field of the wrong type, a required ' +
      'parameter missing); RES_MESSAGE says which.',
  },
  401: {
    description:
      'RES_CODE 40: no token, one that is unknown, expired or revoked, or another scheme than Bearer. ' +
      'Send Authorization: Bearer <token> ' +
      'with a session token of /public/login or an API token (gbk_…).',
    publicDescription: 'RES_CODE 40: the credentials are refused; RES_MESSAGE says why.',
  },
  403: {
    description:
      'RES_CODE 43: the caller may not make this call: its role lacks the permission (named in RES_MESSAGE), ' +
      'a read-only API token makes a change, an API token makes a call only a signed-in person may, or ' +
      'X-Workspace names a workspace the caller is no member of.',
    publicDescription: 'RES_CODE 43: the call is refused; RES_MESSAGE says why.',
  },
  404: {
    description: 'RES_CODE 01: a row the call names does not exist, or is not in the caller’s workspace.',
  },
  409: { description: 'RES_CODE 13: the call conflicts with how things stand; RES_MESSAGE says what to do.' },
  413: { description: 'RES_CODE 45: the body is larger than this call accepts.' },
  422: {
    description:
      'RES_CODE 12: a field breaks a rule; RES_OTHERS.FIELDS gives each such field its message and ' +
      'RES_OTHERS.RES_MESSAGE the first.',
  },
  429: {
    description:
      'RES_CODE 44: too many calls in the current minute (per API token, or per client address on calls ' +
      'that send e-mail or try passwords); try again after Retry-After seconds.',
    headers: { 'Retry-After': integerHeader('Seconds until the call is accepted again.') },
  },
};

/** The error statuses a call can answer, from what its route declares (the statuses it documents itself stay). */
function errorStatusesOf(route: RouteSchemas): number[] {
  const statuses: number[] = [];
  if (route.takesInput) statuses.push(400, 422);
  if (route.permission !== undefined) statuses.push(401, 403);
  if (route.tokenCounted || route.ownRateLimit) statuses.push(429);
  return statuses;
}

/** The error envelope's schema as the document writes it. */
const ERROR_ENVELOPE_SCHEMA = (() => {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(ZErrorEnvelope, {
    target: 'openapi-3.0',
    io: 'output',
    unrepresentable: 'any',
  });
  return schema;
})();

/** Adds the call's error answers it does not document itself, and describes every error answer it gives. */
function addErrorAnswers(operation: Operation, route: RouteSchemas): void {
  for (const status of errorStatusesOf(route))
    operation.responses[String(status)] ??= {
      content: { 'application/json': { schema: structuredClone(ERROR_ENVELOPE_SCHEMA) } },
    };
  for (const [status, response] of Object.entries(operation.responses)) {
    const known = ERROR_ANSWERS[Number(status)];
    if (!known) continue;
    response.description =
      route.permission === undefined ? (known.publicDescription ?? known.description) : known.description;
    const headers = {
      ...known.headers,
      ...(Number(status) === 429 && route.tokenCounted ? TOKEN_LIMIT_HEADERS : {}),
    };
    if (Object.keys(headers).length > 0) response.headers = { ...response.headers, ...headers };
  }
  // Every answer to an API token says how much of its limit is left.
  if (!route.tokenCounted) return;
  for (const [status, response] of Object.entries(operation.responses))
    if (/^2\d\d$/.test(status)) response.headers = { ...response.headers, ...TOKEN_LIMIT_HEADERS };
}

function isZod(value: unknown): value is z.ZodType {
  return value instanceof z.ZodType;
}

/** The zod schema of one media type of a documented answer (a bare schema, or `{ content: { type: { schema } } }`). */
function answerSchema(response: unknown, mediaType: string): z.ZodType | undefined {
  if (isZod(response)) return response;
  const content = (response as { content?: Record<string, { schema?: unknown }> } | undefined)?.content;
  const schema = content?.[mediaType]?.schema;
  return isZod(schema) ? schema : undefined;
}

/** The answer's example: the result's in the success envelope, an error envelope, or the operation's own. */
function answerExample(
  operationId: string,
  method: string,
  status: number,
  schema: z.ZodType | undefined,
  route: RouteSchemas,
  body: unknown,
): unknown {
  const own = OPERATION_EXAMPLES[`${operationId} ${status}`];
  if (own !== undefined) return own;
  if (!schema) return undefined;
  const result = schema instanceof z.ZodObject ? (schema.shape as Record<string, unknown>).RES_RESULT : undefined;
  if (!isZod(result)) return exampleOf(schema);
  if (status >= 400)
    return errorExampleOf(status, {
      operationId,
      method,
      body,
      ...(isZod(route.body) ? { bodySchema: route.body } : {}),
      ...(route.permission ? { permission: route.permission } : {}),
      ...(route.ownRateLimit ? { ownRateLimit: true } : {}),
      ...(route.tokenCounted ? { tokenCounted: true } : {}),
    });
  const example = exampleOf(result);
  return example === undefined ? undefined : envelope(example);
}

const isJson = (mediaType: string) => /[/+]json$/.test(mediaType);

/** Names, and gives examples to, every operation of the document (built once, then cached). */
function completeDocument<D extends Document>(document: D, routes: Map<string, RouteSchemas>): D {
  for (const [path, item] of Object.entries(document.paths)) {
    const methods = Object.keys(item ?? {}).filter((key) => METHODS.has(key));
    for (const method of methods) {
      const operation = item![method] as Operation;
      const operationId = operationIdOf(path, method, methods.length > 1);
      operation.operationId = operationId;
      const route = routes.get(`${method.toUpperCase()} ${path}`) ?? {};
      addErrorAnswers(operation, route);
      let body: unknown;
      for (const [mediaType, media] of Object.entries(operation.requestBody?.content ?? {})) {
        if (!isJson(mediaType) || !isZod(route.body)) continue;
        body = exampleOf(route.body);
        if (body !== undefined) media.example = body;
      }
      for (const [status, response] of Object.entries(operation.responses)) {
        for (const [mediaType, media] of Object.entries(response.content ?? {})) {
          if (!isJson(mediaType)) continue;
          const example = answerExample(
            operationId,
            method.toUpperCase(),
            Number(status),
            answerSchema(route.response?.[status], mediaType) ??
              (Number(status) in ERROR_ANSWERS ? ZErrorEnvelope : undefined),
            route,
            body,
          );
          if (example !== undefined) media.example = example;
        }
      }
    }
  }
  return document;
}

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  // The routes' zod schemas by method and documented path, for the examples.
  const routes = new Map<string, RouteSchemas>();
  app.addHook('onRoute', (route) => {
    const schema = route.schema as (FastifySchema & RouteSchemas) | undefined;
    if (!schema || !route.url.startsWith('/api/')) return;
    for (const method of [route.method].flat())
      routes.set(`${method} ${documentPath(route.url)}`, {
        body: schema.body,
        response: schema.response,
        permission: (route.config as { permission?: string } | undefined)?.permission,
        takesInput: [schema.body, schema.querystring, schema.params].some((part) => part !== undefined),
        ownRateLimit: Boolean((route.config as { rateLimit?: unknown } | undefined)?.rateLimit),
        tokenCounted: route.config?.permission !== undefined && route.config.apiTokens !== 'never',
      });
  });
  await app.register(swagger, {
    openapi: {
      info: INFO,
      servers: [{ url: '/api' }],
      tags: TAGS,
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
    transformObject: (documentObject) =>
      'openapiObject' in documentObject
        ? { ...completeDocument(documentObject.openapiObject as Document, routes), 'x-webhooks': webhooksSection() }
        : documentObject.swaggerObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
