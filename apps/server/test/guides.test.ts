import { describe, expect, it } from 'vitest';
import { RESULT, ZGuide, ZGuideListItem } from '@guidebook/contract';
import { getTestServer } from './helpers/test-app.ts';
import { buildAccount, FULL_GUIDE } from './helpers/factories.ts';

const t = await getTestServer();
const host = await buildAccount(t.app);
const other = await buildAccount(t.app);

describe('guides', () => {
  it('refuses calls without a token, and with an unknown token', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/guides/list' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({
      RES_CODE: RESULT.UNAUTHENTICATED,
      RES_RESULT: null,
      RES_OTHERS: { ERROR_FLAG: 0 },
    });
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/guides/list',
      headers: { authorization: 'Bearer nope' },
    });
    expect(bad.json().RES_CODE).toBe(RESULT.UNAUTHENTICATED);
  });

  it('accepts a bare token without the Bearer scheme', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/guides/list', headers: { authorization: host.token } });
    expect(res.json().RES_CODE).toBe(RESULT.OK);
  });

  it('creates, lists, selects, modifies and deletes a guide with every field', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/guides/create',
      headers: host.auth,
      payload: FULL_GUIDE,
    });
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(body).toMatchObject({ RES_CODE: RESULT.OK, RES_OTHERS: { ERROR_FLAG: 0, RES_MESSAGE: '' } });
    const guide = ZGuide.parse(body.RES_RESULT);
    expect(guide).toMatchObject(FULL_GUIDE);

    const list = (await t.app.inject({ method: 'GET', url: '/api/guides/list', headers: host.auth })).json();
    const listed = list.RES_RESULT.find((g: { id_guide: number }) => g.id_guide === guide.id_guide);
    // The listed fields only, equal to the guide's own (dates made by PostgreSQL, as toISOString prints them).
    expect(listed).toEqual({
      id_guide: guide.id_guide,
      title: guide.title,
      subtitle: guide.subtitle,
      address: guide.address,
      city: guide.city,
      timezone: guide.timezone,
      image: null,
      date_created: guide.date_created,
      date_modified: guide.date_modified,
      // The workspace the guide is in (an agency's list shows it).
      workspace_name: expect.any(String),
    });
    expect(ZGuideListItem.strict().parse(listed)).toBeTruthy();

    const sel = await t.app.inject({
      method: 'GET',
      url: `/api/guides/select?id_guide=${guide.id_guide}`,
      headers: host.auth,
    });
    expect(sel.json().RES_RESULT).toMatchObject(FULL_GUIDE);

    const mod = await t.app.inject({
      method: 'PUT',
      url: '/api/guides/modify',
      headers: host.auth,
      payload: { ...FULL_GUIDE, id_guide: guide.id_guide, title: 'Harbour Cottage' },
    });
    expect(mod.json()).toMatchObject({ RES_CODE: RESULT.OK, RES_RESULT: { title: 'Harbour Cottage' } });

    const del = await t.app.inject({
      method: 'DELETE',
      url: '/api/guides/delete',
      headers: host.auth,
      payload: { id_guide: guide.id_guide, comment: '' },
    });
    expect(del.json()).toMatchObject({ RES_CODE: RESULT.OK, RES_RESULT: null });
    const gone = await t.app.inject({
      method: 'GET',
      url: `/api/guides/select?id_guide=${guide.id_guide}`,
      headers: host.auth,
    });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().RES_CODE).toBe(RESULT.NOT_FOUND);
  });

  it('validates title and subtitle with the contract messages', async () => {
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/guides/create',
      headers: host.auth,
      payload: { subtitle: 'x' },
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({
      RES_CODE: RESULT.VALIDATION,
      RES_OTHERS: { ERROR_FLAG: 1, RES_MESSAGE: 'Required.', FIELDS: { title: 'Required.' } },
    });
    const blank = await t.app.inject({
      method: 'POST',
      url: '/api/guides/create',
      headers: host.auth,
      payload: { title: '   ' },
    });
    expect(blank.json().RES_OTHERS.RES_MESSAGE).toBe('Required.');
    const long = await t.app.inject({
      method: 'POST',
      url: '/api/guides/create',
      headers: host.auth,
      payload: { title: 'x'.repeat(61) },
    });
    expect(long.json().RES_OTHERS.RES_MESSAGE).toBe('Must be at most 60 characters.');
    const sub = await t.app.inject({
      method: 'POST',
      url: '/api/guides/create',
      headers: host.auth,
      payload: { title: 'ok', subtitle: 'y'.repeat(61) },
    });
    expect(sub.json().RES_OTHERS.FIELDS).toEqual({ subtitle: 'Must be at most 60 characters.' });
    const sixty = await t.app.inject({
      method: 'POST',
      url: '/api/guides/create',
      headers: host.auth,
      payload: { title: 'x'.repeat(60) },
    });
    expect(sixty.statusCode).toBe(201);
    const tz = await t.app.inject({
      method: 'POST',
      url: '/api/guides/create',
      headers: host.auth,
      payload: { title: 'ok', timezone: 'Mars/Base' },
    });
    expect(tz.json().RES_OTHERS.RES_MESSAGE).toBe('Choose a timezone from the list.');
  });

  it('answers 10 for malformed requests', async () => {
    const badJson = await t.app.inject({
      method: 'POST',
      url: '/api/guides/create',
      headers: { ...host.auth, 'content-type': 'application/json' },
      payload: '{"title": ',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json().RES_CODE).toBe(RESULT.BAD_REQUEST);
    const noId = await t.app.inject({ method: 'GET', url: '/api/guides/select', headers: host.auth });
    expect(noId.json().RES_CODE).toBe(RESULT.BAD_REQUEST);
    const wrongType = await t.app.inject({
      method: 'POST',
      url: '/api/guides/create',
      headers: host.auth,
      payload: { title: 12 },
    });
    expect(wrongType.json().RES_CODE).toBe(RESULT.BAD_REQUEST);
  });

  it("treats another account's guide as not found", async () => {
    const mine = (
      await t.app.inject({ method: 'POST', url: '/api/guides/create', headers: host.auth, payload: { title: 'Mine' } })
    ).json().RES_RESULT;
    const id = mine.id_guide;
    const sel = await t.app.inject({ method: 'GET', url: `/api/guides/select?id_guide=${id}`, headers: other.auth });
    expect(sel.statusCode).toBe(404);
    const mod = await t.app.inject({
      method: 'PUT',
      url: '/api/guides/modify',
      headers: other.auth,
      payload: { id_guide: id, title: 'Stolen' },
    });
    expect(mod.json().RES_CODE).toBe(RESULT.NOT_FOUND);
    const del = await t.app.inject({
      method: 'DELETE',
      url: '/api/guides/delete',
      headers: other.auth,
      payload: { id_guide: id },
    });
    expect(del.json().RES_CODE).toBe(RESULT.NOT_FOUND);
    const list = (await t.app.inject({ method: 'GET', url: '/api/guides/list', headers: other.auth })).json();
    expect(list.RES_RESULT).toEqual([]);
    const still = await t.app.inject({ method: 'GET', url: `/api/guides/select?id_guide=${id}`, headers: host.auth });
    expect(still.json().RES_RESULT.title).toBe('Mine');
  });
});
