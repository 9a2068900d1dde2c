/**
 * POST /guides/bulk and team scope by tag.
 * - every action (add and remove a tag, apply the workspace branding, duplicate, delete) on chosen
 *   guides and on all guides a filter matches; all or nothing: one guide that is missing, another
 *   workspace's or outside a member's guides refuses the call with a message naming it, and no row
 *   changes; delete only with `confirm` equal to the number it deletes; each action needs its
 *   single-guide call's permission;
 * - a member scoped to a tag sees exactly the tagged guides, gains one when it is tagged and loses
 *   it when untagged, on two instances on one database at once (the credential caches are dropped
 *   through `sessionsChanged`).
 */
import { describe, expect, it } from 'vitest';
import {
  GUIDE_LIST,
  GUIDES_BULK,
  MESSAGES,
  RESULT,
  WORKSPACE_HEADER,
  type TGuidesBulkRequest,
} from '@guidebook/contract';
import { snapshotRows } from './helpers/db-snapshot.ts';
import { getDatabaseClient, getTestServer, type TestApp } from './helpers/test-app.ts';
import {
  api,
  buildAccount,
  buildCategory,
  buildGuide,
  buildSharedGuide,
  buildTopic,
  type TestAccount,
} from './helpers/factories.ts';

const t = await getTestServer();
const t2 = await getTestServer({}, { databaseUrl: t.databaseUrl });
const admin = await getDatabaseClient(t);

type Envelope = { RES_CODE: string; RES_MESSAGE: string; RES_RESULT: unknown };

async function bulk(who: TestAccount, body: TGuidesBulkRequest, headers: Record<string, string> = {}, on = t) {
  const res = await api(on.app, who).post('/guides/bulk', body, { headers });
  return { status: res.status, body: res.body as unknown as Envelope };
}

function changed(res: { status: number; body: Envelope }): { changed: number; id_guides: number[] } {
  expect(res.body.RES_CODE, res.body.RES_MESSAGE).toBe(RESULT.OK);
  return res.body.RES_RESULT as { changed: number; id_guides: number[] };
}

async function tagsOf(idGuide: number): Promise<string[]> {
  const rows = await admin.query('SELECT name FROM guide_tags WHERE id_guide = $1 ORDER BY position', [idGuide]);
  return rows.rows.map((r: { name: string }) => r.name);
}

async function setTags(owner: TestAccount, idGuide: number, tags: string[], on = t) {
  const res = await api(on.app, owner).put('/guides/tags', { id_guide: idGuide, tags });
  expect(res.body.RES_CODE).toBe(RESULT.OK);
}

async function guideCount(idWorkspace: number): Promise<number> {
  return (await admin.query('SELECT count(*)::int AS n FROM guides WHERE id_workspace = $1', [idWorkspace])).rows[0].n;
}

/** An owner with three guides: two in Lisbon, one in Porto. */
async function threeGuides() {
  const owner = await buildAccount(t.app);
  const lisbon1 = await buildGuide(t.app, owner, { title: 'Alfama Loft', city: 'Lisboa' });
  const lisbon2 = await buildGuide(t.app, owner, { title: 'Belém House', city: 'Lisboa' });
  const porto = await buildGuide(t.app, owner, { title: 'Ribeira Flat', city: 'Porto' });
  return { owner, ids: [lisbon1.id_guide, lisbon2.id_guide, porto.id_guide] as const };
}

/** `account` becomes an active member of the owner's workspace with this role; its id_member. */
async function addMember(owner: TestAccount, account: TestAccount, role: string, guides: number[] | null) {
  const row = await admin.query(
    `INSERT INTO workspace_members (id_workspace, id_user, email, role, guides, status, date_accepted)
     VALUES ($1, $2, $3, $4, $5, 'active', now()) RETURNING id_member`,
    [owner.id_workspace, account.id_user, account.email, role, guides],
  );
  return { id_member: row.rows[0].id_member as number, headers: { [WORKSPACE_HEADER]: String(owner.id_workspace) } };
}

describe('tags on many guides', () => {
  it('adds a tag to the chosen guides (ignoring case, once) and removes it from every guide a filter matches', async () => {
    const { owner, ids } = await threeGuides();
    await setTags(owner, ids[1], ['Sea view']);
    const added = changed(await bulk(owner, { action: 'add_tag', id_guides: [ids[0], ids[1]], tag: '  Lisbon ' }));
    expect(added).toEqual({ action: 'add_tag', changed: 2, id_guides: expect.arrayContaining([ids[0], ids[1]]) });
    expect(await tagsOf(ids[0])).toEqual(['Lisbon']);
    // After the guide's own tags, in their order.
    expect(await tagsOf(ids[1])).toEqual(['Sea view', 'Lisbon']);
    expect(await tagsOf(ids[2])).toEqual([]);

    // Already there, written another way: nothing changes, the first spelling stays.
    expect(changed(await bulk(owner, { action: 'add_tag', id_guides: [ids[0]], tag: 'LISBON' })).changed).toBe(0);
    expect(await tagsOf(ids[0])).toEqual(['Lisbon']);

    // The list's filter: every guide with the tag, and the search.
    const list = await api(t.app, owner).get('/guides/list?tag=lisbon&page=1');
    expect((list.body.RES_OTHERS as { TOTAL: number }).TOTAL).toBe(2);
    expect(changed(await bulk(owner, { action: 'add_tag', filter: { q: 'porto' }, tag: 'North' })).id_guides).toEqual([
      ids[2],
    ]);
    const removed = changed(await bulk(owner, { action: 'remove_tag', filter: { tag: 'LISBON' }, tag: 'lisbon' }));
    expect(removed.changed).toBe(2);
    expect(await tagsOf(ids[0])).toEqual([]);
    expect(await tagsOf(ids[1])).toEqual(['Sea view']);
    expect(await tagsOf(ids[2])).toEqual(['North']);
    // An empty filter is every guide.
    expect(changed(await bulk(owner, { action: 'add_tag', filter: {}, tag: 'All' })).changed).toBe(3);
  });

  it('is all or nothing: a missing guide, another workspace’s or one with too many tags changes none', async () => {
    const { owner, ids } = await threeGuides();
    const other = await buildAccount(t.app);
    const theirs = await buildGuide(t.app, other, { title: 'Theirs' });
    const before = await snapshotRows(admin);

    for (const foreign of [2_000_000_000, theirs.id_guide]) {
      const res = await bulk(owner, { action: 'add_tag', id_guides: [ids[0], foreign, ids[1]], tag: 'Lisbon' });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ RES_CODE: RESULT.NOT_FOUND, RES_RESULT: null });
      // Named, and worded as for a guide that does not exist, whoever's it is.
      expect(res.body.RES_MESSAGE).toBe(MESSAGES.bulk.guideNotFound(foreign));
    }
    expect(await snapshotRows(admin)).toBe(before);

    const full = Array.from({ length: GUIDE_LIST.TAGS_MAX }, (_, i) => `Tag ${i}`);
    await setTags(owner, ids[2], full);
    const refused = await bulk(owner, { action: 'add_tag', id_guides: [ids[0], ids[2]], tag: 'Lisbon' });
    expect(refused.body.RES_CODE).toBe(RESULT.VALIDATION);
    expect(refused.body.RES_MESSAGE).toBe(MESSAGES.bulk.tooManyTags('Ribeira Flat', GUIDE_LIST.TAGS_MAX));
    expect(await tagsOf(ids[0])).toEqual([]);
    // A guide that already has the tag is no refusal, however many tags it has.
    expect(changed(await bulk(owner, { action: 'add_tag', id_guides: [ids[2]], tag: 'tag 3' })).changed).toBe(0);
  });

  it('refuses a request that names no guides, both kinds, no tag, or more guides than one call takes', async () => {
    const { owner, ids } = await threeGuides();
    const before = await snapshotRows(admin);
    const cases: [TGuidesBulkRequest, string, string][] = [
      [{ action: 'add_tag', tag: 'x' }, 'id_guides', MESSAGES.bulk.idsOrFilter],
      [{ action: 'add_tag', id_guides: [ids[0]], filter: {}, tag: 'x' }, 'id_guides', MESSAGES.bulk.idsOrFilter],
      [{ action: 'add_tag', id_guides: [], tag: 'x' }, 'id_guides', MESSAGES.bulk.guidesEmpty],
      [{ action: 'add_tag', id_guides: [ids[0]] }, 'tag', MESSAGES.bulk.tagRequired],
      [{ action: 'remove_tag', id_guides: [ids[0]], tag: '  ' }, 'tag', MESSAGES.guidesList.tagEmpty],
      [
        { action: 'add_tag', id_guides: Array.from({ length: GUIDES_BULK.MAX_GUIDES + 1 }, (_, i) => i + 1), tag: 'x' },
        'id_guides',
        MESSAGES.bulk.tooMany(GUIDES_BULK.MAX_GUIDES),
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await api(t.app, owner).post('/guides/bulk', body);
      expect(res.body.RES_CODE, JSON.stringify(body).slice(0, 80)).toBe(RESULT.VALIDATION);
      expect((res.body.RES_OTHERS as { FIELDS: Record<string, string> }).FIELDS[field]).toBe(message);
    }
    const unknown = await api(t.app, owner).post('/guides/bulk', { action: 'paint', id_guides: [ids[0]] });
    expect(unknown.status).toBeGreaterThanOrEqual(400);
    expect(unknown.status).toBeLessThan(500);
    expect(await snapshotRows(admin)).toBe(before);
  });
});

describe('workspace branding, duplicate and delete on many guides', () => {
  it('applies the workspace branding to the chosen guides only, and guests see it at once', async () => {
    const owner = await buildAccount(t.app);
    const own = await buildSharedGuide(t.app, owner, { title: 'Own colours' });
    const other = await buildSharedGuide(t.app, owner, { title: 'Other own colours' });
    for (const g of [own, other])
      expect(
        (
          await api(t.app, owner).put('/guides/branding', {
            id_guide: g.id_guide,
            id_file_public: null,
            font: 'Lato',
            color: '#112233',
          })
        ).body.RES_CODE,
      ).toBe(RESULT.OK);
    // Before the workspace has a branding: 13, nothing changes.
    const unset = await bulk(owner, { action: 'apply_branding', id_guides: [own.id_guide] });
    expect(unset.body).toMatchObject({
      RES_CODE: RESULT.CONFLICT,
      RES_MESSAGE: MESSAGES.sharing.workspaceBrandingUnset,
    });

    const guestColor = async (token: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/guest/guides/${token}` })).json().RES_RESULT.branding.color;
    expect(await guestColor(own.token)).toBe('#112233');
    const saved = await api(t.app, owner).put('/workspace/branding', {
      id_file_public: null,
      font: 'Roboto',
      color: '#1f6feb',
    });
    expect(saved.body.RES_CODE).toBe(RESULT.OK);
    expect(changed(await bulk(owner, { action: 'apply_branding', id_guides: [own.id_guide] }))).toEqual({
      action: 'apply_branding',
      changed: 1,
      id_guides: [own.id_guide],
    });
    expect(await guestColor(own.token)).toBe('#1f6feb');
    expect(await guestColor(other.token)).toBe('#112233');
    const follows = await admin.query(
      'SELECT id_guide, branding_follows FROM guides WHERE id_guide = ANY($1) ORDER BY 1',
      [[own.id_guide, other.id_guide]],
    );
    expect(follows.rows.map((r: { branding_follows: boolean }) => r.branding_follows)).toEqual([true, false]);
  });

  it('duplicates the chosen guides with their content and tags, or none', async () => {
    const owner = await buildAccount(t.app);
    const a = await buildGuide(t.app, owner, { title: 'Cabin' });
    const b = await buildGuide(t.app, owner, { title: 'Chalet' });
    const category = await buildCategory(t.app, owner, { id_guide: a.id_guide, name: 'House rules' });
    await buildTopic(t.app, owner, { id_guide_content: category.id_guide_content, name: 'Quiet hours' });
    await setTags(owner, a.id_guide, ['Alps', 'Winter']);

    const before = await guideCount(owner.id_workspace);
    const refused = await bulk(owner, { action: 'duplicate', id_guides: [a.id_guide, 2_000_000_000] });
    expect(refused.body.RES_CODE).toBe(RESULT.NOT_FOUND);
    expect(await guideCount(owner.id_workspace)).toBe(before);

    const copies = changed(await bulk(owner, { action: 'duplicate', id_guides: [a.id_guide, b.id_guide] }));
    expect(copies.changed).toBe(2);
    const rows = await admin.query('SELECT id_guide, title FROM guides WHERE id_guide = ANY($1) ORDER BY id_guide', [
      copies.id_guides,
    ]);
    expect(rows.rows.map((r: { title: string }) => r.title)).toEqual([
      `Cabin${MESSAGES.transfer.copySuffix}`,
      `Chalet${MESSAGES.transfer.copySuffix}`,
    ]);
    expect(await tagsOf(copies.id_guides[0]!)).toEqual(['Alps', 'Winter']);
    const topics = await admin.query(
      `SELECT t.name FROM guide_topics t JOIN guide_contents c ON c.id_guide_content = t.id_guide_content
       WHERE c.id_guide = $1`,
      [copies.id_guides[0]],
    );
    expect(topics.rows.map((r: { name: string }) => r.name)).toEqual(['Quiet hours']);

    const tooMany = await bulk(owner, {
      action: 'duplicate',
      id_guides: Array.from({ length: GUIDES_BULK.MAX_DUPLICATES + 1 }, (_, i) => i + 1),
    });
    expect(tooMany.body).toMatchObject({
      RES_CODE: RESULT.VALIDATION,
      RES_MESSAGE: MESSAGES.bulk.tooMany(GUIDES_BULK.MAX_DUPLICATES),
    });
  });

  it('deletes only with confirm equal to the number of guides it deletes', async () => {
    const { owner, ids } = await threeGuides();
    const shared = await buildSharedGuide(t.app, owner, { title: 'Lisbon Studio', city: 'Lisboa' });
    const before = await snapshotRows(admin);
    for (const confirm of [undefined, 2, 0]) {
      const res = await bulk(owner, {
        action: 'delete',
        filter: { q: 'lisboa' },
        ...(confirm === undefined ? {} : { confirm }),
      });
      expect(res.body).toMatchObject({ RES_CODE: RESULT.CONFLICT, RES_MESSAGE: MESSAGES.bulk.confirmDelete(3) });
    }
    expect(await snapshotRows(admin)).toBe(before);
    const guest = () => t.app.inject({ method: 'GET', url: `/api/guest/guides/${shared.token}` });
    expect((await guest()).statusCode).toBe(200);

    const deleted = changed(await bulk(owner, { action: 'delete', filter: { q: 'lisboa' }, confirm: 3 }));
    expect(deleted.changed).toBe(3);
    expect(await guideCount(owner.id_workspace)).toBe(1);
    // The guest cache forgot the deleted guide, on this instance and the other.
    expect((await guest()).statusCode).toBe(404);
    expect((await t2.app.inject({ method: 'GET', url: `/api/guest/guides/${shared.token}` })).statusCode).toBe(404);
    // Nothing left to match: nothing to confirm, nothing changed.
    expect(changed(await bulk(owner, { action: 'delete', filter: { q: 'lisboa' } })).changed).toBe(0);
    expect(changed(await bulk(owner, { action: 'delete', id_guides: [ids[2]], confirm: 1 })).changed).toBe(1);
  });
});

describe('roles and members limited to chosen guides', () => {
  it('needs the single-guide permission of each action, and keeps a scoped member to their guides', async () => {
    const { owner, ids } = await threeGuides();
    const [viewer, editor, scoped] = await Promise.all([buildAccount(t.app), buildAccount(t.app), buildAccount(t.app)]);
    const asViewer = await addMember(owner, viewer, 'viewer', null);
    const asEditor = await addMember(owner, editor, 'editor', null);
    const asScoped = await addMember(owner, scoped, 'editor', [ids[0]]);
    const before = await snapshotRows(admin);

    const viewerTag = await bulk(viewer, { action: 'add_tag', id_guides: [ids[0]], tag: 'x' }, asViewer.headers);
    expect(viewerTag.body).toMatchObject({
      RES_CODE: RESULT.FORBIDDEN,
      RES_MESSAGE: MESSAGES.team.roleCannot('viewer', 'guides.write'),
    });
    const editorDelete = await bulk(editor, { action: 'delete', id_guides: [ids[0]], confirm: 1 }, asEditor.headers);
    expect(editorDelete.body).toMatchObject({
      RES_CODE: RESULT.FORBIDDEN,
      RES_MESSAGE: MESSAGES.team.roleCannot('editor', 'guides.delete'),
    });
    const scopedCopy = await bulk(scoped, { action: 'duplicate', id_guides: [ids[0]] }, asScoped.headers);
    expect(scopedCopy.body).toMatchObject({ RES_CODE: RESULT.FORBIDDEN, RES_MESSAGE: MESSAGES.team.scopeCannotCreate });
    // A guide outside the member's guides is named like one that does not exist, and nothing changes.
    const outside = await bulk(scoped, { action: 'add_tag', id_guides: [ids[0], ids[1]], tag: 'x' }, asScoped.headers);
    expect(outside.body).toMatchObject({
      RES_CODE: RESULT.NOT_FOUND,
      RES_MESSAGE: MESSAGES.bulk.guideNotFound(ids[1]),
    });
    expect(await snapshotRows(admin)).toBe(before);

    // A filter means every matching guide the member works on.
    const mine = changed(await bulk(scoped, { action: 'add_tag', filter: {}, tag: 'Mine' }, asScoped.headers));
    expect(mine.id_guides).toEqual([ids[0]]);
    expect(changed(await bulk(editor, { action: 'add_tag', filter: {}, tag: 'All' }, asEditor.headers)).changed).toBe(
      3,
    );
  });
});

describe('team scope by tag', () => {
  async function seen(on: TestApp, member: TestAccount, headers: Record<string, string>): Promise<number[]> {
    const res = await api(on.app, member).get('/guides/list', { headers });
    expect(res.body.RES_CODE).toBe(RESULT.OK);
    return (res.body.RES_RESULT as { id_guide: number }[]).map((g) => g.id_guide).sort((x, y) => x - y);
  }

  /** Polls until `check` holds (every 10 ms, at most 2 s). */
  async function soon(what: string, check: () => Promise<boolean>): Promise<void> {
    const until = Date.now() + 2_000;
    while (!(await check())) {
      if (Date.now() > until) throw new Error(`not within 2 s: ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  it('a member scoped to a tag works on exactly the tagged guides, on both instances, as tags change', async () => {
    const { owner, ids } = await threeGuides();
    const member = await buildAccount(t.app);
    const { id_member, headers } = await addMember(owner, member, 'editor', null);
    await setTags(owner, ids[0], ['Lisbon']);
    await setTags(owner, ids[1], ['lisbon', 'Sea view']);

    // Both instances know the member as unscoped (cached), then the owner limits them to the tag.
    for (const on of [t, t2]) for (let i = 0; i < 2; i++) expect(await seen(on, member, headers)).toHaveLength(3);
    const modified = await api(t.app, owner).put('/team/members/modify', {
      id_member,
      role: 'editor',
      guides: null,
      tags: ['LISBON'],
    });
    expect(modified.body.RES_RESULT).toMatchObject({ guides: null, tags: ['LISBON'] });
    expect(await seen(t, member, headers)).toEqual([ids[0], ids[1]]);
    await soon('instance 2 limits the member', async () => (await seen(t2, member, headers)).length === 2);
    expect(await seen(t2, member, headers)).toEqual([ids[0], ids[1]]);
    const listed = await api(t.app, owner).get('/team/members/list');
    expect(
      (listed.body.RES_RESULT as { id_member: number; tags: string[] }[]).find((m) => m.id_member === id_member),
    ).toMatchObject({ tags: ['LISBON'] });

    // No guides.create; a guide outside answers 01 like one that does not exist.
    const select = (on: TestApp, id: number) => api(on.app, member).get(`/guides/select?id_guide=${id}`, { headers });
    expect((await select(t2, ids[2])).body.RES_CODE).toBe(RESULT.NOT_FOUND);
    expect((await api(t.app, member).post('/guides/create', { title: 'Mine' }, { headers })).body).toMatchObject({
      RES_CODE: RESULT.FORBIDDEN,
      RES_MESSAGE: MESSAGES.team.scopeCannotCreate,
    });

    // Tagged later on one instance: the other lets the member in at once.
    for (let i = 0; i < 2; i++) expect(await seen(t2, member, headers)).toEqual([ids[0], ids[1]]);
    await setTags(owner, ids[2], ['Lisbon']);
    await soon('instance 2 sees the newly tagged guide', async () => (await seen(t2, member, headers)).length === 3);
    expect((await select(t2, ids[2])).body.RES_CODE).toBe(RESULT.OK);
    expect(await seen(t, member, headers)).toEqual([...ids]);

    // Untagged in bulk on one instance: lost on both.
    changed(await bulk(owner, { action: 'remove_tag', id_guides: [ids[0], ids[2]], tag: 'lisbon' }, {}, t2));
    await soon('instance 1 forgets the untagged guides', async () => (await seen(t, member, headers)).length === 1);
    expect(await seen(t2, member, headers)).toEqual([ids[1]]);
    expect((await select(t, ids[2])).body.RES_CODE).toBe(RESULT.NOT_FOUND);
    // The member's own bulk calls stay within the tagged guides.
    const outside = await bulk(member, { action: 'add_tag', id_guides: [ids[0]], tag: 'x' }, headers, t2);
    expect(outside.body.RES_CODE).toBe(RESULT.NOT_FOUND);

    // Tags and chosen guides together; then no tags and no guides: every guide again.
    const both = await api(t.app, owner).put('/team/members/modify', { id_member, role: 'editor', guides: [ids[2]] });
    expect(both.body.RES_RESULT).toMatchObject({ guides: [ids[2]], tags: ['LISBON'] });
    expect(await seen(t, member, headers)).toEqual([ids[1], ids[2]]);
    await soon('instance 2 adds the chosen guide', async () => (await seen(t2, member, headers)).length === 2);
    expect(await seen(t2, member, headers)).toEqual([ids[1], ids[2]]);
    await api(t.app, owner).put('/team/members/modify', { id_member, role: 'editor', guides: null, tags: [] });
    expect(await seen(t, member, headers)).toHaveLength(3);
    await soon('instance 2 opens every guide', async () => (await seen(t2, member, headers)).length === 3);
  });

  it('an invitation can carry tags', async () => {
    const owner = await buildAccount(t.app);
    const res = await api(t.app, owner).post('/team/members/invite', {
      email: 'tagged@example.com',
      role: 'viewer',
      guides: null,
      tags: ['Porto', 'porto'],
    });
    expect(res.body.RES_CODE).toBe(RESULT.VALIDATION);
    const ok = await api(t.app, owner).post('/team/members/invite', {
      email: 'tagged@example.com',
      role: 'viewer',
      guides: null,
      tags: ['Porto'],
    });
    expect(ok.body.RES_RESULT).toMatchObject({ guides: null, tags: ['Porto'], status: 'invited' });
  });
});
