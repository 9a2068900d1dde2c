import { beforeAll, describe, expect, it } from 'vitest';
import { RESULT, ZBranding, ZGuideListItem } from '@guidebook/contract';
import { getTestServer } from './helpers/test-app.ts';
import { buildAccount, buildFile, buildGuide, type TestAccount } from './helpers/factories.ts';
import { DEFAULT_LOOK } from './helpers/branding.ts';

let idGuide: number;

const t = await getTestServer();
const host = await buildAccount(t.app);
const other = await buildAccount(t.app);

beforeAll(async () => {
  idGuide = (await buildGuide(t.app, host, { title: 'Branded Cottage' })).id_guide;
});

const getBranding = (account: TestAccount, id = idGuide) =>
  t.app.inject({ method: 'GET', url: `/api/guides/branding?id_guide=${id}`, headers: account.auth });
const putBranding = (account: TestAccount, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: '/api/guides/branding', headers: account.auth, payload });

describe('branding', () => {
  it('starts with the defaults: no logo, PT Sans, #ed8438, following the workspace branding', async () => {
    const res = await getBranding(host);
    expect(res.statusCode).toBe(200);
    expect(ZBranding.parse(res.json().RES_RESULT)).toEqual({
      ...DEFAULT_LOOK,
      uses_workspace: true,
    });
  });

  it('saves logo, font and colour, and shows them in the guide list and select', async () => {
    const logo = await buildFile(t.app, host, { name: 'logo.jpg' });
    const saved = await putBranding(host, {
      id_guide: idGuide,
      id_file_public: logo.id_file_public,
      font: 'Montserrat',
      color: '#1E3A8A',
    });
    expect(saved.statusCode).toBe(200);
    const expected = {
      id_file_public: logo.id_file_public,
      logo_path: logo.path_file,
      id_file_cover: null,
      cover_path: null,
      font: 'Montserrat',
      color: '#1e3a8a',
      uses_workspace: false,
    };
    expect(saved.json()).toMatchObject({ RES_CODE: RESULT.OK, RES_RESULT: expected });
    expect((await getBranding(host)).json().RES_RESULT).toEqual(expected);

    const list = (await t.app.inject({ method: 'GET', url: '/api/guides/list', headers: host.auth })).json().RES_RESULT;
    const listed = ZGuideListItem.parse(list.find((g: { id_guide: number }) => g.id_guide === idGuide));
    expect(listed.image).toBe(logo.path_file);
    const selected = (
      await t.app.inject({ method: 'GET', url: `/api/guides/select?id_guide=${idGuide}`, headers: host.auth })
    ).json().RES_RESULT;
    expect(selected).toMatchObject({
      image: logo.path_file,
      id_file_logo: logo.id_file_public,
      font: 'Montserrat',
      color: '#1e3a8a',
    });

    // The logo image itself is served at /api + path.
    const image = await t.app.inject({ method: 'GET', url: `/api${logo.path_file}` });
    expect(image.statusCode).toBe(200);
  });

  it('clears the logo with null', async () => {
    const res = await putBranding(host, { id_guide: idGuide, id_file_public: null, font: 'Lato', color: '#ed8438' });
    expect(res.json().RES_RESULT).toEqual({
      id_file_public: null,
      logo_path: null,
      id_file_cover: null,
      cover_path: null,
      font: 'Lato',
      color: '#ed8438',
      uses_workspace: false,
    });
    const listed = (await t.app.inject({ method: 'GET', url: '/api/guides/list', headers: host.auth })).json()
      .RES_RESULT;
    expect(listed.find((g: { id_guide: number }) => g.id_guide === idGuide).image).toBeNull();
  });

  it('refuses a font outside the list and a colour that is not #rrggbb, with 12 on the field', async () => {
    const font = await putBranding(host, {
      id_guide: idGuide,
      id_file_public: null,
      font: 'Comic Sans',
      color: '#ed8438',
    });
    expect(font.statusCode).toBe(422);
    expect(font.json()).toMatchObject({
      RES_CODE: RESULT.VALIDATION,
      RES_OTHERS: { ERROR_FLAG: 1, FIELDS: { font: 'Choose one of: PT Sans, Roboto, Montserrat, Lato, Open Sans.' } },
    });
    for (const color of ['red', '#fff', '#12345g', 'javascript:alert(1)']) {
      const res = await putBranding(host, { id_guide: idGuide, id_file_public: null, font: 'Lato', color });
      expect(res.json().RES_CODE, color).toBe(RESULT.VALIDATION);
      expect(res.json().RES_OTHERS.FIELDS.color).toBe('Choose a colour like #ed8438.');
    }
    expect((await getBranding(host)).json().RES_RESULT.font).toBe('Lato');
  });

  it('answers another account’s file as logo exactly like a file that does not exist: 01, nothing saved', async () => {
    const before = (await getBranding(host, idGuide)).json();
    const foreignFile = await buildFile(t.app, other, { name: 'theirs.jpg' });
    const res = await putBranding(host, {
      id_guide: idGuide,
      id_file_public: foreignFile.id_file_public,
      font: 'Lato',
      color: '#ed8438',
    });
    const missing = await putBranding(host, {
      id_guide: idGuide,
      id_file_public: 999999,
      font: 'Lato',
      color: '#ed8438',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(missing.json());
    expect(res.json()).toMatchObject({
      RES_CODE: RESULT.NOT_FOUND,
      RES_MESSAGE: 'The chosen logo is not in your library.',
    });
    const after = (await getBranding(host, idGuide)).json();
    expect(after).toEqual(before);
  });

  it('treats another account’s guide as not found, for reading and saving', async () => {
    expect((await getBranding(other)).json().RES_CODE).toBe(RESULT.NOT_FOUND);
    const res = await putBranding(other, { id_guide: idGuide, id_file_public: null, font: 'Roboto', color: '#000000' });
    expect(res.statusCode).toBe(404);
    expect(res.json().RES_CODE).toBe(RESULT.NOT_FOUND);
    expect((await getBranding(host)).json().RES_RESULT.font).toBe('Lato');
    expect((await t.app.inject({ method: 'GET', url: `/api/guides/branding?id_guide=${idGuide}` })).statusCode).toBe(
      401,
    );
  });

  it('keeps a logo in use from being deleted from the library (13 naming the guide)', async () => {
    const logo = await buildFile(t.app, host, { name: 'in-use.jpg' });
    await putBranding(host, { id_guide: idGuide, id_file_public: logo.id_file_public, font: 'Lato', color: '#ed8438' });
    const del = await t.app.inject({
      method: 'DELETE',
      url: '/api/files/public/delete',
      headers: host.auth,
      payload: { id_file_public: logo.id_file_public, private: 4, comment: '' },
    });
    expect(del.statusCode).toBe(409);
    expect(del.json().RES_CODE).toBe(RESULT.CONFLICT);
    expect(del.json().RES_MESSAGE).toContain('"Branded Cottage"');

    await putBranding(host, { id_guide: idGuide, id_file_public: null, font: 'Lato', color: '#ed8438' });
    const again = await t.app.inject({
      method: 'DELETE',
      url: '/api/files/public/delete',
      headers: host.auth,
      payload: { id_file_public: logo.id_file_public, private: 4, comment: '' },
    });
    expect(again.json().RES_CODE).toBe(RESULT.OK);
  });
});

describe('welcome text', () => {
  it('is stored with the guide, kept when a modify leaves it out, and cleared with null', async () => {
    const id = (await buildGuide(t.app, host, { title: 'Welcome Flat', welcome: 'Make yourself at home.' })).id_guide;
    const select = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/guides/select?id_guide=${id}`, headers: host.auth })).json()
        .RES_RESULT;
    expect((await select()).welcome).toBe('Make yourself at home.');
    const modify = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/guides/modify',
        headers: host.auth,
        payload: { id_guide: id, ...payload },
      });
    expect((await modify({ title: 'Welcome Flat 2' })).json().RES_RESULT.welcome).toBe('Make yourself at home.');
    expect((await modify({ title: 'Welcome Flat 2', welcome: 'New words.' })).json().RES_RESULT.welcome).toBe(
      'New words.',
    );
    expect((await modify({ title: 'Welcome Flat 2', welcome: null })).json().RES_RESULT.welcome).toBeNull();
    const long = await modify({ title: 'Welcome Flat 2', welcome: 'x'.repeat(2001) });
    expect(long.json()).toMatchObject({
      RES_CODE: RESULT.VALIDATION,
      RES_OTHERS: { FIELDS: { welcome: 'Must be at most 2000 characters.' } },
    });
  });
});
