/**
 * One table of every call of the API x every kind of caller, with what each answers.
 * A call the API documents and ACCESS does not name fails the first test. Callers, all on one
 * workspace W whose owner built the fixture (helpers/calls.ts), its rows in guide A:
 *
 *   owner, admin, editor, viewer   members of W with that role, sending X-Workspace: W
 *   scoped                         an editor of W limited to guide B (the fixture's rows are in A)
 *   outsider                       a signed-in account that is no member of W, sending X-Workspace: W
 *   read, write                    API tokens the owner created (they send another workspace's id,
 *                                  which tokens ignore)
 *
 * Expected: `ok` answers what the owner's call answers (status and RES_CODE; writes each on a fresh
 * fixture of their own); `43` and `01` answer that code and change no row; `pub` is a call without
 * sign-in (never 5xx, never refused for who sends it).
 */
import { describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { MESSAGES, RESULT, WORKSPACE_HEADER } from '@guidebook/contract';
import { snapshotRows } from './helpers/db-snapshot.ts';
import { getDatabaseClient, getTestServer } from './helpers/test-app.ts';
import { buildAccount, buildApiToken, buildGuide, type TestAccount } from './helpers/factories.ts';
import { buildFixture, CALLS, sendCall, type Fixture } from './helpers/calls.ts';

const ROLES = ['owner', 'admin', 'editor', 'viewer', 'scoped', 'outsider', 'read', 'write'] as const;
type Caller = (typeof ROLES)[number];
type Expect = 'ok' | '43' | '01' | 'pub';

const PUB = 'pub pub pub pub pub pub pub pub';
/** A read of a row in guide A. */
const READ_GUIDE = 'ok ok ok ok 01 43 ok ok';
/** A read of the workspace's own rows (library, maps, settings, lists filtered by scope). */
const READ_WS = 'ok ok ok ok ok 43 ok ok';
/** A change to a row in guide A. */
const WRITE_GUIDE = 'ok ok ok 43 01 43 43 ok';
/** A change to the workspace's own rows (library, maps, invitation settings). */
const WRITE_WS = 'ok ok ok 43 ok 43 43 ok';
/** A change to what applies to every guide of the workspace (its branding): a member limited to chosen guides may not. */
const WRITE_ALL = 'ok ok ok 43 43 43 43 ok';
/** Creating a guide: a member limited to chosen guides may not. */
const CREATE_GUIDE = 'ok ok ok 43 43 43 43 ok';
/** Owners and admins, signed in (members and tokens). */
const MANAGE = 'ok ok 43 43 43 43 43 43';
/** The workspace's owner alone, signed in (handing it over, deleting it). */
const OWNER = 'ok 43 43 43 43 43 43 43';
/** The caller's own account (a stale X-Workspace does not stop it); no token. */
const ACCOUNT = 'ok ok ok ok ok ok 43 43';

//                                              owner admin editor viewer scoped outsider read write
const ACCESS: Record<string, string> = {
  'POST /public/register': PUB,
  'GET /public/register_verification': PUB,
  'POST /public/register_resend': PUB,
  'POST /public/login': PUB,
  'POST /public/password_recover': PUB,
  'POST /public/password_reset': PUB,
  'GET /users/me': 'ok ok ok ok ok 43 ok ok',
  'POST /users/logout': ACCOUNT,
  'PUT /users/modify': ACCOUNT,
  'PUT /users/password': ACCOUNT,
  'GET /users/workspaces': 'ok ok ok ok ok ok ok ok',
  'GET /guides/list': READ_WS,
  'GET /guides/tags/list': READ_WS,
  'PUT /guides/tags': WRITE_GUIDE,
  'POST /guides/bulk': WRITE_GUIDE,
  'GET /guides/select': READ_GUIDE,
  'PUT /guides/languages': WRITE_GUIDE,
  'GET /guides/translations': READ_GUIDE,
  'PUT /guides/translate': WRITE_GUIDE,
  'PUT /content_categories/translate': WRITE_GUIDE,
  'PUT /content_topics/translate': WRITE_GUIDE,
  'PUT /maps/translate': WRITE_WS,
  'POST /guides/create': CREATE_GUIDE,
  'PUT /guides/modify': WRITE_GUIDE,
  'DELETE /guides/delete': 'ok ok 43 43 43 43 43 ok',
  'GET /content_categories/list': READ_GUIDE,
  'POST /content_categories/create': WRITE_GUIDE,
  'PUT /content_categories/modify': WRITE_GUIDE,
  'PUT /content_categories/order': WRITE_GUIDE,
  'DELETE /content_categories/delete': WRITE_GUIDE,
  'GET /content_topics/list': READ_GUIDE,
  'GET /content_topics/select': READ_GUIDE,
  'POST /content_topics/create': WRITE_GUIDE,
  'PUT /content_topics/modify': WRITE_GUIDE,
  'PUT /content_topics/order': WRITE_GUIDE,
  'DELETE /content_topics/delete': WRITE_GUIDE,
  'GET /shared_topics/list': READ_WS,
  'GET /shared_topics/select': READ_WS,
  'POST /shared_topics/create': WRITE_ALL,
  'POST /shared_topics/modify': WRITE_ALL,
  'POST /shared_topics/delete': WRITE_ALL,
  'PUT /shared_topics/translate': WRITE_ALL,
  'POST /shared_topics/place': WRITE_GUIDE,
  'DELETE /shared_topics/unplace': WRITE_GUIDE,
  'POST /shared_topics/detach': WRITE_GUIDE,
  'GET /guides/values': READ_GUIDE,
  'PUT /guides/values': WRITE_GUIDE,
  'GET /files/public/raw/{fileId}/{fileName}': PUB,
  'POST /files/public/create': WRITE_WS,
  'GET /files/public/list': READ_WS,
  'GET /files/public/search': READ_WS,
  'GET /files/public/select': READ_WS,
  'GET /files/public/exists': READ_WS,
  'DELETE /files/public/delete': WRITE_WS,
  'GET /guides/branding': READ_GUIDE,
  'PUT /guides/branding': WRITE_GUIDE,
  'PUT /guides/branding/use_workspace': WRITE_GUIDE,
  'GET /workspace/branding': READ_WS,
  'PUT /workspace/branding': WRITE_ALL,
  'POST /workspace/branding/apply_all': WRITE_ALL,
  'GET /workspace/white_label': READ_WS,
  'PUT /workspace/white_label': 'ok ok 43 43 43 43 43 ok',
  'GET /guides/share': READ_GUIDE,
  'POST /guides/share/regenerate': WRITE_GUIDE,
  'PUT /guides/slug': WRITE_GUIDE,
  'GET /workspace/slug': READ_WS,
  'PUT /workspace/slug': 'ok ok 43 43 43 43 43 ok',
  'GET /guides/share/qr': READ_GUIDE,
  'GET /guides/share/flyer': READ_GUIDE,
  'GET /guides/share/pdf': READ_GUIDE,
  'GET /guides/preview': READ_GUIDE,
  'GET /guest/guides/{token}': PUB,
  'GET /guest/guides/{token}/pdf': PUB,
  'GET /guest/guides/{token}/manifest.webmanifest': PUB,
  'GET /guest/guides/{token}/icon-192.png': PUB,
  'GET /guest/guides/{token}/icon-512.png': PUB,
  'GET /guest/guides/{token}/wifi.png': PUB,
  'GET /analytics/guide': READ_GUIDE,
  'GET /analytics/summary': READ_WS,
  'POST /guest/guides/{token}/views': PUB,
  'GET /invitations/list': READ_GUIDE,
  'GET /invitations/select': READ_GUIDE,
  'POST /invitations/create': WRITE_GUIDE,
  'PUT /invitations/modify': WRITE_GUIDE,
  'POST /invitations/import': WRITE_GUIDE,
  'GET /calendar_feeds/list': READ_GUIDE,
  'POST /calendar_feeds/create': WRITE_GUIDE,
  'PUT /calendar_feeds/modify': WRITE_GUIDE,
  'POST /calendar_feeds/sync': WRITE_GUIDE,
  'DELETE /calendar_feeds/delete': WRITE_GUIDE,
  'GET /calendar_export/get': READ_GUIDE,
  'POST /calendar_export/regenerate': WRITE_GUIDE,
  'GET /message_rules/list': READ_GUIDE,
  'POST /message_rules/create': WRITE_GUIDE,
  'PUT /message_rules/modify': WRITE_GUIDE,
  'DELETE /message_rules/delete': WRITE_GUIDE,
  'POST /message_rules/preview': WRITE_GUIDE,
  'GET /invitations/messages': READ_GUIDE,
  'GET /request_types/list': READ_WS,
  'POST /request_types/create': WRITE_ALL,
  'PUT /request_types/modify': WRITE_ALL,
  'DELETE /request_types/delete': WRITE_ALL,
  'GET /requests/list': READ_GUIDE,
  'PUT /requests/answer': WRITE_GUIDE,
  'POST /guest/requests': PUB,
  'POST /invitations/messages/send_now': WRITE_GUIDE,
  'POST /guest/feedback': PUB,
  'GET /feedback/list': READ_GUIDE,
  'PUT /guides/review_links': WRITE_GUIDE,
  'PUT /invitations/revoke': WRITE_GUIDE,
  'DELETE /invitations/delete': WRITE_GUIDE,
  'POST /invitations/resend': WRITE_GUIDE,
  'GET /invitations/template': READ_WS,
  'GET /invitations/template_languages': READ_WS,
  'PUT /invitations/template': WRITE_WS,
  'GET /invitations/settings': READ_WS,
  'PUT /invitations/settings': WRITE_WS,
  'GET /guides/export': READ_GUIDE,
  'POST /guides/duplicate': CREATE_GUIDE,
  'POST /guides/import': CREATE_GUIDE,
  'GET /maps/list': READ_WS,
  'GET /maps/select': READ_WS,
  'POST /maps/create': WRITE_WS,
  'PUT /maps/modify': WRITE_WS,
  'DELETE /maps/delete': WRITE_WS,
  'PUT /guides/active_map': WRITE_GUIDE,
  'GET /api_tokens/list': MANAGE,
  'POST /api_tokens/create': MANAGE,
  'DELETE /api_tokens/delete': MANAGE,
  'GET /team/members/list': READ_WS,
  'POST /team/members/invite': MANAGE,
  'PUT /team/members/modify': MANAGE,
  'DELETE /team/members/delete': MANAGE,
  'POST /team/members/resend': MANAGE,
  'GET /public/team_invitation': PUB,
  'POST /team/invitations/accept': ACCOUNT,
  'POST /workspaces/create': ACCOUNT,
  // The fixture's workspace is its owner's personal one: the owner hears why it stays (13), the rest 43.
  'POST /workspaces/transfer': OWNER,
  'POST /workspaces/transfer/confirm': ACCOUNT,
  'POST /workspaces/delete': OWNER,
  'GET /webhooks/list': MANAGE,
  'POST /webhooks/create': MANAGE,
  'PUT /webhooks/modify': MANAGE,
  'DELETE /webhooks/delete': MANAGE,
  'POST /webhooks/test': MANAGE,
  'GET /webhooks/deliveries': MANAGE,
  'POST /webhooks/redeliver': MANAGE,
  'GET /workspace/domain': MANAGE,
  'PUT /workspace/domain': MANAGE,
  'DELETE /workspace/domain': MANAGE,
  'POST /workspace/domain/verify': MANAGE,
  'GET /public/domain_allowed': PUB,
};

function expectations(key: string): Record<Caller, Expect> {
  const codes = ACCESS[key]!.split(' ') as Expect[];
  expect(codes, key).toHaveLength(ROLES.length);
  return Object.fromEntries(ROLES.map((role, i) => [role, codes[i]!])) as Record<Caller, Expect>;
}

const t = await getTestServer({ rateLimitPerMinute: 1_000_000, apiTokenRateLimitPerMinute: 1_000_000 });
const admin = await getDatabaseClient(t);

/** A fixture's workspace with a caller of every kind: the headers each sends. */
type Team = { f: Fixture; headers: Record<Caller, Record<string, string>> };

async function addMember(account: TestAccount, idWorkspace: number, role: string, guides: number[] | null) {
  await admin.query(
    `INSERT INTO workspace_members (id_workspace, id_user, email, role, guides, status, date_accepted)
     VALUES ($1, $2, $3, $4, $5, 'active', now())`,
    [idWorkspace, account.id_user, account.email, role, guides],
  );
}

async function buildTeam(): Promise<Team> {
  // What does not depend on each other is made side by side.
  const [f, adminAccount, editor, viewer, scoped, outsider] = await Promise.all([
    buildFixture(t.app),
    ...Array.from({ length: 5 }, () => buildAccount(t.app)),
  ]);
  const ws = f.account.id_workspace;
  const [guideB, read, write] = await Promise.all([
    buildGuide(t.app, f.account, { title: 'Other guide' }),
    buildApiToken(t.app, f.account, { name: 'Read', scope: 'read' }),
    buildApiToken(t.app, f.account, { name: 'Write', scope: 'write' }),
  ]);
  await Promise.all([
    addMember(adminAccount!, ws, 'admin', null),
    addMember(editor!, ws, 'editor', null),
    addMember(viewer!, ws, 'viewer', null),
    addMember(scoped!, ws, 'editor', [guideB.id_guide]),
  ]);
  const member = (who: TestAccount) => ({ ...who.auth, [WORKSPACE_HEADER]: String(ws) });
  const token = (secret: string) => ({
    authorization: `Bearer ${secret}`,
    [WORKSPACE_HEADER]: String(outsider!.id_workspace),
  });
  return {
    f,
    headers: {
      owner: member(f.account),
      admin: member(adminAccount!),
      editor: member(editor!),
      viewer: member(viewer!),
      scoped: member(scoped!),
      outsider: member(outsider!),
      read: token(read.token),
      write: token(write.token),
    },
  };
}

/**
 * The team every read (a GET that is not public) asks on: each read row checks that no call of
 * its own changed a row, so every read finds the fixture as it was made.
 */
let reads: Promise<Team> | undefined;
function readTeam(): Promise<Team> {
  reads ??= buildTeam();
  return reads;
}

/** The call with its valid input for this fixture, with these headers. */
async function send(key: string, f: Fixture, extra: Record<string, string>): Promise<LightMyRequestResponse> {
  return sendCall(t.app, key, f, extra);
}

/** Status and RES_CODE (files and PDFs have no envelope). */
function outcome(res: LightMyRequestResponse): string {
  const isJson = String(res.headers['content-type'] ?? '').includes('application/json');
  return isJson ? `${res.statusCode} ${String(res.json().RES_CODE)}` : `${res.statusCode}`;
}

const KEYS = Object.keys(CALLS);
/** Every sentence a refused call may answer with: the role's, the scope's, the header's, a token's. */
const REFUSALS = [
  /^Your role \((admin|editor|viewer)\) cannot [A-Za-z ]+\.$/,
  new RegExp(`^${MESSAGES.team.scopeCannotCreate.replace(/[.()]/g, '\\$&')}$`),
  new RegExp(`^${MESSAGES.team.scopeWholeWorkspace.replace(/[.()]/g, '\\$&')}$`),
  new RegExp(`^${MESSAGES.team.notMember.replace(/[.()]/g, '\\$&')}$`),
  new RegExp(`^${MESSAGES.apiToken.notForTokens.replace(/[.()]/g, '\\$&')}$`),
  new RegExp(`^${MESSAGES.agency.ownerOnly.replace(/[.()]/g, '\\$&')}$`),
  /^This API token is read-only/,
];

describe('every call x every caller', () => {
  it('ACCESS names every call the API documents, and no other', () => {
    const doc = t.app.swagger() as unknown as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(doc.paths)
      .flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`))
      .filter((key) => !key.startsWith('GET /health'))
      .sort();
    expect(Object.keys(ACCESS).sort()).toEqual(documented);
    expect([...KEYS].sort()).toEqual(documented);
  });

  // Each call builds teams and asks as eight callers: some of them make a PDF each time.
  it.each(KEYS)(
    '%s',
    async (key) => {
      const expected = expectations(key);
      const pub = Object.values(expected).every((e) => e === 'pub');
      const isRead = key.startsWith('GET ');
      const allowed = ROLES.filter((r) => expected[r] === 'ok' && r !== 'owner');
      // The teams this row needs, made side by side before anything is compared: the row's own (a
      // read shares the one team of the reads) and, for a write, a fresh one per allowed caller.
      const [team, fresh] = await Promise.all([
        isRead && !pub ? readTeam() : buildTeam(),
        Promise.all(isRead ? [] : allowed.map(() => buildTeam())),
      ]);
      if (pub) {
        for (const role of ROLES) {
          const res = await send(key, team.f, team.headers[role]);
          expect(res.statusCode, `${role}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
          expect(res.body).not.toContain(MESSAGES.team.notMember);
          expect(res.body).not.toContain(MESSAGES.apiToken.notForTokens);
        }
        return;
      }
      // Refusals first, on the untouched fixture: the code, a sentence that says why, and no row
      // changed. Each refusal's rows are compared with those before the first: equal after every one.
      const refused = ROLES.filter((r) => expected[r] === RESULT.FORBIDDEN || expected[r] === RESULT.NOT_FOUND);
      const before = refused.length > 0 || isRead ? await snapshotRows(admin) : '';
      for (const role of refused) {
        const res = await send(key, team.f, team.headers[role]);
        const body = res.json() as { RES_CODE: string; RES_MESSAGE: string; RES_RESULT: unknown };
        expect(`${role}: ${body.RES_CODE}`, `${key} as ${role}: ${res.body.slice(0, 300)}`).toBe(
          `${role}: ${expected[role]}`,
        );
        expect(body.RES_RESULT).toBeNull();
        if (expected[role] === RESULT.FORBIDDEN)
          expect(
            REFUSALS.some((re) => re.test(body.RES_MESSAGE)),
            `${key} as ${role}: ${body.RES_MESSAGE}`,
          ).toBe(true);
        expect(await snapshotRows(admin), `${key} as ${role} changed a row`).toBe(before);
      }
      // Allowed callers answer what the owner answers: reads on this fixture, writes each on a fresh
      // one; each caller's call is independent of the others', so they are sent side by side.
      const baseline = outcome(await send(key, team.f, team.headers.owner));
      // A route that declares no permission answers 99 to everyone alike: never an acceptable baseline.
      expect(baseline, `${key} as owner`).not.toMatch(/^5/);
      const answers = await Promise.all(
        allowed.map((role, i) => {
          const own = isRead ? team : fresh[i]!;
          return send(key, own.f, own.headers[role]);
        }),
      );
      allowed.forEach((role, i) => {
        const res = answers[i]!;
        expect(outcome(res), `${key} as ${role}: ${res.body.slice(0, 300)}`).toBe(baseline);
      });
      // The reads share their team: what they answered left it as it was.
      if (isRead) expect(await snapshotRows(admin), `${key} changed a row`).toBe(before);
    },
    120_000,
  );
});
