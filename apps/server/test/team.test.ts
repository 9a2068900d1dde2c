/**
 * Teams through the API: every account's own workspace, inviting a person by e-mail
 * (over real SMTP) and accepting, what each role may do in the workspace named by X-Workspace,
 * members limited to chosen guides, changing and removing members (effective on their very next
 * request), resending, the header's malformed values, and the invite's rate limit. Which call each
 * kind of caller may make is the table in team-access.test.ts; this file follows people through it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  httpStatusOf,
  MESSAGES,
  PERMISSIONS,
  RESULT,
  TEAM,
  WORKSPACE_HEADER,
  ZLoginResult,
  ZFilePublic,
  ZMember,
  ZTopic,
  type TMember,
  type TResultCode,
} from '@guidebook/contract';
import {
  createTestApp,
  WORKSPACE_ID_START,
  type TestApp,
  getDatabaseClient,
  getTestServer,
  getTestSmtp,
} from './helpers/test-app.ts';
import { testClock } from './helpers/clock.ts';
import {
  api,
  buildAccount,
  buildApiToken,
  buildCategory,
  buildFile,
  buildGuide,
  buildInvitation,
  buildMap,
  buildMemberInvitation,
  buildSharedGuide,
  buildTopic,
  resultOf,
  Answer,
  type TestAccount,
} from './helpers/factories.ts';
import { type ReceivedMail } from './helpers/smtp.ts';
import { emailedLink, uniqueEmail, type EmailedLink } from './helpers/mail-links.ts';
import { snapshotRows } from './helpers/db-snapshot.ts';
import { postChunk, solidJpeg } from './helpers/images.ts';

const PUBLIC_URL = 'http://guide.test';
const PASSWORD = 'correct horse battery';
const INVITATION_PAGE = `${PUBLIC_URL}/public/team_invitation`;

const clock = testClock();

const smtp = await getTestSmtp();
// High limits: every request below comes from one address. The invite limit has its own app below.
const t = await getTestServer(
  { smtpUrl: smtp.url, rateLimitPerMinute: 1_000_000, apiTokenRateLimitPerMinute: 1_000_000 },
  { now: clock.now },
);
const admin = await getDatabaseClient(t);

/** The headers of a request acting in workspace `id`. */
function inWs(id: number | string): { headers: Record<string, string> } {
  return { headers: { [WORKSPACE_HEADER]: String(id) } };
}

type Link = EmailedLink;

/** The invitation link of a mail, after checking it opens the invitation page under PUBLIC_URL. */
function invitationLinkOf(mail: ReceivedMail): Link {
  const found = emailedLink(mail, INVITATION_PAGE, { vc: /^.{20,}$/, vi: /^\d+$/ });
  expect(found.link).toBe(`${INVITATION_PAGE}?vc=${encodeURIComponent(found.vc)}&vi=${found.vi}`);
  return found;
}

/** Invitation links already handed to a test: each mail is read once. */
const taken = new Set<string>();

/** The next invitation mail to `email` not read yet (a resend's, or a second invitation's, is new). */
async function invitationMail(email: string): Promise<{ mail: ReceivedMail } & Link> {
  const mail = await smtp.waitFor(
    (m) =>
      m.to.includes(email.toLowerCase()) && m.subject.includes('invited you') && !m.links.some((l) => taken.has(l)),
  );
  const link = invitationLinkOf(mail);
  taken.add(link.link);
  return { mail, ...link };
}

function showInvitation(link: { vc: string; vi: string }): Promise<Answer> {
  return api(t.app).get(`/public/team_invitation?vc=${encodeURIComponent(link.vc)}&vi=${encodeURIComponent(link.vi)}`);
}

function accept(who: TestAccount, link: { vc: string; vi: string }): Promise<Answer> {
  return api(t.app, who).post('/team/invitations/accept', { vc: link.vc, vi: link.vi });
}

/** Invites `member` by e-mail with this role and scope, and accepts as them: an active member. */
async function join(
  owner: TestAccount,
  member: TestAccount,
  role: 'admin' | 'editor' | 'viewer',
  guides: number[] | null = null,
): Promise<TMember> {
  const invited = await buildMemberInvitation(t.app, owner, { email: member.email, role, guides });
  const link = await invitationMail(member.email);
  const accepted = resultOf(await accept(member, link), 'team/invitations/accept');
  expect(accepted).toMatchObject({ id_workspace: owner.id_workspace, role });
  return invited;
}

/**
 * A refused call: the code and message expected, RES_RESULT null, and not one row of any table
 * changed (rate-limit counters and token last use aside: helpers/db-snapshot.ts).
 */
async function expectRefused(
  call: () => Promise<Answer>,
  code: TResultCode,
  message: string | undefined,
): Promise<Answer> {
  await t.app.deps.jobs.settled('mail');
  const before = await snapshotRows(admin);
  const res = await call();
  expect(res.status, JSON.stringify(res.body)).toBe(httpStatusOf(code));
  expect(res.body.RES_CODE).toBe(code);
  if (message !== undefined) expect(res.body.RES_MESSAGE).toBe(message);
  expect(res.body.RES_RESULT).toBeNull();
  await t.app.deps.jobs.settled('mail');
  expect(await snapshotRows(admin), 'a refused call changed a row').toBe(before);
  return res;
}

const EDITOR_PERMISSIONS = PERMISSIONS.filter(
  (p) => p !== 'guides.delete' && p !== 'members.manage' && p !== 'tokens.manage' && p !== 'workspace.manage',
);

// ---------------------------------------------------------------------------------------------

describe('the own workspace', () => {
  it('is made at sign-up; the login answer, /users/me and /users/workspaces say owner with every permission', async () => {
    const email = uniqueEmail('signup');
    const reg = await api(t.app).post('/public/register', {
      email,
      name: 'Ann',
      lastname: 'Host',
      password: PASSWORD,
      password_confirm: PASSWORD,
    });
    expect(reg.status).toBe(201);
    const confirm = await smtp.waitFor((m) => m.to.includes(email) && m.subject.includes('Confirm'));
    const link = new URL(confirm.links.find((l) => l.startsWith(`${PUBLIC_URL}/public/register_confirm?`))!);
    const verified = await api(t.app).get(`/public/register_verification${link.search}`);
    expect(verified.body.RES_CODE).toBe(RESULT.OK);

    const { rows } = await admin.query(
      `SELECT w.id_workspace, w.name, m.role, m.status, m.guides, u.id_user
         FROM users u JOIN workspaces w ON w.id_user_owner = u.id_user
         JOIN workspace_members m ON m.id_workspace = w.id_workspace AND m.id_user = u.id_user
        WHERE u.email = $1`,
      [email],
    );
    expect(rows).toHaveLength(1);
    const own = rows[0] as { id_workspace: number; id_user: number };
    expect(rows[0]).toMatchObject({ name: 'Ann Host’s workspace', role: 'owner', status: 'active', guides: null });
    expect(own.id_workspace).toBeGreaterThanOrEqual(WORKSPACE_ID_START);
    // One member row: the owner's.
    const members = await admin.query('SELECT count(*)::int AS n FROM workspace_members WHERE id_workspace = $1', [
      own.id_workspace,
    ]);
    expect(members.rows[0].n).toBe(1);

    const login = await api(t.app).post('/public/login', { email, password: PASSWORD });
    const result = ZLoginResult.parse(resultOf(login, 'login'));
    const user = {
      id_user: own.id_user,
      email,
      name: 'Ann',
      lastname: 'Host',
      language: 'en',
      role: 'owner',
      permissions: [...PERMISSIONS],
      workspace: { id_workspace: own.id_workspace, name: 'Ann Host’s workspace' },
    };
    expect(result.user).toEqual(user);
    expect(result.permissions).toEqual([...PERMISSIONS]);

    const me = await api(t.app, result.token).get('/users/me');
    expect(resultOf(me)).toEqual(user);
    // Naming the own workspace is the same as naming none.
    expect(resultOf(await api(t.app, result.token).get('/users/me', inWs(own.id_workspace)))).toEqual(user);

    const workspaces = await api(t.app, result.token).get('/users/workspaces');
    expect(resultOf(workspaces)).toEqual([
      { id_workspace: own.id_workspace, name: 'Ann Host’s workspace', role: 'owner' },
    ]);

    const list = await api(t.app, result.token).get('/team/members/list');
    expect(resultOf(list)).toEqual([
      expect.objectContaining({ email, name: 'Ann', lastname: 'Host', role: 'owner', guides: null, status: 'active' }),
    ]);
  });
});

describe('inviting', () => {
  it('answers 201 with the invited member, e-mails a link the public page reads, and refuses twice', async () => {
    const owner = await buildAccount(t.app, { name: 'Olga', lastname: 'Owner' });
    const email = uniqueEmail('invitee');
    const res = await api(t.app, owner).post('/team/members/invite', { email, role: 'editor', guides: null });
    expect(res.status).toBe(201);
    const member = ZMember.parse(resultOf(res));
    expect(member).toMatchObject({ email, name: '', lastname: '', role: 'editor', guides: null, status: 'invited' });
    expect(Date.parse(member.expires_at!) - Date.now()).toBeGreaterThan(t.config.verificationTtlMs - 60_000);

    const { mail, vc, vi, link } = await invitationMail(email);
    expect(vi).toBe(String(member.id_member));
    expect(mail.subject).toContain('Olga Owner');
    expect(mail.text.split('\n')).toContain(link);
    expect(mail.html).toContain(link.replace('&', '&amp;'));

    const shown = await showInvitation({ vc, vi });
    expect(shown.status).toBe(200);
    expect(resultOf(shown)).toEqual({
      workspace: 'Olga Owner’s workspace',
      invited_by: 'Olga Owner',
      email,
      role: 'editor',
    });
    // Reading the page does not use the link up.
    expect((await showInvitation({ vc, vi })).body.RES_CODE).toBe(RESULT.OK);

    const listed = resultOf(await api(t.app, owner).get('/team/members/list'));
    expect(listed).toEqual([
      expect.objectContaining({ email: owner.email, role: 'owner', status: 'active' }),
      expect.objectContaining({ id_member: member.id_member, email, role: 'editor', status: 'invited' }),
    ]);

    // The same address again, in any letter case: 13, and no second e-mail.
    for (const again of [email, email.toUpperCase()])
      await expectRefused(
        () => api(t.app, owner).post('/team/members/invite', { email: again, role: 'viewer', guides: null }),
        RESULT.CONFLICT,
        MESSAGES.team.alreadyInvited,
      );
    // An active member's address (the owner's own, and an accepted member's): 13 alreadyMember.
    await expectRefused(
      () => api(t.app, owner).post('/team/members/invite', { email: owner.email, role: 'editor', guides: null }),
      RESULT.CONFLICT,
      MESSAGES.team.alreadyMember,
    );
    const joined = await buildAccount(t.app);
    await join(owner, joined, 'viewer');
    await expectRefused(
      () => api(t.app, owner).post('/team/members/invite', { email: joined.email, role: 'admin', guides: null }),
      RESULT.CONFLICT,
      MESSAGES.team.alreadyMember,
    );
    expect(smtp.messages.filter((m) => m.to.includes(email.toLowerCase()))).toHaveLength(1);
  });

  it('answers 01 for a guide of another workspace in guides, and for a guide that does not exist', async () => {
    const owner = await buildAccount(t.app);
    const mine = await buildGuide(t.app, owner);
    const other = await buildAccount(t.app);
    const theirs = await buildGuide(t.app, other);
    for (const guides of [[theirs.id_guide], [mine.id_guide, theirs.id_guide], [2_000_000_000]])
      await expectRefused(
        () => api(t.app, owner).post('/team/members/invite', { email: uniqueEmail('scope'), role: 'editor', guides }),
        RESULT.NOT_FOUND,
        MESSAGES.guide.notFound,
      );
    const scoped = await buildMemberInvitation(t.app, owner, { guides: [mine.id_guide] });
    expect(scoped.guides).toEqual([mine.id_guide]);
  });
});

describe('what an invitation may say', () => {
  it('never hands out the owner role, and a guide list is null or not empty (12)', async () => {
    const owner = await buildAccount(t.app);
    const guide = await buildGuide(t.app, owner);
    const member = await buildMemberInvitation(t.app, owner, { role: 'viewer' });
    const cases: [string, () => Promise<Answer>, string, string][] = [
      [
        'invite as owner',
        () => api(t.app, owner).post('/team/members/invite', { email: uniqueEmail('o'), role: 'owner', guides: null }),
        'role',
        MESSAGES.team.roleInvalid,
      ],
      [
        'invite with no guides',
        () => api(t.app, owner).post('/team/members/invite', { email: uniqueEmail('o'), role: 'editor', guides: [] }),
        'guides',
        MESSAGES.team.guidesEmpty,
      ],
      [
        'make owner',
        () => api(t.app, owner).put('/team/members/modify', { id_member: member.id_member, role: 'owner' }),
        'role',
        MESSAGES.team.roleInvalid,
      ],
      [
        'modify with no guides',
        () =>
          api(t.app, owner).put('/team/members/modify', { id_member: member.id_member, role: 'editor', guides: [] }),
        'guides',
        MESSAGES.team.guidesEmpty,
      ],
    ];
    for (const [label, call, field, message] of cases) {
      const before = await snapshotRows(admin);
      const res = await call();
      expect(res.status, label).toBe(422);
      expect(res.body, label).toMatchObject({
        RES_CODE: RESULT.VALIDATION,
        RES_OTHERS: { FIELDS: { [field]: message } },
      });
      expect(await snapshotRows(admin), label).toBe(before);
    }
    // Duplicates in guides are stored once.
    const modified = await api(t.app, owner).put('/team/members/modify', {
      id_member: member.id_member,
      role: 'editor',
      guides: [guide.id_guide, guide.id_guide],
    });
    expect(resultOf(modified).guides).toEqual([guide.id_guide]);
  });

  it(`holds at most ${TEAM.MAX_MEMBERS} members and invitations per workspace (13)`, async () => {
    const owner = await buildAccount(t.app);
    // The owner and 98 invitations, written directly: 99 in all.
    await admin.query(
      `INSERT INTO workspace_members (id_workspace, email, role, status, code_hash, code_expires_at)
       SELECT $1, 'filler-' || n || '@example.com', 'viewer', 'invited', sha256(n::text::bytea), now() + interval '1 day'
         FROM generate_series(1, $2::int) AS n`,
      [owner.id_workspace, TEAM.MAX_MEMBERS - 2],
    );
    await buildMemberInvitation(t.app, owner); // the 100th
    await expectRefused(
      () => api(t.app, owner).post('/team/members/invite', { email: uniqueEmail('full'), role: 'viewer' }),
      RESULT.CONFLICT,
      MESSAGES.team.tooManyMembers(TEAM.MAX_MEMBERS),
    );
  });
});

describe('accepting', () => {
  it('refuses another account (43), lets the invited one in once (then 01), signing up through the link', async () => {
    const owner = await buildAccount(t.app, { name: 'Olga', lastname: 'Owner' });
    const email = uniqueEmail('newcomer');
    await buildMemberInvitation(t.app, owner, { email, role: 'editor' });
    const link = await invitationMail(email);

    const stranger = await buildAccount(t.app);
    await expectRefused(() => accept(stranger, link), RESULT.FORBIDDEN, MESSAGES.team.wrongAccount(email));
    // Not even with the workspace named, and the refusal did not use the link up.
    await expectRefused(
      () => api(t.app, stranger).post('/team/invitations/accept', link, inWs(owner.id_workspace)),
      RESULT.FORBIDDEN,
      MESSAGES.team.wrongAccount(email),
    );
    expect((await showInvitation(link)).body.RES_CODE).toBe(RESULT.OK);
    // No sign-in: 40.
    const anonymous = await api(t.app).post('/team/invitations/accept', { vc: link.vc, vi: link.vi });
    expect(anonymous.body.RES_CODE).toBe(RESULT.UNAUTHENTICATED);

    // A visitor without an account signs up (the address in any case) and comes back to accept.
    const reg = await api(t.app).post('/public/register', {
      email: email.toUpperCase(),
      name: 'Nina',
      lastname: 'New',
      password: PASSWORD,
      password_confirm: PASSWORD,
    });
    expect(reg.status).toBe(201);
    const confirm = await smtp.waitFor((m) => m.to.includes(email) && m.subject.includes('Confirm'));
    const confirmLink = new URL(confirm.links.find((l) => l.includes('/public/register_confirm?'))!);
    expect((await api(t.app).get(`/public/register_verification${confirmLink.search}`)).body.RES_CODE).toBe(RESULT.OK);
    const login = ZLoginResult.parse(
      resultOf(await api(t.app).post('/public/login', { email, password: PASSWORD }), 'login'),
    );
    const newcomer: TestAccount = {
      id_user: login.user.id_user,
      id_workspace: login.user.workspace.id_workspace,
      email,
      token: login.token,
      auth: { authorization: `Bearer ${login.token}` },
    };
    // A stale header (a workspace the newcomer is not in yet) does not stop accepting.
    const accepted = await api(t.app, newcomer).post('/team/invitations/accept', link, inWs(owner.id_workspace));
    expect(accepted.status).toBe(200);
    expect(resultOf(accepted)).toEqual({
      id_workspace: owner.id_workspace,
      name: 'Olga Owner’s workspace',
      role: 'editor',
    });

    // Single use: the page and accepting again both answer 01.
    await expectRefused(() => showInvitation(link), RESULT.NOT_FOUND, MESSAGES.team.invitationInvalid);
    await expectRefused(() => accept(newcomer, link), RESULT.NOT_FOUND, MESSAGES.team.invitationInvalid);

    const listed = resultOf(await api(t.app, owner).get('/team/members/list')) as TMember[];
    expect(listed.find((m) => m.email === email)).toMatchObject({
      name: 'Nina',
      lastname: 'New',
      role: 'editor',
      status: 'active',
      expires_at: null,
    });
    expect(resultOf(await api(t.app, newcomer).get('/users/workspaces'))).toEqual([
      { id_workspace: newcomer.id_workspace, name: 'Nina New’s workspace', role: 'owner' },
      { id_workspace: owner.id_workspace, name: 'Olga Owner’s workspace', role: 'editor' },
    ]);
  });

  it('answers 01 for an expired link, a wrong code and an unknown or malformed member id', async () => {
    const owner = await buildAccount(t.app);
    const invitee = await buildAccount(t.app);
    await buildMemberInvitation(t.app, owner, { email: invitee.email, role: 'viewer' });
    const link = await invitationMail(invitee.email);
    // Invited is not a member yet: naming the workspace answers 43.
    await expectRefused(
      () => api(t.app, invitee).get('/guides/list', inWs(owner.id_workspace)),
      RESULT.FORBIDDEN,
      MESSAGES.team.notMember,
    );
    // The invitee's session outlives the jump (buildAccount's lasts a day, like the link).
    await admin.query(`UPDATE sessions SET expires_at = now() + interval '30 days' WHERE id_user = $1`, [
      invitee.id_user,
    ]);

    clock.offsetMs = t.config.verificationTtlMs + 60_000;
    try {
      await expectRefused(() => showInvitation(link), RESULT.NOT_FOUND, MESSAGES.team.invitationInvalid);
      await expectRefused(() => accept(invitee, link), RESULT.NOT_FOUND, MESSAGES.team.invitationInvalid);
    } finally {
      clock.offsetMs = 0;
    }
    for (const wrong of [
      { vc: `${link.vc.slice(0, -1)}${link.vc.endsWith('x') ? 'y' : 'x'}`, vi: link.vi },
      { vc: link.vc, vi: String(Number(link.vi) + 1000) },
      { vc: link.vc, vi: 'abc' },
      { vc: link.vc, vi: "1' or '1'='1" },
      { vc: link.vc, vi: '99999999999999999999' },
    ]) {
      await expectRefused(() => showInvitation(wrong), RESULT.NOT_FOUND, MESSAGES.team.invitationInvalid);
      await expectRefused(() => accept(invitee, wrong), RESULT.NOT_FOUND, MESSAGES.team.invitationInvalid);
    }
    // None of the failures used the link up.
    expect(resultOf(await accept(invitee, link))).toMatchObject({ id_workspace: owner.id_workspace, role: 'viewer' });
  });
});

describe('at the same moment', () => {
  it('concurrent invitations of one address: one 201, the others 13; concurrent accepts of one link: one 00', async () => {
    const owner = await buildAccount(t.app);
    const invitee = await buildAccount(t.app);
    const invite = () =>
      api(t.app, owner).post('/team/members/invite', { email: invitee.email, role: 'editor', guides: null });
    const invites = await Promise.all([invite(), invite(), invite()]);
    expect(invites.map((r) => r.body.RES_CODE).sort()).toEqual([RESULT.OK, RESULT.CONFLICT, RESULT.CONFLICT]);
    const link = await invitationMail(invitee.email);
    const accepts = await Promise.all([accept(invitee, link), accept(invitee, link), accept(invitee, link)]);
    expect(accepts.map((r) => r.body.RES_CODE).sort()).toEqual([RESULT.OK, RESULT.NOT_FOUND, RESULT.NOT_FOUND]);
    await t.app.deps.jobs.settled('mail');
    expect(smtp.messages.filter((m) => m.to.includes(invitee.email.toLowerCase()))).toHaveLength(1);
    const rows = await admin.query(
      'SELECT status, id_user FROM workspace_members WHERE id_workspace = $1 AND role <> $2',
      [owner.id_workspace, 'owner'],
    );
    expect(rows.rows).toEqual([{ status: 'active', id_user: invitee.id_user }]);
  });
});

describe('a member at work', () => {
  it('an editor sees the workspace, works in it with X-Workspace, and in its own without', async () => {
    const owner = await buildAccount(t.app, { name: 'Olga', lastname: 'Owner' });
    const topic = await buildTopic(t.app, owner, { name: 'Wifi', content: '<p>Old code</p>' });
    const editor = await buildAccount(t.app, { name: 'Eddie', lastname: 'Editor' });
    await join(owner, editor, 'editor');

    expect(resultOf(await api(t.app, editor).get('/users/workspaces'))).toEqual([
      { id_workspace: editor.id_workspace, name: 'Eddie Editor’s workspace', role: 'owner' },
      { id_workspace: owner.id_workspace, name: 'Olga Owner’s workspace', role: 'editor' },
    ]);

    const ws = inWs(owner.id_workspace);
    const guides = resultOf(await api(t.app, editor).get('/guides/list', ws)) as { id_guide: number }[];
    const ownerGuides = resultOf(await api(t.app, owner).get('/guides/list')) as { id_guide: number }[];
    expect(guides.map((g) => g.id_guide)).toEqual(ownerGuides.map((g) => g.id_guide));
    expect(guides).toHaveLength(1);

    const modified = await api(t.app, editor).put(
      '/content_topics/modify',
      { id_guide_topic: topic.id_guide_topic, content: '<p>New code</p>' },
      ws,
    );
    expect(ZTopic.parse(resultOf(modified, 'content_topics/modify')).content).toBe('<p>New code</p>');
    const seen = resultOf(await api(t.app, owner).get(`/content_topics/select?id_guide_topic=${topic.id_guide_topic}`));
    expect(seen.content).toBe('<p>New code</p>');

    // A guide the editor creates there is the workspace's: the owner lists it.
    const created = resultOf(await api(t.app, editor).post('/guides/create', { title: 'Made by Eddie' }, ws));
    const afterCreate = resultOf(await api(t.app, owner).get('/guides/list')) as { id_guide: number }[];
    expect(afterCreate.map((g) => g.id_guide)).toContain(created.id_guide);

    expect(resultOf(await api(t.app, editor).get('/users/me', ws))).toEqual({
      id_user: editor.id_user,
      email: editor.email,
      name: 'Eddie',
      lastname: 'Editor',
      role: 'editor',
      permissions: EDITOR_PERMISSIONS,
      workspace: { id_workspace: owner.id_workspace, name: 'Olga Owner’s workspace' },
      language: 'en',
    });
    const editorPermissions = resultOf(await api(t.app, editor).get('/users/me', ws)).permissions as string[];
    for (const p of ['guides.delete', 'members.manage', 'tokens.manage', 'workspace.manage'])
      expect(editorPermissions).not.toContain(p);

    // Without the header: its own workspace, its own (empty) guide list, owner there.
    expect(resultOf(await api(t.app, editor).get('/guides/list'))).toEqual([]);
    expect(resultOf(await api(t.app, editor).get('/users/me'))).toMatchObject({
      role: 'owner',
      permissions: [...PERMISSIONS],
      workspace: { id_workspace: editor.id_workspace, name: 'Eddie Editor’s workspace' },
    });
    // Its own topic list call with the owner's category id, without the header: not its row.
    const cat = seen.id_guide_content as number;
    const outside = await api(t.app, editor).get(`/content_topics/list?id_guide_content=${cat}`);
    expect(outside.body).toMatchObject({ RES_CODE: RESULT.NOT_FOUND, RES_MESSAGE: MESSAGES.category.notFound });
  });

  it('a viewer reads but changes nothing; an editor does not delete guides (43 naming what is missing)', async () => {
    const owner = await buildAccount(t.app);
    const topic = await buildTopic(t.app, owner);
    const category = resultOf(
      await api(t.app, owner).get(`/content_topics/select?id_guide_topic=${topic.id_guide_topic}`),
    ).id_guide_content as number;
    const guide = (resultOf(await api(t.app, owner).get('/guides/list')) as { id_guide: number }[])[0]!.id_guide;
    const viewer = await buildAccount(t.app);
    const editor = await buildAccount(t.app);
    await join(owner, viewer, 'viewer');
    await join(owner, editor, 'editor');
    const ws = inWs(owner.id_workspace);

    for (const url of [
      '/guides/list',
      `/guides/select?id_guide=${guide}`,
      `/content_categories/list?id_guide=${guide}`,
      `/content_topics/list?id_guide_content=${category}`,
      `/content_topics/select?id_guide_topic=${topic.id_guide_topic}`,
      '/analytics/summary',
      `/analytics/guide?id_guide=${guide}`,
      '/team/members/list',
    ]) {
      const res = await api(t.app, viewer).get(url, ws);
      expect(res.body?.RES_CODE, `${url}: ${JSON.stringify(res.body)}`).toBe(RESULT.OK);
    }
    expect(resultOf(await api(t.app, viewer).get('/users/me', ws))).toMatchObject({
      role: 'viewer',
      permissions: ['guides.read'],
    });

    await expectRefused(
      () => api(t.app, viewer).post('/guides/create', { title: 'Nope' }, ws),
      RESULT.FORBIDDEN,
      'Your role (viewer) cannot create guides.',
    );
    await expectRefused(
      () => api(t.app, viewer).put('/content_topics/modify', { id_guide_topic: topic.id_guide_topic, name: 'X' }, ws),
      RESULT.FORBIDDEN,
      'Your role (viewer) cannot change topics.',
    );
    await expectRefused(
      () => api(t.app, viewer).delete('/guides/delete', { id_guide: guide }, ws),
      RESULT.FORBIDDEN,
      'Your role (viewer) cannot delete guides.',
    );
    await expectRefused(
      () => api(t.app, editor).delete('/guides/delete', { id_guide: guide }, ws),
      RESULT.FORBIDDEN,
      'Your role (editor) cannot delete guides.',
    );
    await expectRefused(
      () => api(t.app, editor).post('/team/members/invite', { email: uniqueEmail('x'), role: 'viewer' }, ws),
      RESULT.FORBIDDEN,
      'Your role (editor) cannot manage members.',
    );
    await expectRefused(
      () => api(t.app, editor).post('/api_tokens/create', { name: 'Mine', scope: 'read' }, ws),
      RESULT.FORBIDDEN,
      'Your role (editor) cannot manage API tokens.',
    );
    // The guide is still there for the owner.
    expect(resultOf(await api(t.app, owner).get(`/guides/select?id_guide=${guide}`)).id_guide).toBe(guide);
  });

  it('an editor limited to guide A sees only A’s rows; B answers 01 like a guide that does not exist', async () => {
    const owner = await buildAccount(t.app);
    const a = await buildSharedGuide(t.app, owner, { title: 'Guide A' });
    const b = await buildSharedGuide(t.app, owner, { title: 'Guide B' });
    const catA = await buildCategory(t.app, owner, { id_guide: a.id_guide });
    const catB = await buildCategory(t.app, owner, { id_guide: b.id_guide });
    const topicA = await buildTopic(t.app, owner, { id_guide_content: catA.id_guide_content });
    const topicB = await buildTopic(t.app, owner, { id_guide_content: catB.id_guide_content });
    const invA = await buildInvitation(t.app, owner, { id_guide: a.id_guide, send_email: false });
    const invB = await buildInvitation(t.app, owner, { id_guide: b.id_guide, send_email: false });
    for (const token of [a.token, b.token, b.token]) {
      const view = await t.app.inject({ method: 'POST', url: `/api/guest/guides/${token}/views`, payload: {} });
      expect(view.statusCode, view.body).toBe(204);
    }
    const scoped = await buildAccount(t.app);
    await join(owner, scoped, 'editor', [a.id_guide]);
    const ws = inWs(owner.id_workspace);
    const as = api(t.app, scoped);

    const guides = resultOf(await as.get('/guides/list', ws)) as { id_guide: number }[];
    expect(guides.map((g) => g.id_guide)).toEqual([a.id_guide]);
    const invitations = resultOf(await as.get('/invitations/list', ws)) as { id_invitation: number }[];
    expect(invitations.map((i) => i.id_invitation)).toEqual([invA.id_invitation]);
    const summary = resultOf(await as.get('/analytics/summary', ws));
    expect(summary).toMatchObject({ guides: 1, all_time_views: 1 });
    expect(summary.per_guide.map((g: { id_guide: number }) => g.id_guide)).toEqual([a.id_guide]);
    // The owner sees both, for comparison.
    expect(resultOf(await api(t.app, owner).get('/analytics/summary'))).toMatchObject({ guides: 2, all_time_views: 3 });

    // Inside the scope: the rows of A answer.
    expect(resultOf(await as.get(`/guides/select?id_guide=${a.id_guide}`, ws)).id_guide).toBe(a.id_guide);
    expect(resultOf(await as.get(`/content_topics/select?id_guide_topic=${topicA.id_guide_topic}`, ws)).name).toBe(
      topicA.name,
    );

    // Outside: exactly what a row that does not exist answers.
    const missing = 2_000_000_000;
    const pairs: [string, string][] = [
      [`/guides/select?id_guide=${b.id_guide}`, `/guides/select?id_guide=${missing}`],
      [
        `/content_topics/list?id_guide_content=${catB.id_guide_content}`,
        `/content_topics/list?id_guide_content=${missing}`,
      ],
      [
        `/content_topics/select?id_guide_topic=${topicB.id_guide_topic}`,
        `/content_topics/select?id_guide_topic=${missing}`,
      ],
      [`/invitations/list?id_guide=${b.id_guide}`, `/invitations/list?id_guide=${missing}`],
      [`/invitations/select?id_invitation=${invB.id_invitation}`, `/invitations/select?id_invitation=${missing}`],
      [`/analytics/guide?id_guide=${b.id_guide}`, `/analytics/guide?id_guide=${missing}`],
    ];
    for (const [outside, nonexistent] of pairs) {
      const res = await as.get(outside, ws);
      expect(res.body?.RES_CODE, `${outside}: ${JSON.stringify(res.body)}`).toBe(RESULT.NOT_FOUND);
      expect(res, outside).toEqual(await as.get(nonexistent, ws));
    }
    await expectRefused(
      () => as.put('/content_topics/modify', { id_guide_topic: topicB.id_guide_topic, name: 'Mine now' }, ws),
      RESULT.NOT_FOUND,
      MESSAGES.topic.notFound,
    );
    // Moving a topic of A into a category of B names B's category: 01 too, and the topic stays.
    await expectRefused(
      () =>
        as.put(
          '/content_topics/modify',
          { id_guide_topic: topicA.id_guide_topic, id_guide_content: catB.id_guide_content },
          ws,
        ),
      RESULT.NOT_FOUND,
      MESSAGES.category.notFound,
    );
    await expectRefused(
      () => as.post('/content_categories/create', { id_guide: b.id_guide, name: 'Mine', image: catB.image }, ws),
      RESULT.NOT_FOUND,
      MESSAGES.guide.notFound,
    );
    await expectRefused(
      () => as.post('/guides/create', { title: 'Scoped' }, ws),
      RESULT.FORBIDDEN,
      MESSAGES.team.scopeCannotCreate,
    );
    const me = resultOf(await as.get('/users/me', ws));
    expect(me.role).toBe('editor');
    expect(me.permissions).toEqual(EDITOR_PERMISSIONS.filter((p) => p !== 'guides.create'));
  });
});

describe('what a member makes in a workspace', () => {
  it('belongs to that workspace, and the member’s own rows cannot be named there (01)', async () => {
    const owner = await buildAccount(t.app);
    const guide = await buildGuide(t.app, owner, { title: 'Owner guide' });
    const category = await buildCategory(t.app, owner, { id_guide: guide.id_guide });
    const editor = await buildAccount(t.app);
    const editorsOwnFile = await buildFile(t.app, editor, { name: 'mine.jpg' });
    const editorsOwnMap = await buildMap(t.app, editor, { title: 'Mine' });
    await join(owner, editor, 'editor');
    const ws = inWs(owner.id_workspace);
    const as = api(t.app, editor);

    const upload = new Answer(
      await postChunk(
        t.app,
        { ...editor.auth, ...ws.headers },
        {
          chunk: await solidJpeg(16, 16),
          chunkIndex: 0,
          totalChunks: 1,
          name: 'by-editor.jpg',
          comment: '',
        },
      ),
    );
    const file = ZFilePublic.parse(resultOf(upload, 'files/public/create')[0]);
    const map = resultOf(await as.post('/maps/create', { title: 'By editor', pins: [] }, ws));
    const invitation = resultOf(
      await as.post(
        '/invitations/create',
        {
          id_guide: guide.id_guide,
          guest_name: 'Ann Guest',
          guest_email: 'guest@example.com',
          check_in: '2030-07-01T15:00',
          check_out: '2030-07-08T10:00',
          send_email: false,
        },
        ws,
      ),
    );
    const copy = resultOf(await as.post('/guides/duplicate', { id_guide: guide.id_guide }, ws));
    resultOf(await as.put('/invitations/settings', { hours_before_checkin: 40, hours_after_checkout: 3 }, ws));
    const topic = resultOf(
      await as.post(
        '/content_topics/create',
        {
          id_guide_content: category.id_guide_content,
          name: 'T',
          content: '<p>x</p>',
          id_file_public: file.id_file_public,
        },
        ws,
      ),
    );

    const owned = async (table: string, key: string, id: number) =>
      (await admin.query(`SELECT id_workspace FROM ${table} WHERE ${key} = $1`, [id])).rows[0]?.id_workspace;
    expect(await owned('files_public', 'id_file_public', file.id_file_public)).toBe(owner.id_workspace);
    expect(await owned('maps', 'id_map', map.id_map)).toBe(owner.id_workspace);
    expect(await owned('invitations', 'id_invitation', invitation.id_invitation)).toBe(owner.id_workspace);
    expect(await owned('guides', 'id_guide', copy.id_guide)).toBe(owner.id_workspace);
    expect(await owned('guide_topics', 'id_guide_topic', topic.id_guide_topic)).toBe(owner.id_workspace);
    // The owner sees them; the editor's own workspace does not.
    const ownerFiles = JSON.stringify(resultOf(await api(t.app, owner).get('/files/public/list')));
    expect(ownerFiles).toContain(`"id_file_public":${file.id_file_public}`);
    expect(JSON.stringify(resultOf(await as.get('/files/public/list')))).not.toContain(
      `"id_file_public":${file.id_file_public}`,
    );
    expect(resultOf(await api(t.app, owner).get('/invitations/settings'))).toMatchObject({
      hours_before_checkin: 40,
      hours_after_checkout: 3,
    });
    expect(resultOf(await as.get('/invitations/settings'))).not.toMatchObject({ hours_before_checkin: 40 });
    const ownerCounts = await admin.query('SELECT files_count FROM files_public_counts WHERE id_workspace = $1', [
      owner.id_workspace,
    ]);
    expect(Number(ownerCounts.rows[0].files_count)).toBe(1);

    // The editor's own file and map are another workspace's rows here: 01, nothing changes.
    await expectRefused(
      () =>
        as.post(
          '/content_topics/create',
          {
            id_guide_content: category.id_guide_content,
            name: 'Foreign image',
            content: '<p>x</p>',
            id_file_public: editorsOwnFile.id_file_public,
          },
          ws,
        ),
      RESULT.NOT_FOUND,
      MESSAGES.topic.imageNotInLibrary,
    );
    await expectRefused(
      () => as.put('/guides/active_map', { id_guide: guide.id_guide, id_map: editorsOwnMap.id_map }, ws),
      RESULT.NOT_FOUND,
      MESSAGES.map.notFound,
    );
    await expectRefused(
      () =>
        as.put(
          '/guides/branding',
          { id_guide: guide.id_guide, id_file_public: editorsOwnFile.id_file_public, font: 'Lato', color: '#ed8438' },
          ws,
        ),
      RESULT.NOT_FOUND,
      MESSAGES.sharing.logoNotInLibrary,
    );
  });
});

describe('guests of a workspace’s guide', () => {
  it('see a member’s change at once (the guest cache of the workspace is dropped)', async () => {
    const owner = await buildAccount(t.app);
    const guide = await buildSharedGuide(t.app, owner, { title: 'Cached guide' });
    const category = await buildCategory(t.app, owner, { id_guide: guide.id_guide });
    const topic = await buildTopic(t.app, owner, { id_guide_content: category.id_guide_content, name: 'Old name' });
    const editor = await buildAccount(t.app);
    await join(owner, editor, 'editor');
    const guest = async () => {
      const res = await t.app.inject({ method: 'GET', url: `/api/guest/guides/${guide.token}` });
      expect(res.statusCode, res.body).toBe(200);
      return res.body;
    };
    expect(await guest()).toContain('Old name');
    expect(await guest()).toContain('Old name'); // cached now
    const renamed = await api(t.app, editor).put(
      '/content_topics/modify',
      { id_guide_topic: topic.id_guide_topic, name: 'New name' },
      inWs(owner.id_workspace),
    );
    resultOf(renamed);
    const after = await guest();
    expect(after).toContain('New name');
    expect(after).not.toContain('Old name');
  });
});

describe('a member limited to chosen guides and the shared library', () => {
  // Files are the workspace's (a scoped editor may delete an unused one), but a refusal must not
  // name what lies outside the member's guides: "a guide and everything in it behaves as one that
  // does not exist".
  it('is refused deleting a file another guide uses, without being told that guide’s or topic’s name', async () => {
    const owner = await buildAccount(t.app);
    const a = await buildGuide(t.app, owner, { title: 'Visible Guide' });
    const b = await buildGuide(t.app, owner, { title: 'Secret Chalet' });
    const catB = await buildCategory(t.app, owner, { id_guide: b.id_guide, name: 'Arrival' });
    const used = await buildFile(t.app, owner, { name: 'key-safe.jpg' });
    await buildTopic(t.app, owner, {
      id_guide_content: catB.id_guide_content,
      name: 'Hidden Key Safe Code',
      id_file_public: used.id_file_public,
    });
    const logo = await buildFile(t.app, owner, { name: 'logo.jpg' });
    resultOf(
      await api(t.app, owner).put('/guides/branding', {
        id_guide: b.id_guide,
        id_file_public: logo.id_file_public,
        font: 'Lato',
        color: '#ed8438',
      }),
    );
    const scoped = await buildAccount(t.app);
    await join(owner, scoped, 'editor', [a.id_guide]);
    const ws = inWs(owner.id_workspace);

    for (const file of [used, logo]) {
      const res = await expectRefused(
        () => api(t.app, scoped).delete('/files/public/delete', { id_file_public: file.id_file_public }, ws),
        RESULT.CONFLICT,
        undefined,
      );
      expect(res.body.RES_MESSAGE, file.name).not.toContain('Secret Chalet');
      expect(res.body.RES_MESSAGE, file.name).not.toContain('Hidden Key Safe Code');
    }
    // The owner, who sees every guide, is told where the file is used.
    const told = await api(t.app, owner).delete('/files/public/delete', { id_file_public: used.id_file_public });
    expect(told.body.RES_MESSAGE).toContain('Hidden Key Safe Code');
  });
});

describe('changing a member', () => {
  it('takes effect on the member’s very next request, without waiting for the credential cache', async () => {
    const owner = await buildAccount(t.app);
    const a = await buildGuide(t.app, owner, { title: 'A' });
    const topic = await buildTopic(t.app, owner, {
      id_guide_content: (await buildCategory(t.app, owner, { id_guide: a.id_guide })).id_guide_content,
    });
    const b = await buildGuide(t.app, owner, { title: 'B' });
    const member = await buildAccount(t.app);
    const { id_member } = await join(owner, member, 'editor');
    const ws = inWs(owner.id_workspace);
    const rename = (name: string) =>
      api(t.app, member).put('/content_topics/modify', { id_guide_topic: topic.id_guide_topic, name }, ws);

    expect((await rename('First')).body.RES_CODE).toBe(RESULT.OK); // the credential is cached now

    const toViewer = await api(t.app, owner).put('/team/members/modify', { id_member, role: 'viewer', guides: null });
    expect(resultOf(toViewer)).toMatchObject({ id_member, role: 'viewer', guides: null, status: 'active' });
    await expectRefused(() => rename('Second'), RESULT.FORBIDDEN, 'Your role (viewer) cannot change topics.');
    expect(resultOf(await api(t.app, member).get('/users/me', ws)).role).toBe('viewer');
    expect(resultOf(await api(t.app, member).get('/users/workspaces'))[1]).toMatchObject({ role: 'viewer' });

    resultOf(await api(t.app, owner).put('/team/members/modify', { id_member, role: 'editor', guides: null }));
    expect((await rename('Third')).body.RES_CODE).toBe(RESULT.OK);

    // Limited to guide B: guide A is gone for them at once.
    const toScoped = await api(t.app, owner).put('/team/members/modify', {
      id_member,
      role: 'editor',
      guides: [b.id_guide],
    });
    expect(resultOf(toScoped).guides).toEqual([b.id_guide]);
    await expectRefused(() => rename('Fourth'), RESULT.NOT_FOUND, MESSAGES.topic.notFound);
    const guides = resultOf(await api(t.app, member).get('/guides/list', ws)) as { id_guide: number }[];
    expect(guides.map((g) => g.id_guide)).toEqual([b.id_guide]);

    // Promoted to admin with all guides: members and tokens become theirs to manage.
    resultOf(await api(t.app, owner).put('/team/members/modify', { id_member, role: 'admin', guides: null }));
    expect(resultOf(await api(t.app, member).get('/users/me', ws)).permissions).toEqual([...PERMISSIONS]);
    expect((await api(t.app, member).get('/api_tokens/list', ws)).body.RES_CODE).toBe(RESULT.OK);
  });

  it('never changes or removes the owner’s row (43), nor the caller’s own (43); editors may not (43)', async () => {
    const owner = await buildAccount(t.app);
    const adminAccount = await buildAccount(t.app);
    const editor = await buildAccount(t.app);
    const adminMember = await join(owner, adminAccount, 'admin');
    const editorMember = await join(owner, editor, 'editor');
    const ws = inWs(owner.id_workspace);
    const members = resultOf(await api(t.app, owner).get('/team/members/list')) as TMember[];
    const ownerRow = members.find((m) => m.role === 'owner')!;
    expect(ownerRow.email).toBe(owner.email);

    const cases: [string, () => Promise<Answer>, string][] = [
      [
        'owner modifies own row',
        () => api(t.app, owner).put('/team/members/modify', { id_member: ownerRow.id_member, role: 'admin' }),
        MESSAGES.team.ownerFixed,
      ],
      [
        'owner deletes own row',
        () => api(t.app, owner).delete('/team/members/delete', { id_member: ownerRow.id_member }),
        MESSAGES.team.ownerFixed,
      ],
      [
        'admin modifies the owner',
        () =>
          api(t.app, adminAccount).put('/team/members/modify', { id_member: ownerRow.id_member, role: 'viewer' }, ws),
        MESSAGES.team.ownerFixed,
      ],
      [
        'admin deletes the owner',
        () => api(t.app, adminAccount).delete('/team/members/delete', { id_member: ownerRow.id_member }, ws),
        MESSAGES.team.ownerFixed,
      ],
      [
        'admin modifies self',
        () =>
          api(t.app, adminAccount).put(
            '/team/members/modify',
            { id_member: adminMember.id_member, role: 'viewer' },
            ws,
          ),
        MESSAGES.team.notYourself,
      ],
      [
        'admin deletes self',
        () => api(t.app, adminAccount).delete('/team/members/delete', { id_member: adminMember.id_member }, ws),
        MESSAGES.team.notYourself,
      ],
      [
        'editor modifies another',
        () => api(t.app, editor).put('/team/members/modify', { id_member: adminMember.id_member, role: 'viewer' }, ws),
        'Your role (editor) cannot manage members.',
      ],
      [
        'editor deletes another',
        () => api(t.app, editor).delete('/team/members/delete', { id_member: adminMember.id_member }, ws),
        'Your role (editor) cannot manage members.',
      ],
      [
        'editor promotes self',
        () => api(t.app, editor).put('/team/members/modify', { id_member: editorMember.id_member, role: 'admin' }, ws),
        'Your role (editor) cannot manage members.',
      ],
    ];
    for (const [label, call, message] of cases) {
      const res = await expectRefused(call, RESULT.FORBIDDEN, message);
      expect(res.body.RES_MESSAGE, label).toBe(message);
    }
    // An admin may change other members, and another workspace's member id answers 01.
    const changed = await api(t.app, adminAccount).put(
      '/team/members/modify',
      { id_member: editorMember.id_member, role: 'viewer' },
      ws,
    );
    expect(resultOf(changed)).toMatchObject({ role: 'viewer' });
    await expectRefused(
      () => api(t.app, adminAccount).put('/team/members/modify', { id_member: editorMember.id_member, role: 'admin' }),
      RESULT.NOT_FOUND,
      MESSAGES.team.memberNotFound,
    );
  });
});

describe('removing a member', () => {
  it('answers 43 on their next request there at once; the API tokens they made there answer 40', async () => {
    const owner = await buildAccount(t.app);
    const guide = await buildGuide(t.app, owner, { title: 'Owner guide' });
    const member = await buildAccount(t.app);
    const own = await buildGuide(t.app, member, { title: 'Member own guide' });
    const { id_member } = await join(owner, member, 'admin');
    const ws = inWs(owner.id_workspace);

    // An admin's token, made in the owner's workspace, acts there (not in the admin's own).
    const created = await api(t.app, member).post('/api_tokens/create', { name: 'PMS', scope: 'write' }, ws);
    const token = resultOf(created).token as string;
    const viaToken = resultOf(await api(t.app, token).get('/guides/list')) as { id_guide: number }[];
    expect(viaToken.map((g) => g.id_guide)).toEqual([guide.id_guide]);
    // The owner lists it among the workspace's tokens.
    const tokens = resultOf(await api(t.app, owner).get('/api_tokens/list')) as { name: string }[];
    expect(tokens.map((tk) => tk.name)).toEqual(['PMS']);
    // Warm the member's cached credential.
    expect((await api(t.app, member).get('/guides/list', ws)).body.RES_CODE).toBe(RESULT.OK);

    const removed = await api(t.app, owner).delete('/team/members/delete', { id_member });
    expect(removed.body).toMatchObject({ RES_CODE: RESULT.OK, RES_RESULT: null });

    await expectRefused(() => api(t.app, member).get('/guides/list', ws), RESULT.FORBIDDEN, MESSAGES.team.notMember);
    await expectRefused(
      () => api(t.app, member).put('/guides/modify', { id_guide: guide.id_guide, title: 'Mine' }, ws),
      RESULT.FORBIDDEN,
      MESSAGES.team.notMember,
    );
    await expectRefused(() => api(t.app, token).get('/guides/list'), RESULT.UNAUTHENTICATED, undefined);
    await expectRefused(
      () => api(t.app, token).post('/guides/create', { title: 'Sneaky' }),
      RESULT.UNAUTHENTICATED,
      undefined,
    );

    // Their own workspace still works, and no longer lists the owner's.
    const mine = resultOf(await api(t.app, member).get('/guides/list')) as { id_guide: number }[];
    expect(mine.map((g) => g.id_guide)).toEqual([own.id_guide]);
    expect(resultOf(await api(t.app, member).get('/users/workspaces'))).toEqual([
      expect.objectContaining({ id_workspace: member.id_workspace, role: 'owner' }),
    ]);
    const left = resultOf(await api(t.app, owner).get('/team/members/list')) as TMember[];
    expect(left.map((m) => m.email)).toEqual([owner.email]);
  });

  it('a token acts with its creator’s role: demoted to viewer, the creator’s write token cannot write', async () => {
    const owner = await buildAccount(t.app);
    const member = await buildAccount(t.app);
    const { id_member } = await join(owner, member, 'admin');
    const created = await api(t.app, member).post(
      '/api_tokens/create',
      { name: 'Sync', scope: 'write' },
      inWs(owner.id_workspace),
    );
    const token = resultOf(created).token as string;
    expect(resultOf(await api(t.app, token).post('/guides/create', { title: 'By token' })).title).toBe('By token');
    resultOf(await api(t.app, owner).put('/team/members/modify', { id_member, role: 'viewer', guides: null }));
    await expectRefused(
      () => api(t.app, token).post('/guides/create', { title: 'Again' }),
      RESULT.FORBIDDEN,
      'Your role (viewer) cannot create guides.',
    );
    expect((await api(t.app, token).get('/guides/list')).body.RES_CODE).toBe(RESULT.OK);
  });
});

describe('leaving for good', () => {
  // A token stops working when it expires, is deleted, or its creator leaves the workspace.
  it('a removed admin invited again does not bring back the API tokens made before leaving', async () => {
    const owner = await buildAccount(t.app);
    await buildGuide(t.app, owner, { title: 'Owner guide' });
    const member = await buildAccount(t.app);
    const first = await join(owner, member, 'admin');
    const ws = inWs(owner.id_workspace);
    const token = resultOf(await api(t.app, member).post('/api_tokens/create', { name: 'Old PMS', scope: 'write' }, ws))
      .token as string;
    expect((await api(t.app, token).get('/guides/list')).body.RES_CODE).toBe(RESULT.OK);

    resultOf(await api(t.app, owner).delete('/team/members/delete', { id_member: first.id_member }));
    expect((await api(t.app, token).get('/guides/list')).body.RES_CODE).toBe(RESULT.UNAUTHENTICATED);
    // The owner is not shown a token that no longer works.
    expect(resultOf(await api(t.app, owner).get('/api_tokens/list'))).toEqual([]);

    // Months later the same person is invited again (as an admin) and accepts.
    await join(owner, member, 'admin');
    expect((await api(t.app, member).get('/guides/list', ws)).body.RES_CODE).toBe(RESULT.OK);
    // The token that stopped when its creator left stays stopped.
    const revived = await api(t.app, token).get('/guides/list');
    expect(revived.body.RES_CODE, `the old token answered ${JSON.stringify(revived.body)}`).toBe(
      RESULT.UNAUTHENTICATED,
    );
  });
});

describe('X-Workspace', () => {
  it('answers 43 (never 500) for a malformed value and for a workspace the caller is not in', async () => {
    const owner = await buildAccount(t.app);
    await buildGuide(t.app, owner);
    const other = await buildAccount(t.app);
    const otherGuide = await buildGuide(t.app, other, { title: 'Not yours' });
    const malformed = [
      'abc',
      '0',
      '-1',
      '1,2',
      '1.0',
      '1e3',
      '0x10',
      '99999999999999999999',
      `${owner.id_workspace} x`,
    ];
    for (const value of malformed) {
      for (const call of [
        () => api(t.app, owner).get('/guides/list', inWs(value)),
        () => api(t.app, owner).post('/guides/create', { title: 'X' }, inWs(value)),
      ]) {
        const res = await expectRefused(call, RESULT.FORBIDDEN, MESSAGES.team.workspaceInvalid);
        expect(res.status, value).toBe(403);
      }
    }
    // Well-formed, but not the caller's: an existing workspace, an unknown one, one past int4.
    for (const value of [other.id_workspace, 2_000_000_000, 9_999_999_999]) {
      await expectRefused(
        () => api(t.app, owner).get('/guides/list', inWs(value)),
        RESULT.FORBIDDEN,
        MESSAGES.team.notMember,
      );
      await expectRefused(
        () => api(t.app, owner).put('/guides/modify', { id_guide: otherGuide.id_guide, title: 'Taken' }, inWs(value)),
        RESULT.FORBIDDEN,
        MESSAGES.team.notMember,
      );
      await expectRefused(
        () => api(t.app, owner).get('/users/me', inWs(value)),
        RESULT.FORBIDDEN,
        MESSAGES.team.notMember,
      );
    }
    // Calls about the caller's own account are not stopped by a stale or malformed header.
    for (const value of ['abc', String(other.id_workspace)]) {
      const res = await api(t.app, owner).get('/users/workspaces', inWs(value));
      expect(resultOf(res)).toEqual([expect.objectContaining({ id_workspace: owner.id_workspace, role: 'owner' })]);
    }
    // Without a header at all: the caller's own workspace.
    expect((resultOf(await api(t.app, owner).get('/guides/list')) as unknown[]).length).toBe(1);
  });

  it('is ignored by API tokens: they act in their own workspace whatever the header says', async () => {
    const owner = await buildAccount(t.app);
    const guide = await buildGuide(t.app, owner, { title: 'Token guide' });
    const other = await buildAccount(t.app);
    await buildGuide(t.app, other, { title: 'Other guide' });
    const { token } = await buildApiToken(t.app, owner, { scope: 'read' });
    for (const value of [String(other.id_workspace), 'abc', '0', '99999999999999999999', String(owner.id_workspace)]) {
      const res = await api(t.app, token).get('/guides/list', inWs(value));
      const guides = resultOf(res, `token with X-Workspace ${value}`) as { id_guide: number }[];
      expect(guides.map((g) => g.id_guide)).toEqual([guide.id_guide]);
      expect(resultOf(await api(t.app, token).get('/users/me', inWs(value)))).toMatchObject({
        role: 'owner',
        workspace: { id_workspace: owner.id_workspace },
      });
    }
  });
});

describe('resending an invitation', () => {
  it('mails a new link that works while the old one answers 01; an active member answers 13', async () => {
    const owner = await buildAccount(t.app);
    const invitee = await buildAccount(t.app);
    const invited = await buildMemberInvitation(t.app, owner, { email: invitee.email, role: 'viewer' });
    const first = await invitationMail(invitee.email);

    const resent = await api(t.app, owner).post('/team/members/resend', { id_member: invited.id_member });
    expect(resent.status).toBe(200);
    expect(resultOf(resent)).toMatchObject({ id_member: invited.id_member, status: 'invited', role: 'viewer' });
    const second = await invitationMail(invitee.email);
    expect(second.link).not.toBe(first.link);
    expect(second.vi).toBe(first.vi);

    await expectRefused(() => showInvitation(first), RESULT.NOT_FOUND, MESSAGES.team.invitationInvalid);
    await expectRefused(() => accept(invitee, first), RESULT.NOT_FOUND, MESSAGES.team.invitationInvalid);
    expect(resultOf(await showInvitation(second))).toMatchObject({ email: invitee.email, role: 'viewer' });
    expect(resultOf(await accept(invitee, second))).toMatchObject({ id_workspace: owner.id_workspace });

    await expectRefused(
      () => api(t.app, owner).post('/team/members/resend', { id_member: invited.id_member }),
      RESULT.CONFLICT,
      MESSAGES.team.notInvited,
    );
    // Another workspace's invitation: 01; an editor: 43.
    const stranger = await buildAccount(t.app);
    const theirs = await buildMemberInvitation(t.app, stranger);
    await expectRefused(
      () => api(t.app, owner).post('/team/members/resend', { id_member: theirs.id_member }),
      RESULT.NOT_FOUND,
      MESSAGES.team.memberNotFound,
    );
  });

  it('removing a pending invitation makes its link answer 01', async () => {
    const owner = await buildAccount(t.app);
    const invitee = await buildAccount(t.app);
    const invited = await buildMemberInvitation(t.app, owner, { email: invitee.email });
    const link = await invitationMail(invitee.email);
    resultOf(await api(t.app, owner).delete('/team/members/delete', { id_member: invited.id_member }));
    await expectRefused(() => showInvitation(link), RESULT.NOT_FOUND, MESSAGES.team.invitationInvalid);
    await expectRefused(() => accept(invitee, link), RESULT.NOT_FOUND, MESSAGES.team.invitationInvalid);
    expect(resultOf(await api(t.app, invitee).get('/users/workspaces'))).toHaveLength(1);
  });
});

describe('the invite rate limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    // Mail goes to DATA_DIR/mail here (no SMTP).
    limited = await createTestApp({ rateLimitPerMinute: 3 });
  }, 60_000);
  afterAll(async () => limited?.close());

  it('answers 44 with Retry-After once a client address invited too often in a minute', async () => {
    const owner = await buildAccount(limited.app);
    const invite = (i: number, remoteAddress = '10.9.0.1') =>
      api(limited.app, owner).post(
        '/team/members/invite',
        { email: `limit-${i}@example.com`, role: 'viewer', guides: null },
        { remoteAddress },
      );
    for (let i = 0; i < 3; i++) expect((await invite(i)).status).toBe(201);
    const blocked = await invite(3);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ RES_CODE: RESULT.RATE_LIMITED, RES_RESULT: null });
    const retry = Number(blocked.headers['retry-after']);
    expect(retry).toBeGreaterThanOrEqual(1);
    expect(retry).toBeLessThanOrEqual(60);
    // Nothing was stored for the refused one.
    const listed = resultOf(await api(limited.app, owner).get('/team/members/list')) as TMember[];
    expect(listed.map((m) => m.email)).not.toContain('limit-3@example.com');
    // Another client address is not affected.
    expect((await invite(4, '10.9.0.2')).status).toBe(201);
  });
});
