import { describe, expect, it } from 'vitest';
import { MESSAGES, RESULT, ZGuestGuide, ZMap, ZMapSummary } from '@guidebook/contract';
import { getTestServer } from './helpers/test-app.ts';
import { api, buildAccount, buildGuide, buildMap, shareLink } from './helpers/factories.ts';

const HARBOUR = {
  name: 'Harbour Café',
  category: 'Food',
  description: 'Crab sandwiches.',
  latitude: 50.2,
  longitude: -5.48,
};
const BEACH = { name: 'Porthmeor Beach', category: 'Beach', description: null, latitude: 50.215, longitude: -5.483 };

async function guestGuide(idGuide: number) {
  const { token } = await shareLink(t.app, host, idGuide);
  const res = await api(t.app).get(`/guest/guides/${token}`);
  expect(res.status).toBe(200);
  return ZGuestGuide.parse(res.body.RES_RESULT);
}

const t = await getTestServer();
const host = await buildAccount(t.app);
const other = await buildAccount(t.app);

describe('maps', () => {
  it('refuses every call without a session', async () => {
    for (const [method, url] of [
      ['GET', '/maps/list'],
      ['GET', '/maps/select?id_map=1'],
      ['POST', '/maps/create'],
      ['PUT', '/maps/modify'],
      ['DELETE', '/maps/delete'],
      ['PUT', '/guides/active_map'],
    ] as const) {
      const res = await api(t.app).call(method, url, method === 'GET' ? undefined : {});
      expect(res.status, url).toBe(401);
      expect(res.body.RES_CODE).toBe(RESULT.UNAUTHENTICATED);
    }
  });

  it('creates a map with its pins in order and answers it with ids and 201', async () => {
    const res = await api(t.app, host).post('/maps/create', { title: '  St Ives  ', pins: [HARBOUR, BEACH] });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ RES_CODE: RESULT.OK, RES_OTHERS: { ERROR_FLAG: 0 } });
    const map = ZMap.parse(res.body.RES_RESULT);
    expect(map.title).toBe('St Ives');
    expect(map.pins_count).toBe(2);
    expect(map.pins).toMatchObject([
      { ...HARBOUR, position: 0 },
      { ...BEACH, position: 1 },
    ]);
    expect(map.pins[0]!.id_pin).not.toBe(map.pins[1]!.id_pin);
  });

  it('lists only the host’s maps, newest first, each with its number of pins', async () => {
    const empty = await buildMap(t.app, host, { title: 'Empty map' });
    const full = await buildMap(t.app, host, { title: 'Walks', pins: [HARBOUR, BEACH, { ...BEACH, name: 'Island' }] });
    await buildMap(t.app, other, { title: 'Someone else’s map', pins: [HARBOUR] });
    const res = await api(t.app, host).get('/maps/list');
    expect(res.status).toBe(200);
    const list = res.body.RES_RESULT.map((m: unknown) => ZMapSummary.parse(m));
    expect(list.map((m: { title: string }) => m.title)).not.toContain('Someone else’s map');
    expect(list.slice(0, 2)).toMatchObject([
      { id_map: full.id_map, title: 'Walks', pins_count: 3 },
      { id_map: empty.id_map, title: 'Empty map', pins_count: 0 },
    ]);
    // The list carries counts, not the pins themselves.
    expect(list[0]).not.toHaveProperty('pins');
  });

  it('selects one map with its pins', async () => {
    const map = await buildMap(t.app, host, { title: 'Select me', pins: [BEACH, HARBOUR] });
    const res = await api(t.app, host).get(`/maps/select?id_map=${map.id_map}`);
    expect(res.status).toBe(200);
    expect(ZMap.parse(res.body.RES_RESULT)).toEqual({ ...map, translations: [] });
    expect(res.body.RES_RESULT.pins.map((p: { name: string }) => p.name)).toEqual([BEACH.name, HARBOUR.name]);
  });

  it('modifies a map by replacing its title and all its pins', async () => {
    const map = await buildMap(t.app, host, { title: 'Before', pins: [HARBOUR, BEACH] });
    const moved = { ...HARBOUR, name: 'Harbour Café (new site)', latitude: 50.21, category: '' };
    const res = await api(t.app, host).put('/maps/modify', { id_map: map.id_map, title: 'After', pins: [moved] });
    expect(res.status).toBe(200);
    const saved = ZMap.parse(res.body.RES_RESULT);
    expect(saved).toMatchObject({ id_map: map.id_map, title: 'After', pins_count: 1 });
    // A blank category is stored as none.
    expect(saved.pins).toMatchObject([{ ...moved, category: null, position: 0 }]);
    const again = await api(t.app, host).get(`/maps/select?id_map=${map.id_map}`);
    expect(again.body.RES_RESULT.pins).toHaveLength(1);

    const cleared = await api(t.app, host).put('/maps/modify', { id_map: map.id_map, title: 'After', pins: [] });
    expect(cleared.body.RES_RESULT.pins).toEqual([]);
  });

  it('keeps the old pins when a modify is refused', async () => {
    const map = await buildMap(t.app, host, { title: 'Kept', pins: [HARBOUR] });
    const res = await api(t.app, host).put('/maps/modify', {
      id_map: map.id_map,
      title: 'Kept',
      pins: [BEACH, { ...BEACH, latitude: 91 }],
    });
    expect(res.body.RES_CODE).toBe(RESULT.VALIDATION);
    const stored = await api(t.app, host).get(`/maps/select?id_map=${map.id_map}`);
    expect(stored.body.RES_RESULT.pins).toMatchObject([HARBOUR]);
  });

  it('deletes a map with its pins', async () => {
    const map = await buildMap(t.app, host, { title: 'Short-lived', pins: [HARBOUR] });
    const res = await api(t.app, host).delete('/maps/delete', { id_map: map.id_map, comment: '' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ RES_CODE: RESULT.OK, RES_RESULT: null });
    const gone = await api(t.app, host).get(`/maps/select?id_map=${map.id_map}`);
    expect(gone.status).toBe(404);
    expect(gone.body).toMatchObject({ RES_CODE: RESULT.NOT_FOUND, RES_MESSAGE: MESSAGES.map.notFound });
    const again = await api(t.app, host).delete('/maps/delete', { id_map: map.id_map });
    expect(again.body.RES_CODE).toBe(RESULT.NOT_FOUND);
  });
});

describe('map validation', () => {
  async function refused(payload: Record<string, unknown>, field: string, message: string) {
    const res = await api(t.app, host).post('/maps/create', payload);
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    expect(res.body).toMatchObject({
      RES_CODE: RESULT.VALIDATION,
      RES_RESULT: null,
      RES_OTHERS: { ERROR_FLAG: 1, RES_MESSAGE: message, FIELDS: { [field]: message } },
    });
  }

  it('requires a title', async () => {
    await refused({ pins: [] }, 'title', MESSAGES.map.titleRequired);
    await refused({ title: '   ', pins: [] }, 'title', MESSAGES.map.titleRequired);
    await refused({ title: 'x'.repeat(61) }, 'title', MESSAGES.guide.maxLength(60));
  });

  it('requires each pin’s name', async () => {
    await refused(
      { title: 'Map', pins: [HARBOUR, { ...BEACH, name: ' ' }] },
      'pins.1.name',
      MESSAGES.map.pinNameRequired,
    );
    const { name: _name, ...nameless } = BEACH;
    await refused({ title: 'Map', pins: [nameless] }, 'pins.0.name', MESSAGES.map.pinNameRequired);
  });

  it('requires latitude within -90..90 and longitude within -180..180', async () => {
    await refused(
      { title: 'Map', pins: [{ ...BEACH, latitude: 90.0001 }] },
      'pins.0.latitude',
      MESSAGES.map.latitudeRange,
    );
    await refused({ title: 'Map', pins: [{ ...BEACH, latitude: -91 }] }, 'pins.0.latitude', MESSAGES.map.latitudeRange);
    await refused(
      { title: 'Map', pins: [{ ...BEACH, longitude: 180.5 }] },
      'pins.0.longitude',
      MESSAGES.map.longitudeRange,
    );
    await refused(
      { title: 'Map', pins: [{ ...BEACH, longitude: -181 }] },
      'pins.0.longitude',
      MESSAGES.map.longitudeRange,
    );
    await refused(
      { title: 'Map', pins: [{ ...BEACH, latitude: null }] },
      'pins.0.latitude',
      MESSAGES.map.latitudeRequired,
    );
    const { longitude: _lng, ...noLongitude } = BEACH;
    await refused({ title: 'Map', pins: [noLongitude] }, 'pins.0.longitude', MESSAGES.map.longitudeRequired);
  });

  it('accepts the edges of the ranges', async () => {
    const corners = [
      { name: 'North-west', latitude: 90, longitude: -180 },
      { name: 'South-east', latitude: -90, longitude: 180 },
    ];
    const map = await buildMap(t.app, host, { title: 'Corners', pins: corners });
    expect(map.pins).toMatchObject(corners);
  });

  it('answers 10 for a coordinate of the wrong type and for a malformed id', async () => {
    const wrong = await api(t.app, host).post('/maps/create', { title: 'Map', pins: [{ ...BEACH, latitude: '50' }] });
    expect(wrong.body.RES_CODE).toBe(RESULT.BAD_REQUEST);
    const id = await api(t.app, host).get('/maps/select?id_map=abc');
    expect(id.status).toBe(400);
    expect(id.body.RES_CODE).toBe(RESULT.BAD_REQUEST);
  });
});

describe('another account', () => {
  it('cannot read, change, delete or show a host’s map: 01 as if it did not exist', async () => {
    const map = await buildMap(t.app, host, { title: 'Private map', pins: [HARBOUR] });
    const idGuide = (await buildGuide(t.app, host)).id_guide;
    const otherGuide = (await buildGuide(t.app, other)).id_guide;
    const attempts = [
      await api(t.app, other).get(`/maps/select?id_map=${map.id_map}`),
      await api(t.app, other).put('/maps/modify', { id_map: map.id_map, title: 'Taken', pins: [] }),
      await api(t.app, other).delete('/maps/delete', { id_map: map.id_map }),
      await api(t.app, other).put('/guides/active_map', { id_guide: otherGuide, id_map: map.id_map }),
      await api(t.app, other).put('/guides/active_map', { id_guide: idGuide, id_map: null }),
      await api(t.app, other).post('/guides/create', { title: 'Sneaky', id_map: map.id_map }),
    ];
    for (const res of attempts) {
      expect(res.status, JSON.stringify(res.body)).toBe(404);
      expect(res.body.RES_CODE).toBe(RESULT.NOT_FOUND);
    }
    const stored = await api(t.app, host).get(`/maps/select?id_map=${map.id_map}`);
    expect(stored.body.RES_RESULT).toMatchObject({ title: 'Private map', pins_count: 1 });
    const otherGuides = await api(t.app, other).get('/guides/list');
    expect(otherGuides.body.RES_RESULT.map((g: { title: string }) => g.title)).not.toContain('Sneaky');
  });
});

describe('active map', () => {
  it('is saved on the guide, shown to guests, and disabled with null', async () => {
    const idGuide = (await buildGuide(t.app, host)).id_guide;
    expect((await guestGuide(idGuide)).map).toBeNull();

    const map = await buildMap(t.app, host, { title: 'Around the house', pins: [HARBOUR, BEACH] });
    const set = await api(t.app, host).put('/guides/active_map', { id_guide: idGuide, id_map: map.id_map });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ RES_CODE: RESULT.OK, RES_RESULT: { id_guide: idGuide, id_map: map.id_map } });
    const guide = await api(t.app, host).get(`/guides/select?id_guide=${idGuide}`);
    expect(guide.body.RES_RESULT.id_map).toBe(map.id_map);

    const shown = await guestGuide(idGuide);
    expect(shown.map).toEqual({
      title: 'Around the house',
      pins: [HARBOUR, BEACH].map(({ name, category, description, latitude, longitude }) => ({
        name,
        category,
        description,
        latitude,
        longitude,
      })),
    });

    // Editing the map reaches guests at once (the guest cache is dropped on the write).
    await api(t.app, host).put('/maps/modify', { id_map: map.id_map, title: 'Around the house', pins: [BEACH] });
    expect((await guestGuide(idGuide)).map?.pins.map((p) => p.name)).toEqual([BEACH.name]);

    const disable = await api(t.app, host).put('/guides/active_map', { id_guide: idGuide, id_map: null });
    expect(disable.body).toMatchObject({ RES_CODE: RESULT.OK, RES_RESULT: { id_guide: idGuide, id_map: null } });
    expect((await guestGuide(idGuide)).map).toBeNull();
    expect((await api(t.app, host).get(`/guides/select?id_guide=${idGuide}`)).body.RES_RESULT.id_map).toBeNull();
  });

  it('gives guests only the allowlisted map fields: no ids, positions or dates', async () => {
    const idGuide = (await buildGuide(t.app, host)).id_guide;
    const map = await buildMap(t.app, host, { title: 'Allowlist', pins: [HARBOUR] });
    await api(t.app, host).put('/guides/active_map', { id_guide: idGuide, id_map: map.id_map });
    const { token } = await shareLink(t.app, host, idGuide);
    const raw = (await api(t.app).get(`/guest/guides/${token}`)).body;
    expect(Object.keys(raw.RES_RESULT.map).sort()).toEqual(['pins', 'title']);
    expect(Object.keys(raw.RES_RESULT.map.pins[0]).sort()).toEqual([
      'category',
      'description',
      'latitude',
      'longitude',
      'name',
    ]);
  });

  it('is cleared when the active map is deleted', async () => {
    const idGuide = (await buildGuide(t.app, host)).id_guide;
    const map = await buildMap(t.app, host, { title: 'Doomed', pins: [HARBOUR] });
    await api(t.app, host).put('/guides/active_map', { id_guide: idGuide, id_map: map.id_map });
    expect((await guestGuide(idGuide)).map?.title).toBe('Doomed');

    await api(t.app, host).delete('/maps/delete', { id_map: map.id_map });
    const guide = await api(t.app, host).get(`/guides/select?id_guide=${idGuide}`);
    expect(guide.body.RES_RESULT.id_map).toBeNull();
    expect((await guestGuide(idGuide)).map).toBeNull();
    // The guide itself is untouched and still saves.
    const saved = await api(t.app, host).put('/guides/modify', { ...guide.body.RES_RESULT, id_guide: idGuide });
    expect(saved.body.RES_CODE).toBe(RESULT.OK);
  });

  it('answers 01 for an unknown map or guide, and keeps the current choice', async () => {
    const idGuide = (await buildGuide(t.app, host)).id_guide;
    const map = await buildMap(t.app, host, { title: 'Current', pins: [] });
    await api(t.app, host).put('/guides/active_map', { id_guide: idGuide, id_map: map.id_map });
    const noMap = await api(t.app, host).put('/guides/active_map', { id_guide: idGuide, id_map: 999_999 });
    expect(noMap).toMatchObject({
      status: 404,
      body: { RES_CODE: RESULT.NOT_FOUND, RES_MESSAGE: MESSAGES.map.notFound },
    });
    const noGuide = await api(t.app, host).put('/guides/active_map', { id_guide: 999_999, id_map: map.id_map });
    expect(noGuide).toMatchObject({
      status: 404,
      body: { RES_CODE: RESULT.NOT_FOUND, RES_MESSAGE: MESSAGES.guide.notFound },
    });
    const guide = await api(t.app, host).get(`/guides/select?id_guide=${idGuide}`);
    expect(guide.body.RES_RESULT.id_map).toBe(map.id_map);
  });

  it('accepts a guide saved with its own map id, and refuses an unknown one with 01', async () => {
    const map = await buildMap(t.app, host, { title: 'On create', pins: [] });
    const created = await api(t.app, host).post('/guides/create', { title: 'With map', id_map: map.id_map });
    expect(created.body.RES_RESULT.id_map).toBe(map.id_map);
    const unknown = await api(t.app, host).post('/guides/create', { title: 'Sample id', id_map: 514 });
    expect(unknown.body.RES_CODE).toBe(RESULT.NOT_FOUND);
  });
});
