/**
 * The HTTP API, for arranging state the screens tests photograph (a verified account, a
 * guide with a category and topic, library files) without clicking through the journey.
 */
import { expect, request as playwrightRequest, type APIRequestContext, type APIResponse } from '@playwright/test';
import { RESULT } from '@guidebook/contract';
import { baseUrl } from './env.ts';
import type { UploadFile } from './images.ts';
import { linkIn, waitForMail } from './mailbox.ts';

type Envelope<T> = { RES_CODE: string; RES_MESSAGE: string; RES_RESULT: T };

export type LoginResult = {
  token: string;
  expires_at: string;
  user: { id_user: number; email: string; name: string; lastname: string; role: string };
  permissions: unknown[];
};

export type Account = { email: string; password: string; name: string; lastname: string };

export function newAccount(prefix: string): Account {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return { email: `${prefix}-${id}@example.com`, password: 'correct horse battery', name: 'Ana', lastname: 'Host' };
}

async function ok<T>(what: string, response: Promise<APIResponse>): Promise<T> {
  const res = await response;
  const body = (await res.json().catch(() => null)) as Envelope<T> | null;
  expect(body?.RES_CODE, `${what}: HTTP ${res.status()} ${JSON.stringify(body)}`).toBe(RESULT.OK);
  return (body as Envelope<T>).RES_RESULT;
}

export class Api {
  private token: string | null = null;

  constructor(private readonly request: APIRequestContext) {}

  private headers(): Record<string, string> {
    return this.token ? { authorization: `Bearer ${this.token}` } : {};
  }

  /** Registers, opens the e-mailed link's verification call, signs in. */
  async signUpVerified(account: Account): Promise<LoginResult> {
    await ok(
      'register',
      this.request.post('/api/public/register', {
        data: { ...account, password_confirm: account.password },
      }),
    );
    const mail = await waitForMail(account.email, /register_confirm/);
    const link = linkIn(mail, /register_confirm/);
    await ok(
      'verify',
      this.request.get('/api/public/register_verification', {
        params: { vc: link.searchParams.get('vc') ?? '', vi: link.searchParams.get('vi') ?? '' },
      }),
    );
    return this.login(account);
  }

  /** Acts as an already signed-in host (the project's shared one: support/host.ts). */
  use(session: LoginResult): LoginResult {
    this.token = session.token;
    return session;
  }

  async login(account: Account): Promise<LoginResult> {
    const result = await ok<LoginResult>(
      'login',
      this.request.post('/api/public/login', { data: { email: account.email, password: account.password } }),
    );
    this.token = result.token;
    return result;
  }

  createGuide(fields: Record<string, unknown>): Promise<{ id_guide: number }> {
    return ok('create guide', this.request.post('/api/guides/create', { data: fields, headers: this.headers() }));
  }

  createCategory(fields: Record<string, unknown>): Promise<{ id_guide_content: number }> {
    return ok(
      'create category',
      this.request.post('/api/content_categories/create', { data: fields, headers: this.headers() }),
    );
  }

  createTopic(fields: Record<string, unknown>): Promise<{ id_guide_topic: number }> {
    return ok(
      'create topic',
      this.request.post('/api/content_topics/create', { data: fields, headers: this.headers() }),
    );
  }

  /** One-chunk upload, as the web app sends a file under 100 MB. */
  async upload(file: UploadFile): Promise<{ id_file_public: number; name: string }> {
    const result = await ok<Array<{ id_file_public: number; name: string }>>(
      `upload ${file.name}`,
      this.request.post('/api/files/public/create', {
        headers: this.headers(),
        multipart: {
          chunkIndex: '0',
          totalChunks: '1',
          name: file.name,
          comment: '',
          private: '4',
          chunk: file,
        },
      }),
    );
    return result[0] as { id_file_public: number; name: string };
  }
}

/** A guide's share token and further-language calls, as the admin web app makes them. */
export class GuideApi {
  constructor(
    private readonly request: APIRequestContext,
    private readonly token: string,
  ) {}

  private put<T>(what: string, url: string, data: Record<string, unknown>): Promise<T> {
    return ok(what, this.request.put(url, { data, headers: { authorization: `Bearer ${this.token}` } }));
  }

  async shareToken(idGuide: number): Promise<string> {
    const share = await ok<{ token: string }>(
      'share link',
      this.request.get('/api/guides/share', {
        params: { id_guide: idGuide },
        headers: { authorization: `Bearer ${this.token}` },
      }),
    );
    return share.token;
  }

  setLanguages(idGuide: number, defaultLanguage: string, languages: string[]): Promise<unknown> {
    return this.put('guide languages', '/api/guides/languages', {
      id_guide: idGuide,
      default_language: defaultLanguage,
      languages,
    });
  }

  translateGuide(fields: { id_guide: number; language: string; title?: string; subtitle?: string; welcome?: string }) {
    return this.put('translate guide', '/api/guides/translate', fields);
  }

  translateCategory(fields: { id_guide_content: number; language: string; name: string }) {
    return this.put('translate category', '/api/content_categories/translate', fields);
  }

  translateTopic(fields: { id_guide_topic: number; language: string; name: string; content: string }) {
    return this.put('translate topic', '/api/content_topics/translate', fields);
  }
}

/**
 * Runs `steps` with an API client on a request context of its own, disposed afterwards: how a spec's
 * beforeAll arranges its account and guide.
 */
export async function withApi<T>(steps: (api: Api, request: APIRequestContext) => Promise<T>): Promise<T> {
  const request = await playwrightRequest.newContext({ baseURL: baseUrl() });
  try {
    return await steps(new Api(request), request);
  } finally {
    await request.dispose();
  }
}

/**
 * What a read-scope API token may do: list the guides (answered, `guideTitle` among them) and not
 * create one (403, code 43).
 */
export async function expectReadTokenOnly(request: APIRequestContext, token: string, guideTitle: string) {
  const bearer = { authorization: `Bearer ${token}` };
  const list = await request.get('/api/guides/list', { headers: bearer });
  expect(list.status()).toBe(200);
  const listed = (await list.json()) as Envelope<unknown>;
  expect(listed.RES_CODE).toBe(RESULT.OK);
  expect(JSON.stringify(listed.RES_RESULT)).toContain(guideTitle);
  const create = await request.post('/api/guides/create', {
    headers: bearer,
    data: { title: 'Made by a read token', timezone: 'Europe/London' },
  });
  expect(create.status()).toBe(403);
  expect(((await create.json()) as Envelope<unknown>).RES_CODE).toBe(RESULT.FORBIDDEN);
}
