/**
 * Agencies: an account owns several workspaces (its personal one and one per client). Creating them up
 * to WORKSPACES_PER_ACCOUNT, each workspace's guides, library, branding, members and tokens invisible
 * and unchangeable from another, handing a workspace over to a member (the e-mailed link over real
 * SMTP, confirmed by the new owner), and deleting an empty one. Which caller may make each call is the
 * table in team-access.test.ts; foreign ids are hostile-input.test.ts'.
 */
import { describe, expect, it } from 'vitest';
import {
  httpStatusOf,
  MESSAGES,
  RESULT,
  WORKSPACE_HEADER,
  ZApiToken,
  ZGuideListItem,
  ZMember,
  ZWorkspace,
  type TResultCode,
} from '@guidebook/contract';
import { getDatabaseClient, getTestServer, getTestSmtp } from './helpers/test-app.ts';
import {
  api,
  buildAccount,
  buildApiToken,
  buildFile,
  buildGuide,
  buildMemberInvitation,
  resultOf,
  type Answer,
  type TestAccount,
} from './helpers/factories.ts';
import { emailedLink } from './helpers/mail-links.ts';
import { snapshotRows } from './helpers/db-snapshot.ts';

const PUBLIC_URL = 'http://guide.test';
const TRANSFER_PAGE = `${PUBLIC_URL}/public/workspace_transfer`;
const INVITATION_PAGE = `${PUBLIC_URL}/public/team_invitation`;
const LIMIT = 3;

const smtp = await getTestSmtp();
const t = await getTestServer({
  smtpUrl: smtp.url,
  publicUrl: PUBLIC_URL,
  workspacesPerAccount: LIMIT,
  rateLimitPerMinute: 1_000_000,
  apiTokenRateLimitPerMinute: 1_000_000,
});
const admin = await getDatabaseClient(t);

/** The account acting in workspace `id` (its requests carry X-Workspace). */
function actingIn(who: TestAccount, id: number): TestAccount {
  return { ...who, id_workspace: id, auth: { ...who.auth, [WORKSPACE_HEADER]: String(id) } as TestAccount['auth'] };
}

async function createWorkspace(who: TestAccount, name: string): Promise<number> {
  const res = await api(t.app, who).post('/workspaces/create', { name });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return ZWorkspace.parse(res.body.RES_RESULT).id_workspace;
}

async function workspacesOf(who: TestAccount) {
  return ZWorkspace.array().parse(resultOf(await api(t.app, who).get('/users/workspaces')));
}

/** A refused call: the code and message, RES_RESULT null, and no row of any table changed. */
async function expectRefused(call: () => Promise<Answer>, code: TResultCode, message: string): Promise<void> {
  await t.app.deps.jobs.settled('mail');
  const before = await snapshotRows(admin);
  const res = await call();
  expect(res.status, JSON.stringify(res.body)).toBe(httpStatusOf(code));
  expect(res.body).toMatchObject({ RES_CODE: code, RES_MESSAGE: message, RES_RESULT: null });
  await t.app.deps.jobs.settled('mail');
  expect(await snapshotRows(admin), 'a refused call changed a row').toBe(before);
}

/** Invites `member` into the workspace `owner` acts in and accepts through the e-mailed link. */
async function join(owner: TestAccount, member: TestAccount, role: 'admin' | 'editor' | 'viewer'): Promise<number> {
  const invited = await buildMemberInvitation(t.app, owner, { email: member.email, role });
  const mail = await smtp.waitFor((m) => m.to.includes(member.email) && m.subject.includes('invited you'));
  const link = emailedLink(mail, INVITATION_PAGE, { vc: /^.{20,}$/, vi: /^\d+$/ });
  resultOf(await api(t.app, member).post('/team/invitations/accept', { vc: link.vc, vi: link.vi }));
  return invited.id_member;
}

describe('creating workspaces', () => {
  it('makes the caller owner of each, personal workspace first, up to WORKSPACES_PER_ACCOUNT owned', async () => {
    const host = await buildAccount(t.app, { name: 'Ann', lastname: 'Agency' });
    const b = await createWorkspace(host, '  Villa Rosa  ');
    const c = await createWorkspace(host, 'Beach House');
    const listed = await workspacesOf(host);
    expect(listed).toEqual([
      { id_workspace: host.id_workspace, name: 'Ann Agency’s workspace', role: 'owner' },
      { id_workspace: c, name: 'Beach House', role: 'owner' },
      { id_workspace: b, name: 'Villa Rosa', role: 'owner' },
    ]);
    const { rows } = await admin.query(
      `SELECT w.id_workspace, w.kind, m.role, m.status FROM workspaces w
       JOIN workspace_members m ON m.id_workspace = w.id_workspace AND m.id_user = w.id_user_owner
       WHERE w.id_user_owner = $1 ORDER BY w.id_workspace`,
      [host.id_user],
    );
    expect(rows).toEqual([
      { id_workspace: host.id_workspace, kind: 'personal', role: 'owner', status: 'active' },
      { id_workspace: b, kind: 'client', role: 'owner', status: 'active' },
      { id_workspace: c, kind: 'client', role: 'owner', status: 'active' },
    ]);
    // Without a header the account still acts in its personal workspace.
    const me = resultOf<{ workspace: { id_workspace: number } }>(await api(t.app, host).get('/users/me'));
    expect(me.workspace.id_workspace).toBe(host.id_workspace);

    await expectRefused(
      () => api(t.app, host).post('/workspaces/create', { name: 'One too many' }),
      RESULT.CONFLICT,
      MESSAGES.agency.tooMany(LIMIT),
    );
    // Another account's count is its own.
    const other = await buildAccount(t.app);
    await createWorkspace(other, 'Other client');
  });

  it('counts creations made at the same time one after the other: never past the limit', async () => {
    const host = await buildAccount(t.app);
    const answers = await Promise.all(
      Array.from({ length: LIMIT + 1 }, (_, i) => api(t.app, host).post('/workspaces/create', { name: `Rush ${i}` })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([
      ...Array.from({ length: LIMIT - 1 }, () => 201),
      ...Array.from({ length: 2 }, () => 409),
    ]);
    const { rows } = await admin.query('SELECT count(*)::int AS n FROM workspaces WHERE id_user_owner = $1', [
      host.id_user,
    ]);
    expect(rows[0].n).toBe(LIMIT);
  });

  it('refuses a missing or blank name with a clear message', async () => {
    const host = await buildAccount(t.app);
    for (const body of [{}, { name: '   ' }]) {
      const res = await api(t.app, host).post('/workspaces/create', body);
      expect(res.status).toBe(422);
      expect(res.body.RES_MESSAGE).toBe(MESSAGES.agency.nameRequired);
    }
  });
});

describe('each workspace is its own', () => {
  it('keeps guides, library, branding, members and tokens apart, and the guides list names the workspace', async () => {
    const host = await buildAccount(t.app, { name: 'Ann', lastname: 'Agency' });
    const personal = actingIn(host, host.id_workspace);
    const client = actingIn(host, await createWorkspace(host, 'Villa Rosa'));
    const [guideP, guideC, fileC, tokenC] = await Promise.all([
      buildGuide(t.app, personal, { title: 'Own flat' }),
      buildGuide(t.app, client, { title: 'Villa' }),
      buildFile(t.app, client, { name: 'villa.jpg' }),
      buildApiToken(t.app, client, { name: 'Villa PMS', scope: 'write' }),
    ]);
    const inviteC = await buildMemberInvitation(t.app, client, { role: 'editor' });
    resultOf(
      await api(t.app, client).put('/workspace/branding', {
        id_file_public: fileC.id_file_public,
        font: 'Lato',
        color: '#1f6feb',
      }),
    );

    // The guides list of each names its own guides and the workspace.
    const listOf = async (who: TestAccount) =>
      ZGuideListItem.array().parse(resultOf(await api(t.app, who).get('/guides/list')));
    expect((await listOf(client)).map((g) => [g.title, g.workspace_name])).toEqual([['Villa', 'Villa Rosa']]);
    expect((await listOf(personal)).map((g) => [g.title, g.workspace_name])).toEqual([
      ['Own flat', 'Ann Agency’s workspace'],
    ]);
    const paged = ZGuideListItem.array().parse(resultOf(await api(t.app, client).get('/guides/list?page=1')));
    expect(paged.map((g) => g.workspace_name)).toEqual(['Villa Rosa']);

    // From the personal workspace, the client's rows do not exist.
    const fromP = api(t.app, personal);
    await expectRefused(
      () => fromP.get(`/guides/select?id_guide=${guideC.id_guide}`),
      RESULT.NOT_FOUND,
      MESSAGES.guide.notFound,
    );
    await expectRefused(
      () => fromP.put('/guides/modify', { id_guide: guideC.id_guide, title: 'Taken' }),
      RESULT.NOT_FOUND,
      MESSAGES.guide.notFound,
    );
    expect((await fromP.get(`/files/public/select?id=${fileC.id_file_public}`)).body.RES_CODE).toBe(RESULT.NOT_FOUND);
    await expectRefused(
      () => fromP.delete('/files/public/delete', { id_file_public: fileC.id_file_public, private: 4, comment: 'x' }),
      RESULT.NOT_FOUND,
      MESSAGES.file.notFound,
    );
    const membersP = ZMember.array().parse(resultOf(await fromP.get('/team/members/list')));
    expect(membersP.map((m) => m.email)).toEqual([host.email]);
    await expectRefused(
      () => fromP.delete('/team/members/delete', { id_member: inviteC.id_member }),
      RESULT.NOT_FOUND,
      MESSAGES.team.memberNotFound,
    );
    expect(ZApiToken.array().parse(resultOf(await fromP.get('/api_tokens/list')))).toEqual([]);
    await expectRefused(
      () => fromP.delete('/api_tokens/delete', { id_api_token: tokenC.id_api_token }),
      RESULT.NOT_FOUND,
      MESSAGES.apiToken.notFound,
    );
    // The client's logo is no file of the personal workspace's library.
    expect(
      (await fromP.put('/workspace/branding', { id_file_public: fileC.id_file_public, font: 'Lato', color: '#1f6feb' }))
        .body.RES_CODE,
    ).toBe(RESULT.NOT_FOUND);
    const brandingP = resultOf<{ is_set: boolean; font: string }>(await fromP.get('/workspace/branding'));
    expect(brandingP.is_set).toBe(false);
    expect(
      resultOf<{ is_set: boolean; font: string }>(await api(t.app, client).get('/workspace/branding')),
    ).toMatchObject({ is_set: true, font: 'Lato' });

    // The client's token acts in the client's workspace only, whatever header it sends.
    const byToken = (
      await t.app.inject({
        method: 'GET',
        url: '/api/guides/list',
        headers: { authorization: `Bearer ${tokenC.token}`, [WORKSPACE_HEADER]: String(host.id_workspace) },
      })
    ).json() as { RES_RESULT: { id_guide: number }[] };
    expect(byToken.RES_RESULT.map((g) => g.id_guide)).toEqual([guideC.id_guide]);
    expect(guideP.id_guide).not.toBe(guideC.id_guide);

    // A member of the client's workspace is no member of the agency's personal one.
    const member = await buildAccount(t.app);
    await join(client, member, 'editor');
    const memberWorkspaces = await workspacesOf(member);
    expect(memberWorkspaces.map((w) => w.id_workspace)).toEqual([member.id_workspace, client.id_workspace]);
    await expectRefused(
      () => api(t.app, actingIn(member, host.id_workspace)).get('/guides/list'),
      RESULT.FORBIDDEN,
      MESSAGES.team.notMember,
    );
  });
});

describe('handing a workspace over', () => {
  it('e-mails the member a link; once they confirm they own it and the old owner stays as an admin', async () => {
    const host = await buildAccount(t.app, { name: 'Ann', lastname: 'Agency' });
    const client = actingIn(host, await createWorkspace(host, 'Villa Rosa'));
    const guide = await buildGuide(t.app, client, { title: 'Villa' });
    const newOwner = await buildAccount(t.app, { name: 'Rosa', lastname: 'Owner' });
    const idMember = await join(client, newOwner, 'editor');
    const pending = await buildMemberInvitation(t.app, client, { role: 'viewer' });
    const other = await buildAccount(t.app);

    await expectRefused(
      () => api(t.app, client).post('/workspaces/transfer', { id_member: pending.id_member }),
      RESULT.CONFLICT,
      MESSAGES.agency.targetNotActive,
    );
    const ownRow = ZMember.array()
      .parse(resultOf(await api(t.app, client).get('/team/members/list')))
      .find((m) => m.role === 'owner')!;
    await expectRefused(
      () => api(t.app, client).post('/workspaces/transfer', { id_member: ownRow.id_member }),
      RESULT.CONFLICT,
      MESSAGES.agency.targetIsOwner,
    );
    // The personal workspace stays its account's.
    const inPersonal = await buildMemberInvitation(t.app, host, { role: 'viewer' });
    await expectRefused(
      () => api(t.app, host).post('/workspaces/transfer', { id_member: inPersonal.id_member }),
      RESULT.CONFLICT,
      MESSAGES.agency.personalFixed,
    );
    // A member who is not the owner may not hand it over, even an admin.
    await expectRefused(
      () => api(t.app, actingIn(newOwner, client.id_workspace)).post('/workspaces/transfer', { id_member: idMember }),
      RESULT.FORBIDDEN,
      MESSAGES.team.roleCannot('editor', 'members.manage'),
    );

    const sent = resultOf<{ id_member: number; email: string; expires_at: string }>(
      await api(t.app, client).post('/workspaces/transfer', { id_member: idMember }),
    );
    expect(sent).toMatchObject({ id_member: idMember, email: newOwner.email });
    expect(Date.parse(sent.expires_at)).toBeGreaterThan(Date.now());
    const mail = await smtp.waitFor((m) => m.to.includes(newOwner.email) && m.subject.includes('hands Villa Rosa'));
    expect(mail.subject).toBe('Ann Agency hands Villa Rosa over to you on Guidebook');
    const link = emailedLink(mail, TRANSFER_PAGE, { vc: /^.{20,}$/, vi: /^\d+$/ });
    const { rows: stored } = await admin.query('SELECT code_hash FROM workspace_transfers WHERE id_transfer = $1', [
      Number(link.vi),
    ]);
    expect(stored).toHaveLength(1);
    expect(Buffer.from(stored[0].code_hash).toString('utf8')).not.toContain(link.vc);

    // Only the member it was handed to may confirm; a wrong code is no link at all.
    await expectRefused(
      () => api(t.app, other).post('/workspaces/transfer/confirm', { vc: link.vc, vi: link.vi }),
      RESULT.FORBIDDEN,
      MESSAGES.agency.transferWrongAccount(newOwner.email),
    );
    await expectRefused(
      () => api(t.app, newOwner).post('/workspaces/transfer/confirm', { vc: `${link.vc}x`, vi: link.vi }),
      RESULT.NOT_FOUND,
      MESSAGES.agency.transferInvalid,
    );
    const confirmed = resultOf(await api(t.app, newOwner).post('/workspaces/transfer/confirm', link));
    expect(confirmed).toEqual({ id_workspace: client.id_workspace, name: 'Villa Rosa', role: 'owner' });
    await expectRefused(
      () => api(t.app, newOwner).post('/workspaces/transfer/confirm', { vc: link.vc, vi: link.vi }),
      RESULT.NOT_FOUND,
      MESSAGES.agency.transferInvalid,
    );

    // Next requests see the change: the new owner owns it (its personal workspace stays first), the old one is an admin.
    expect((await workspacesOf(newOwner)).map((w) => [w.id_workspace, w.role])).toEqual([
      [newOwner.id_workspace, 'owner'],
      [client.id_workspace, 'owner'],
    ]);
    expect((await workspacesOf(host)).find((w) => w.id_workspace === client.id_workspace)?.role).toBe('admin');
    const { rows } = await admin.query('SELECT id_user_owner, kind FROM workspaces WHERE id_workspace = $1', [
      client.id_workspace,
    ]);
    expect(rows).toEqual([{ id_user_owner: newOwner.id_user, kind: 'client' }]);
    // The guides stay where they were; the old owner works on them as an admin but no longer deletes the workspace.
    const asAdmin = ZGuideListItem.array().parse(resultOf(await api(t.app, client).get('/guides/list')));
    expect(asAdmin.map((g) => g.id_guide)).toEqual([guide.id_guide]);
    await expectRefused(
      () => api(t.app, client).post('/workspaces/delete', { id_workspace: client.id_workspace }),
      RESULT.FORBIDDEN,
      MESSAGES.agency.ownerOnly,
    );
  });

  it('is refused at confirmation when the new owner already owns WORKSPACES_PER_ACCOUNT workspaces', async () => {
    const host = await buildAccount(t.app, { name: 'Ann', lastname: 'Agency' });
    const client = actingIn(host, await createWorkspace(host, 'Harbour'));
    const busy = await buildAccount(t.app);
    for (let i = 1; i < LIMIT; i++) await createWorkspace(busy, `Busy ${i}`);
    const idMember = await join(client, busy, 'admin');
    resultOf(await api(t.app, client).post('/workspaces/transfer', { id_member: idMember }));
    const mail = await smtp.waitFor((m) => m.to.includes(busy.email) && m.subject.includes('hands Harbour'));
    const link = emailedLink(mail, TRANSFER_PAGE, { vc: /^.{20,}$/, vi: /^\d+$/ });
    await expectRefused(
      () => api(t.app, busy).post('/workspaces/transfer/confirm', { vc: link.vc, vi: link.vi }),
      RESULT.CONFLICT,
      MESSAGES.agency.targetTooMany(LIMIT),
    );
  });
});

describe('deleting a workspace', () => {
  it('deletes an empty client workspace only, with its members; never the personal one', async () => {
    const host = await buildAccount(t.app);
    const empty = actingIn(host, await createWorkspace(host, 'Empty'));
    const withGuide = actingIn(host, await createWorkspace(host, 'With guide'));
    await buildGuide(t.app, withGuide, { title: 'Kept' });

    await expectRefused(
      () => api(t.app, host).post('/workspaces/delete', { id_workspace: host.id_workspace }),
      RESULT.CONFLICT,
      MESSAGES.agency.personalFixed,
    );
    await expectRefused(
      () => api(t.app, withGuide).post('/workspaces/delete', { id_workspace: withGuide.id_workspace }),
      RESULT.CONFLICT,
      MESSAGES.agency.notEmpty,
    );
    // The body names the workspace acted in again: another id deletes nothing.
    await expectRefused(
      () => api(t.app, empty).post('/workspaces/delete', { id_workspace: withGuide.id_workspace }),
      RESULT.NOT_FOUND,
      MESSAGES.agency.notFound,
    );

    const member = await buildAccount(t.app);
    await join(empty, member, 'admin');
    const token = await buildApiToken(t.app, empty, { name: 'Gone with it' });
    // A member who is an admin there may not delete it.
    await expectRefused(
      () =>
        api(t.app, actingIn(member, empty.id_workspace)).post('/workspaces/delete', {
          id_workspace: empty.id_workspace,
        }),
      RESULT.FORBIDDEN,
      MESSAGES.agency.ownerOnly,
    );
    const deleted = await api(t.app, empty).post('/workspaces/delete', { id_workspace: empty.id_workspace });
    expect(deleted.body).toMatchObject({ RES_CODE: RESULT.OK, RES_RESULT: null });
    const { rows } = await admin.query('SELECT count(*)::int AS n FROM workspaces WHERE id_workspace = $1', [
      empty.id_workspace,
    ]);
    expect(rows[0].n).toBe(0);
    // Its members' and owner's next requests know it no more; its token stops working.
    expect((await workspacesOf(member)).map((w) => w.id_workspace)).toEqual([member.id_workspace]);
    await expectRefused(() => api(t.app, empty).get('/guides/list'), RESULT.FORBIDDEN, MESSAGES.team.notMember);
    expect((await api(t.app, token.token).get('/guides/list')).body.RES_CODE).toBe(RESULT.UNAUTHENTICATED);

    // A library file keeps a workspace too; once it is deleted, so may the workspace be.
    const withFile = actingIn(host, await createWorkspace(host, 'With file'));
    const file = await buildFile(t.app, withFile);
    await expectRefused(
      () => api(t.app, withFile).post('/workspaces/delete', { id_workspace: withFile.id_workspace }),
      RESULT.CONFLICT,
      MESSAGES.agency.notEmpty,
    );
    resultOf(
      await api(t.app, withFile).delete('/files/public/delete', {
        id_file_public: file.id_file_public,
        private: 4,
        comment: 'gone',
      }),
    );
    resultOf(await api(t.app, withFile).post('/workspaces/delete', { id_workspace: withFile.id_workspace }));
  });
});
