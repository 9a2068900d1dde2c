import { describe, expect, it } from 'vitest';
import { MESSAGES, RESULT, ZBranding, ZWorkspaceBranding } from '@guidebook/contract';
import { getTestServer } from './helpers/test-app.ts';
import { api, buildAccount, buildFile, buildGuide, buildSharedGuide, type Answer } from './helpers/factories.ts';
import { DEFAULT_LOOK } from './helpers/branding.ts';

const t = await getTestServer();
const host = await buildAccount(t.app);
const as = api(t.app, host);

/** The answer's result, after checking it is a success. */
function ok(answer: Answer): unknown {
  expect(answer.body.RES_CODE, answer.body.RES_MESSAGE).toBe(RESULT.OK);
  return answer.body.RES_RESULT;
}
/** The answer's message, after checking its code. */
function refused(answer: Answer, code: string): string {
  expect(answer.body.RES_CODE, answer.body.RES_MESSAGE).toBe(code);
  return answer.body.RES_MESSAGE;
}

const workspaceBranding = async () => ZWorkspaceBranding.parse(ok(await as.get('/workspace/branding')));
const guideBranding = async (id: number) => ZBranding.parse(ok(await as.get(`/guides/branding?id_guide=${id}`)));
const guestBranding = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/guest/guides/${token}` })).json().RES_RESULT.branding;

describe('the workspace branding', () => {
  it('shows the defaults until saved, and applies nothing before', async () => {
    const guide = await buildGuide(t.app, host, { title: 'Plain Flat' });
    expect(await workspaceBranding()).toEqual({
      ...DEFAULT_LOOK,
      is_set: false,
      guides_following: 1,
      guides_total: 1,
    });
    const apply = await as.post('/workspace/branding/apply_all', {});
    expect(refused(apply, RESULT.CONFLICT)).toBe(MESSAGES.sharing.workspaceBrandingUnset);
    const follow = await as.put('/guides/branding/use_workspace', { id_guide: guide.id_guide });
    expect(refused(follow, RESULT.CONFLICT)).toBe(MESSAGES.sharing.workspaceBrandingUnset);
  });

  it('is taken by every following guide and new guides, never by a guide with its own', async () => {
    const logo = await buildFile(t.app, host, { name: 'brand-logo.jpg' });
    const following = await buildSharedGuide(t.app, host, { title: 'Follower' });
    const own = await buildSharedGuide(t.app, host, { title: 'Own Style' });
    ok(
      await as.put('/guides/branding', {
        id_guide: own.id_guide,
        id_file_public: null,
        font: 'Roboto',
        color: '#112233',
      }),
    );
    expect((await guideBranding(own.id_guide)).uses_workspace).toBe(false);

    const saved = ZWorkspaceBranding.parse(
      ok(await as.put('/workspace/branding', { id_file_public: logo.id_file_public, font: 'Lato', color: '#1F6FEB' })),
    );
    expect(saved).toMatchObject({ is_set: true, font: 'Lato', color: '#1f6feb', logo_path: logo.path_file });

    expect(await guideBranding(following.id_guide)).toMatchObject({
      id_file_public: logo.id_file_public,
      logo_path: logo.path_file,
      font: 'Lato',
      color: '#1f6feb',
      uses_workspace: true,
    });
    expect(await guestBranding(following.token)).toMatchObject({ font: 'Lato', color: '#1f6feb' });
    expect(await guideBranding(own.id_guide)).toMatchObject({
      font: 'Roboto',
      color: '#112233',
      uses_workspace: false,
    });
    expect(await guestBranding(own.token)).toMatchObject({ font: 'Roboto', color: '#112233' });

    // A new guide, with or without the template, starts with the workspace's branding.
    for (const with_template of [false, true]) {
      const made = await buildGuide(t.app, host, { title: `New ${with_template}`, with_template });
      expect(await guideBranding(made.id_guide), `with_template ${with_template}`).toMatchObject({
        logo_path: logo.path_file,
        font: 'Lato',
        color: '#1f6feb',
        uses_workspace: true,
      });
    }
  });

  it('counts the guides that follow it; apply to all changes the others and says how many', async () => {
    const before = await workspaceBranding();
    expect(before.guides_total - before.guides_following).toBe(1);
    expect(ok(await as.post('/workspace/branding/apply_all', {}))).toEqual({ changed: 1 });
    const after = await workspaceBranding();
    expect(after.guides_following).toBe(after.guides_total);
    expect(ok(await as.post('/workspace/branding/apply_all', {}))).toEqual({ changed: 0 });
  });

  it('lets a guide go its own way and come back', async () => {
    const guide = await buildGuide(t.app, host, { title: 'Back And Forth' });
    ok(
      await as.put('/guides/branding', {
        id_guide: guide.id_guide,
        id_file_public: null,
        font: 'Montserrat',
        color: '#000000',
      }),
    );
    expect((await guideBranding(guide.id_guide)).uses_workspace).toBe(false);
    const back = ZBranding.parse(ok(await as.put('/guides/branding/use_workspace', { id_guide: guide.id_guide })));
    expect(back).toMatchObject({ font: 'Lato', color: '#1f6feb', uses_workspace: true });
  });

  it('keeps its logo from being deleted from the library, and a foreign file out', async () => {
    const logo = (await workspaceBranding()).id_file_public!;
    const del = await as.delete('/files/public/delete', { id_file_public: logo, private: 4, comment: '' });
    expect(refused(del, RESULT.CONFLICT)).toBe(MESSAGES.file.workspaceBrandingInUse);

    const other = await buildAccount(t.app);
    const foreign = await buildFile(t.app, other, { name: 'theirs.jpg' });
    const foreignLogo = await as.put('/workspace/branding', {
      id_file_public: foreign.id_file_public,
      font: 'Lato',
      color: '#1f6feb',
    });
    expect(refused(foreignLogo, RESULT.NOT_FOUND)).toBe(MESSAGES.sharing.logoNotInLibrary);
    expect((await workspaceBranding()).id_file_public).toBe(logo);
  });
});
