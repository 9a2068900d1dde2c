/**
 * The server tests' one set of factories: a caller for the JSON API, and builders for the rows a
 * test needs (accounts, guides, categories, topics, library files, maps, invitations), each made
 * through the real API as the web app would, with defaults a test overrides only where it cares.
 * Accounts are the exception: a verified account with a live session is written straight to the
 * database, so tests of other features do not depend on the sign-up flow (auth.test.ts covers it).
 *
 *   const res = await api(t.app, host).post('/maps/create', { title: 'Walks' });
 *   const topic = await buildTopic(t.app, host, { name: 'Wifi' }); // with a guide, category and image
 */
import crypto from 'node:crypto';
import { expect } from 'vitest';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import {
  RESULT,
  ZCategory,
  ZFilePublic,
  ZGuide,
  ZCalendarFeed,
  ZMessageRule,
  type TMessageRule,
  ZInvitation,
  ZMap,
  ZApiTokenCreated,
  ZMember,
  type TMember,
  type TApiTokenCreated,
  ZShareLink,
  ZTopic,
  ZSharedTopic,
  type TSharedTopic,
  type TCategory,
  type TEnvelope,
  type TFilePublic,
  type TGuide,
  type TCalendarFeed,
  type TInvitation,
  type TMap,
  type TShareLink,
  type TTopic,
} from '@guidebook/contract';
import { sessions, users, workspaces } from '../../src/db/schema.ts';
import { eq } from 'drizzle-orm';
import { hashSecret, newSecret } from '../../src/lib/tokens.ts';
import { hashPassword } from '../../src/modules/auth/password-hash.ts';
import { postChunk, solidJpeg, splitBytes } from './images.ts';

/** What `res.json()` gives: JSON the test narrows by its own assertions. */
type UntypedJson = ReturnType<typeof JSON.parse>;
type Fields = Record<string, unknown>;

export type TestAccount = {
  id_user: number;
  /** The account's own workspace: what its guides, files and maps belong to. */
  id_workspace: number;
  email: string;
  token: string;
  auth: { authorization: string };
};

// ---------------------------------------------------------------------------------------------
// The API caller

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type CallOptions = { headers?: Record<string, string>; remoteAddress?: string };

/**
 * One answer: HTTP status and the parsed envelope. Only these two are own fields, so two answers
 * compare equal (`toEqual`) when status and envelope do; headers and the raw response are getters.
 * A non-JSON answer (bytes, 204, 304) has no body here: read `response`.
 */
export class Answer<T = UntypedJson> {
  readonly status: number;
  readonly body: TEnvelope<T>;
  readonly #response: LightMyRequestResponse;

  constructor(response: LightMyRequestResponse) {
    this.#response = response;
    this.status = response.statusCode;
    const json = String(response.headers['content-type'] ?? '').includes('json') && response.body !== '';
    this.body = (json ? response.json() : undefined) as TEnvelope<T>;
  }

  get headers(): LightMyRequestResponse['headers'] {
    return this.#response.headers;
  }

  get response(): LightMyRequestResponse {
    return this.#response;
  }
}

export type Api = {
  /** `url` is under /api, written without it: '/guides/list?page=1'. */
  call<T = UntypedJson>(method: Method, url: string, payload?: unknown, options?: CallOptions): Promise<Answer<T>>;
  get<T = UntypedJson>(url: string, options?: CallOptions): Promise<Answer<T>>;
  post<T = UntypedJson>(url: string, payload?: unknown, options?: CallOptions): Promise<Answer<T>>;
  put<T = UntypedJson>(url: string, payload?: unknown, options?: CallOptions): Promise<Answer<T>>;
  delete<T = UntypedJson>(url: string, payload?: unknown, options?: CallOptions): Promise<Answer<T>>;
};

/**
 * Calls the API as `who`: an account, a bare session token (sent as a Bearer token, known or
 * not), or nobody (no Authorization header).
 */
export function api(app: FastifyInstance, who?: TestAccount | string | null): Api {
  const auth: Record<string, string> =
    who == null ? {} : typeof who === 'string' ? { authorization: `Bearer ${who}` } : who.auth;
  const call = async <T>(method: Method, url: string, payload?: unknown, options: CallOptions = {}) => {
    const request: InjectOptions = {
      method,
      url: `/api${url}`,
      headers: { ...auth, ...options.headers },
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
      ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    };
    return new Answer<T>(await app.inject(request));
  };
  return {
    call,
    get: (url, options) => call('GET', url, undefined, options),
    post: (url, payload, options) => call('POST', url, payload, options),
    put: (url, payload, options) => call('PUT', url, payload, options),
    delete: (url, payload, options) => call('DELETE', url, payload, options),
  };
}

/**
 * Each call, as [method, url, payload], answers 401 with code 40 and no result without a token,
 * and code 40 with a token that does not exist.
 */
export async function expectTokenRequired(
  app: FastifyInstance,
  calls: [Method, string, object | undefined][],
): Promise<void> {
  for (const [method, url, payload] of calls) {
    const none = await api(app).call(method, url, payload);
    expect(none.status, `${method} ${url}`).toBe(401);
    expect(none.body).toMatchObject({ RES_CODE: RESULT.UNAUTHENTICATED, RES_RESULT: null });
    const unknown = await api(app, 'not-a-real-token').call(method, url, payload);
    expect(unknown.body.RES_CODE).toBe(RESULT.UNAUTHENTICATED);
  }
}

/** The result of an answer that must have succeeded ('00'); otherwise the test fails showing the envelope. */
export function resultOf<T>(answer: Answer<T>, what = 'the call'): T {
  expect(answer.body?.RES_CODE, `${what} answered ${answer.status}: ${JSON.stringify(answer.body)}`).toBe(RESULT.OK);
  return answer.body.RES_RESULT;
}

/** The result of a create call, which answers 201. */
function createdResult<T>(answer: Answer<T>, what: string): T {
  const result = resultOf(answer, what);
  expect(answer.status, what).toBe(201);
  return result;
}

// ---------------------------------------------------------------------------------------------
// Builders

/**
 * A verified account with a live session. `password` makes signing in with it work (the default
 * hash matches no password).
 */
export async function buildAccount(
  app: FastifyInstance,
  overrides: { email?: string; password?: string; name?: string; lastname?: string } = {},
): Promise<TestAccount> {
  const { db } = app.deps.database;
  const email = overrides.email ?? `host-${crypto.randomBytes(4).toString('hex')}@example.com`;
  const [user] = await db
    .insert(users)
    .values({
      email,
      name: overrides.name ?? 'Test',
      lastname: overrides.lastname ?? 'Host',
      password_hash: overrides.password === undefined ? 'unused' : await hashPassword(overrides.password),
      email_verified_at: new Date(),
    })
    .returning();
  const token = newSecret();
  await db.insert(sessions).values({
    id_user: user!.id_user,
    token_hash: hashSecret(token),
    expires_at: new Date(Date.now() + 86_400_000),
  });
  const [own] = await db
    .select({ id_workspace: workspaces.id_workspace })
    .from(workspaces)
    .where(eq(workspaces.id_user_owner, user!.id_user));
  return {
    id_user: user!.id_user,
    id_workspace: own!.id_workspace,
    email,
    token,
    auth: { authorization: `Bearer ${token}` },
  };
}

/** A guide titled 'Test Guide' unless `fields` say otherwise (any guides/create field). */
export async function buildGuide(app: FastifyInstance, owner: TestAccount, fields: Fields = {}): Promise<TGuide> {
  const res = await api(app, owner).post('/guides/create', { title: 'Test Guide', ...fields });
  return ZGuide.parse(createdResult(res, 'guides/create'));
}

/** A guide with its share link: what a guest opens (`token`, `url`). */
export async function buildSharedGuide(
  app: FastifyInstance,
  owner: TestAccount,
  fields: Fields = {},
): Promise<TGuide & { token: string; url: string }> {
  const guide = await buildGuide(app, owner, fields);
  const { token, url } = await shareLink(app, owner, guide.id_guide);
  return { ...guide, token, url };
}

/** A category with a name and an icon, in `fields.id_guide` or in a new guide of the owner's. */
export async function buildCategory(
  app: FastifyInstance,
  owner: TestAccount,
  fields: Fields & { id_guide?: number } = {},
): Promise<TCategory> {
  const id_guide = fields.id_guide ?? (await buildGuide(app, owner)).id_guide;
  const res = await api(app, owner).post('/content_categories/create', {
    name: 'Category',
    image: '<i class="fa-solid fa-key"></i>',
    ...fields,
    id_guide,
  });
  return ZCategory.parse(createdResult(res, 'content_categories/create'));
}

/**
 * A topic with a name and content, in `fields.id_guide_content` or in a new category (and guide);
 * its featured image is `fields.id_file_public` or the owner's default image (uploaded once).
 */
export async function buildTopic(
  app: FastifyInstance,
  owner: TestAccount,
  fields: Fields & { id_guide_content?: number; id_file_public?: number } = {},
): Promise<TTopic> {
  const id_guide_content = fields.id_guide_content ?? (await buildCategory(app, owner)).id_guide_content;
  const id_file_public = fields.id_file_public ?? (await defaultImage(app, owner)).id_file_public;
  const res = await api(app, owner).post('/content_topics/create', {
    name: 'Topic',
    content: '<p>Some text.</p>',
    ...fields,
    id_guide_content,
    id_file_public,
  });
  return ZTopic.parse(createdResult(res, 'content_topics/create'));
}

/** A shared topic in the owner's workspace, its featured image `fields.id_file_public` or the default image. */
export async function buildSharedTopic(
  app: FastifyInstance,
  owner: TestAccount,
  fields: Fields & { id_file_public?: number } = {},
): Promise<TSharedTopic> {
  const id_file_public = fields.id_file_public ?? (await defaultImage(app, owner)).id_file_public;
  const res = await api(app, owner).post('/shared_topics/create', {
    name: 'House rules',
    content: '<p>Bins go out on {{bin_day}}.</p>',
    ...fields,
    id_file_public,
  });
  return ZSharedTopic.parse(createdResult(res, 'shared_topics/create'));
}

/**
 * A file in the owner's library, uploaded through the chunked upload call as the browser sends it:
 * by default a small JPEG named photo.jpg, in one chunk, with an empty comment.
 */
export async function buildFile(
  app: FastifyInstance,
  owner: TestAccount,
  options: { name?: string; bytes?: Buffer; chunks?: number; comment?: string } = {},
): Promise<TFilePublic> {
  const bytes = options.bytes ?? (await solidJpeg(64, 48));
  const chunks = options.chunks ?? 1;
  let res: Answer | undefined;
  for (const [chunkIndex, chunk] of splitBytes(bytes, chunks).entries()) {
    res = new Answer(
      await postChunk(app, owner.auth, {
        chunk,
        chunkIndex,
        totalChunks: chunks,
        name: options.name ?? 'photo.jpg',
        comment: options.comment ?? '',
      }),
    );
  }
  return ZFilePublic.parse(createdResult(res!, 'files/public/create')[0]);
}

/** A map titled 'Map' with no pins unless `fields` give them. */
export async function buildMap(
  app: FastifyInstance,
  owner: TestAccount,
  fields: { title?: string; pins?: unknown[] } = {},
): Promise<TMap> {
  const res = await api(app, owner).post('/maps/create', { title: 'Map', pins: [], ...fields });
  return ZMap.parse(createdResult(res, 'maps/create'));
}

/** An API token of the owner's (read unless told), with the token itself. */
export async function buildApiToken(
  app: FastifyInstance,
  owner: TestAccount,
  fields: { name?: string; scope?: 'read' | 'write'; expires_in_days?: number | null } = {},
): Promise<TApiTokenCreated> {
  const res = await api(app, owner).post('/api_tokens/create', { name: 'Integration', scope: 'read', ...fields });
  return ZApiTokenCreated.parse(createdResult(res, 'api_tokens/create'));
}

/** A pending team invitation of the owner's workspace (an editor of all guides unless `fields` say otherwise). */
export async function buildMemberInvitation(
  app: FastifyInstance,
  owner: TestAccount,
  fields: { email?: string; role?: 'admin' | 'editor' | 'viewer'; guides?: number[] | null } = {},
  headers: Record<string, string> = {},
): Promise<TMember> {
  const email = fields.email ?? `member-${crypto.randomBytes(4).toString('hex')}@example.com`;
  const res = await api(app, owner).post(
    '/team/members/invite',
    { email, role: 'editor', guides: null, ...fields },
    { headers },
  );
  return ZMember.parse(createdResult(res, 'team/members/invite'));
}

/** An invitation for a week in July 2030, to `fields.id_guide` or a new guide of the owner's. */
export async function buildInvitation(
  app: FastifyInstance,
  owner: TestAccount,
  fields: Fields & { id_guide?: number } = {},
): Promise<TInvitation> {
  const id_guide = fields.id_guide ?? (await buildGuide(app, owner)).id_guide;
  const res = await api(app, owner).post('/invitations/create', {
    guest_name: 'Ann Guest',
    guest_email: 'guest@example.com',
    check_in: '2030-07-01T15:00',
    check_out: '2030-07-08T10:00',
    ...fields,
    id_guide,
  });
  return ZInvitation.parse(createdResult(res, 'invitations/create'));
}

/** A calendar feed of `fields.id_guide` or of a new guide of the owner's. */
export async function buildCalendarFeed(
  app: FastifyInstance,
  owner: TestAccount,
  fields: Fields & { id_guide?: number } = {},
): Promise<TCalendarFeed> {
  const id_guide = fields.id_guide ?? (await buildGuide(app, owner)).id_guide;
  const res = await api(app, owner).post('/calendar_feeds/create', {
    url: 'https://calendar.example.com/listing.ics',
    label: 'Airbnb',
    ...fields,
    id_guide,
  });
  return ZCalendarFeed.parse(createdResult(res, 'calendar_feeds/create'));
}

/** A timed-message rule of `fields.id_guide` (a day before check-in, at 10:00), or of a new guide of the owner's. */
export async function buildMessageRule(
  app: FastifyInstance,
  owner: TestAccount,
  fields: Fields & { id_guide?: number | null } = {},
): Promise<TMessageRule> {
  const id_guide = fields.id_guide !== undefined ? fields.id_guide : (await buildGuide(app, owner)).id_guide;
  const res = await api(app, owner).post('/message_rules/create', {
    name: 'Day before',
    trigger: 'before_check_in',
    offset_days: 1,
    send_time: '10:00',
    texts: { en: { subject: 'See you tomorrow, {{guest_first_name}}', body: 'Check-in from {{check_in}}.' } },
    ...fields,
    id_guide,
  });
  return ZMessageRule.parse(createdResult(res, 'message_rules/create'));
}

/** The guide's share link (token and URL), as the host's Share dialog shows it. */
export async function shareLink(app: FastifyInstance, owner: TestAccount, idGuide: number): Promise<TShareLink> {
  return ZShareLink.parse(resultOf(await api(app, owner).get(`/guides/share?id_guide=${idGuide}`), 'guides/share'));
}

/** Per app and account: the library image topics get when a test names none. */
const defaultImages = new WeakMap<FastifyInstance, Map<number, Promise<TFilePublic>>>();

function defaultImage(app: FastifyInstance, owner: TestAccount): Promise<TFilePublic> {
  let byAccount = defaultImages.get(app);
  if (!byAccount) defaultImages.set(app, (byAccount = new Map()));
  let image = byAccount.get(owner.id_user);
  if (!image) {
    image = buildFile(app, owner, { name: 'featured.jpg' });
    byAccount.set(owner.id_user, image);
  }
  return image;
}

/** A guide with every field of the create call filled: a Cornish holiday cottage. */
export const FULL_GUIDE = {
  title: 'Seaside Cottage',
  subtitle: 'Welcome home',
  host: 'Ann',
  phone: '+44 1234 567890',
  phone_id_contact_type: 1,
  phone2: '+44 9876 543210',
  phone2_id_contact_type: 2,
  email: 'ann@example.com',
  address: '1 Harbour Road',
  address2: 'Flat 2',
  city: 'St Ives',
  state: 'Cornwall',
  zipcode: 'TR26 1AA',
  country: 'United Kingdom',
  timezone: 'Europe/London',
  id_address_view: 1,
  id_map: null,
  comment: 'Sea view',
} as const;
