/**
 * POST /invitations/import: stays from a CSV file, all rows or none. A good file (with or without
 * BOM, comma or semicolon, quoted commas and line breaks, dates or date-times) makes one stay per
 * row in the guide's timezone; each kind of bad file or row answers 12 naming the line and column,
 * and leaves the database as it was.
 */
import { describe, expect, it } from 'vitest';
import { MESSAGES, RESULT, STAY_IMPORT, ZInvitation, type TInvitation } from '@guidebook/contract';
import { getDatabaseClient, getTestServer } from './helpers/test-app.ts';
import { snapshotRows } from './helpers/db-snapshot.ts';
import { api, buildAccount, buildSharedGuide, resultOf } from './helpers/factories.ts';
import { formBody } from './helpers/images.ts';

const t = await getTestServer();
const admin = await getDatabaseClient(t);
const host = await buildAccount(t.app);
/** London, with its own check-in and check-out times, written in English with French too. */
const guide = await buildSharedGuide(t.app, host, {
  title: 'Harbour House',
  timezone: 'Europe/London',
  check_in_time: '16:00',
  check_out_time: '10:00',
});
resultOf(
  await api(t.app, host).put('/guides/languages', {
    id_guide: guide.id_guide,
    default_language: 'en',
    languages: ['fr'],
  }),
);
/** A guide without times or timezone: 15:00 and 11:00, UTC. */
const plain = await buildSharedGuide(t.app, host, { title: 'Plain Flat' });

async function importFile(file: string | Buffer, idGuide = guide.id_guide, who = host) {
  const bytes = typeof file === 'string' ? Buffer.from(file, 'utf8') : file;
  const form = await formBody({ id_guide: idGuide }, { field: 'file', bytes });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/invitations/import',
    headers: { ...who.auth, 'content-type': form.contentType },
    payload: form.body,
  });
  return { status: res.statusCode, body: res.json() };
}

async function stays(ids: number[]): Promise<TInvitation[]> {
  const all = ZInvitation.array().parse(resultOf(await api(t.app, host).get('/invitations/list')));
  return ids.map((id) => all.find((s) => s.id_invitation === id)!);
}

const HEADER = 'guest_name,guest_email,guest_phone,check_in,check_out,guests,reference,language,door_code';

describe('a good file', () => {
  it('makes one stay per row, in order, with the guide’s times and timezone, source import', async () => {
    const file =
      `${HEADER}\n` +
      'Ann Guest,ann@example.com,+44 7700 900123,2030-07-01,2030-07-08,2,HM123,fr,4711\n' +
      '"Novak, Tom",,,2030-08-01 18:30,2030-08-03T09:15,,,,\n';
    const res = await importFile(file);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.RES_RESULT.imported).toBe(2);
    const [ann, tom] = await stays(res.body.RES_RESULT.id_invitations);
    expect(ann).toMatchObject({
      guest_name: 'Ann Guest',
      guest_email: 'ann@example.com',
      guest_phone: '+44 7700 900123',
      // The guide's 16:00 and 10:00, British Summer Time (UTC+1).
      check_in: '2030-07-01T15:00:00.000Z',
      check_out: '2030-07-08T09:00:00.000Z',
      // The Settings' default window: 24 h before, 12 h after.
      access_from: '2030-06-30T15:00:00.000Z',
      access_to: '2030-07-08T21:00:00.000Z',
      guests: 2,
      reference: 'HM123',
      language: 'fr',
      door_code: '4711',
      source: 'import',
      status: 'Scheduled',
    });
    expect(tom).toMatchObject({
      guest_name: 'Novak, Tom',
      guest_email: null,
      check_in: '2030-08-01T17:30:00.000Z',
      check_out: '2030-08-03T08:15:00.000Z',
      guests: null,
      language: 'en',
      door_code: null,
      source: 'import',
    });
    expect(ann!.link).not.toBe(tom!.link);
  });

  it('reads a BOM, semicolons, CRLF, columns in any order and case, and quoted line breaks', async () => {
    const file =
      '\uFEFFCheck_Out;Guest Name;check_in\r\n' +
      '2030-09-05;"Ann\r\nGuest";2030-09-01\r\n' +
      '\r\n' +
      '2030-10-05;Bo;2030-10-01\r\n';
    const res = await importFile(file, plain.id_guide);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const [ann, bo] = await stays(res.body.RES_RESULT.id_invitations);
    expect(ann).toMatchObject({
      guest_name: 'Ann\r\nGuest',
      check_in: '2030-09-01T15:00:00.000Z',
      check_out: '2030-09-05T11:00:00.000Z',
    });
    expect(bo).toMatchObject({ guest_name: 'Bo', check_in: '2030-10-01T15:00:00.000Z' });
  });

  it(`takes ${STAY_IMPORT.MAX_ROWS} rows`, async () => {
    const rows = Array.from(
      { length: STAY_IMPORT.MAX_ROWS },
      (_, i) => `Guest ${i},2031-01-01,2031-01-0${(i % 8) + 2}`,
    );
    const res = await importFile(`guest_name,check_in,check_out\n${rows.join('\n')}\n`, plain.id_guide);
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(201);
    expect(res.body.RES_RESULT.imported).toBe(STAY_IMPORT.MAX_ROWS);
    const { rows: count } = await admin.query(
      "SELECT count(*)::int AS n FROM invitations WHERE id_guide = $1 AND guest_name LIKE 'Guest %'",
      [plain.id_guide],
    );
    expect(count[0].n).toBe(STAY_IMPORT.MAX_ROWS);
  }, 60_000);
});

/** A guide of its own for the files imported again: its stays are counted. */
const again = await buildSharedGuide(t.app, host, { title: 'Again House', timezone: 'Europe/London' });

describe('a file imported again', () => {
  const FIRST =
    'guest_name,guest_email,check_in,check_out,reference,door_code\n' +
    'Ann Again,ann@example.com,2030-07-01,2030-07-08,R-ANN,4711\n' +
    'Bo Again,,2030-08-01,2030-08-03,R-BO,\n' +
    'No Reference,,2030-09-01,2030-09-03,,\n';
  const countOf = async (where: string) =>
    (await admin.query(`SELECT count(*)::int AS n FROM invitations WHERE id_guide = $1 AND ${where}`, [again.id_guide]))
      .rows[0].n;

  it('updates the stays of its references instead of making them twice; rows without one are new', async () => {
    const first = await importFile(FIRST, again.id_guide);
    expect(first.body.RES_RESULT).toMatchObject({ imported: 3, created: 3, updated: 0 });
    const second = await importFile(FIRST, again.id_guide);
    expect(second.status, JSON.stringify(second.body)).toBe(201);
    expect(second.body.RES_RESULT).toMatchObject({ imported: 3, created: 1, updated: 2 });
    const [annId, boId] = first.body.RES_RESULT.id_invitations;
    expect(second.body.RES_RESULT.id_invitations.slice(0, 2)).toEqual([annId, boId]);
    expect(await countOf("reference = 'R-ANN'")).toBe(1);
    expect(await countOf("reference = 'R-BO'")).toBe(1);
    expect(await countOf("guest_name = 'No Reference'")).toBe(2);
  });

  it('moves the dates and the host’s window by as much, replaces the file’s columns, keeps the others', async () => {
    const [ann] = (await stays([(await importFile(FIRST, again.id_guide)).body.RES_RESULT.id_invitations[0]])) as [
      TInvitation,
    ];
    // The host opens the window two days early and releases the door code with it.
    resultOf(
      await api(t.app, host).put('/invitations/modify', {
        id_invitation: ann.id_invitation,
        access_from: '2030-06-29T16:00',
        guest_phone: '+44 7700 900123',
      }),
    );
    await admin.query('UPDATE invitations SET door_code_from = access_from WHERE id_invitation = $1', [
      ann.id_invitation,
    ]);
    const moved =
      'reference,guest_name,check_in,check_out,door_code,guests\n' + 'R-ANN,Ann Moved,2030-07-02,2030-07-09,,3\n';
    const res = await importFile(moved, again.id_guide);
    expect(res.body.RES_RESULT).toMatchObject({ imported: 1, created: 0, updated: 1 });
    const [after] = await stays([ann.id_invitation]);
    expect(after).toMatchObject({
      guest_name: 'Ann Moved',
      // 15:00 and 11:00 UTC+1: the guide's default times, a day later.
      check_in: '2030-07-02T14:00:00.000Z',
      check_out: '2030-07-09T10:00:00.000Z',
      // Two days early still, a day later.
      access_from: '2030-06-30T15:00:00.000Z',
      // The door code column is in the file, empty: cleared; guests set.
      door_code: null,
      guests: 3,
      // Not in the file: kept.
      guest_email: 'ann@example.com',
      guest_phone: '+44 7700 900123',
      source: 'import',
    });
    expect(after!.door_code_from).toBe('2030-06-30T15:00:00.000Z');
  });

  it('counts the last of several rows with one reference, and answers its stay for each', async () => {
    const file =
      'guest_name,check_in,check_out,reference\n' +
      'Twice First,2030-10-01,2030-10-03,R-TWICE\n' +
      'Twice Last,2030-10-05,2030-10-07,R-TWICE\n';
    const res = await importFile(file, again.id_guide);
    expect(res.body.RES_RESULT).toMatchObject({ imported: 2, created: 1, updated: 0 });
    const [a, b] = res.body.RES_RESULT.id_invitations;
    expect(a).toBe(b);
    const [stay] = await stays([a]);
    expect(stay).toMatchObject({ guest_name: 'Twice Last', check_in: '2030-10-05T14:00:00.000Z' });
  });

  it('with a bad row changes no stay', async () => {
    const before = await snapshotRows(admin);
    const res = await importFile(`${FIRST}Bad Row,,2030-09-05,2030-09-01,R-BAD,\n`, again.id_guide);
    expect(res.status).toBe(422);
    expect(await snapshotRows(admin)).toBe(before);
  });
});

const row = (line: number, column: string, problem: string) => MESSAGES.stayImport.badRow(line, column, problem);
const ROWS = 'guest_name,guest_email,check_in,check_out,guests,language,door_code,guest_phone,reference';
const GOOD = 'Ann,ann@example.com,2030-07-01,2030-07-08,2,fr,4711,+44 1,R1';

/** Bad files: the file, and the 12's message. The first rows are good: nothing is half-imported. */
const BAD: [string, string | Buffer, string][] = [
  [
    'an empty guest name',
    `${ROWS}\n${GOOD}\n${GOOD}\n ,,2030-07-01,2030-07-08,,,,,\n`,
    row(4, 'guest_name', MESSAGES.invitation.guestNameRequired),
  ],
  [
    'a bad e-mail',
    `${ROWS}\n${GOOD}\nBo,bo@,2030-07-01,2030-07-08,,,,,\n`,
    row(3, 'guest_email', MESSAGES.validator.invalidEmail),
  ],
  ['no check-in', `${ROWS}\n${GOOD}\nBo,,,2030-07-08,,,,,\n`, row(3, 'check_in', MESSAGES.stayImport.required)],
  [
    'a check-in that is no date',
    `${ROWS}\n${GOOD}\nBo,,01/07/2030,2030-07-08,,,,,\n`,
    row(3, 'check_in', MESSAGES.stayImport.dateInvalid),
  ],
  [
    'a day that does not exist',
    `${ROWS}\n${GOOD}\nBo,,2030-02-30,2030-07-08,,,,,\n`,
    row(3, 'check_in', MESSAGES.stayImport.dateInvalid),
  ],
  [
    'a check-out before check-in',
    `${ROWS}\n${GOOD}\n${GOOD}\n${GOOD}\n${GOOD}\n${GOOD}\nBo,,2030-07-08,2030-07-01,,,,,\n`,
    row(7, 'check_out', MESSAGES.invitation.checkOutBeforeIn),
  ],
  [
    'a check-out on the check-in time',
    `${ROWS}\nBo,,2030-07-01 12:00,2030-07-01 12:00,,,,,\n`,
    row(2, 'check_out', MESSAGES.invitation.checkOutBeforeIn),
  ],
  ['no guests', `${ROWS}\nBo,,2030-07-01,2030-07-08,0,,,,\n`, row(2, 'guests', MESSAGES.invitation.guestsInvalid)],
  [
    'guests that are no number',
    `${ROWS}\nBo,,2030-07-01,2030-07-08,two,,,,\n`,
    row(2, 'guests', MESSAGES.invitation.guestsInvalid),
  ],
  [
    'a language not of the guide',
    `${ROWS}\nBo,,2030-07-01,2030-07-08,,de,,,\n`,
    row(2, 'language', MESSAGES.language.notOfGuide('German')),
  ],
  [
    'a language that is no tag',
    `${ROWS}\nBo,,2030-07-01,2030-07-08,,not a language,,,\n`,
    row(2, 'language', MESSAGES.language.invalidTag),
  ],
  [
    'a long door code',
    `${ROWS}\nBo,,2030-07-01,2030-07-08,,,${'9'.repeat(101)},,\n`,
    row(2, 'door_code', MESSAGES.guide.maxLength(100)),
  ],
  [
    'a long phone',
    `${ROWS}\nBo,,2030-07-01,2030-07-08,,,,${'1'.repeat(41)},\n`,
    row(2, 'guest_phone', MESSAGES.guide.maxLength(40)),
  ],
  [
    'a long reference',
    `${ROWS}\nBo,,2030-07-01,2030-07-08,,,,,${'R'.repeat(101)}\n`,
    row(2, 'reference', MESSAGES.guide.maxLength(100)),
  ],
  ['a row with a value too many', `${ROWS}\n${GOOD}\n${GOOD},extra\n`, MESSAGES.stayImport.wrongValueCount(3, 10, 9)],
  ['a row with a value too few', `${ROWS}\nBo,,2030-07-01\n`, MESSAGES.stayImport.wrongValueCount(2, 3, 9)],
  ['an unclosed quote', `${ROWS}\n${GOOD}\n"Bo,,2030-07-01,2030-07-08,,,,,\n`, MESSAGES.stayImport.notCsv(3)],
  [
    'an unknown column',
    `guest_name,check_in,check_out,nights\nBo,2030-07-01,2030-07-08,7\n`,
    MESSAGES.stayImport.unknownColumn(
      'nights',
      'guest_name, guest_email, guest_phone, check_in, check_out, guests, reference, language, door_code',
    ),
  ],
  [
    'a column twice',
    `guest_name,check_in,check_out,Guest Name\nBo,2030-07-01,2030-07-08,Bo\n`,
    MESSAGES.stayImport.duplicateColumn('guest_name'),
  ],
  [
    'no header row',
    `Bo,2030-07-01,2030-07-08\n`,
    MESSAGES.stayImport.unknownColumn(
      'Bo',
      'guest_name, guest_email, guest_phone, check_in, check_out, guests, reference, language, door_code',
    ),
  ],
  [
    'a header without check_out',
    `guest_name,check_in\nBo,2030-07-01\n`,
    MESSAGES.stayImport.missingColumns('guest_name, check_in, check_out'),
  ],
  ['only a header row', `${ROWS}\n`, MESSAGES.stayImport.noRows],
  ['an empty file', '', MESSAGES.stayImport.missingColumns('guest_name, check_in, check_out')],
  [
    'bytes that are not UTF-8',
    Buffer.concat([Buffer.from(`${ROWS}\nB`), Buffer.from([0xe9]), Buffer.from('a,,2030-07-01,2030-07-08,,,,,\n')]),
    MESSAGES.stayImport.notUtf8,
  ],
  ['a NUL character', `${ROWS}\nB\u0000o,,2030-07-01,2030-07-08,,,,,\n`, MESSAGES.generic.unstorableText],
  [
    `${STAY_IMPORT.MAX_ROWS + 1} rows`,
    `guest_name,check_in,check_out\n${'Bo,2031-01-01,2031-01-02\n'.repeat(STAY_IMPORT.MAX_ROWS + 1)}`,
    MESSAGES.stayImport.tooManyRows(STAY_IMPORT.MAX_ROWS, STAY_IMPORT.MAX_ROWS + 1),
  ],
];

describe('a bad file', () => {
  it.each(BAD)('with %s answers 12 naming it, and imports nothing', async (_what, file, message) => {
    const before = await snapshotRows(admin);
    const res = await importFile(file);
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    expect(res.body).toMatchObject({
      RES_CODE: RESULT.VALIDATION,
      RES_MESSAGE: message,
      RES_OTHERS: { FIELDS: { file: message } },
    });
    expect(await snapshotRows(admin)).toBe(before);
  });

  it('that the database refuses half-way (after the first 500 rows were written) leaves no stay of it', async () => {
    // A trigger stands for any failure of the database in the middle of the import's transaction.
    await admin.query(`CREATE FUNCTION refuse_boom() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'refused'; END $$`);
    await admin.query(`CREATE TRIGGER refuse_boom BEFORE INSERT ON invitations FOR EACH ROW
      WHEN (NEW.guest_name = 'Boom') EXECUTE FUNCTION refuse_boom()`);
    try {
      const before = await snapshotRows(admin);
      const rows = Array.from({ length: 600 }, (_, i) => `${i === 550 ? 'Boom' : `Guest ${i}`},2031-02-01,2031-02-03`);
      const res = await importFile(`guest_name,check_in,check_out\n${rows.join('\n')}\n`);
      expect(res.status).toBe(500);
      expect(res.body.RES_CODE).toBe(RESULT.INTERNAL);
      expect(await snapshotRows(admin)).toBe(before);
    } finally {
      await admin.query('DROP TRIGGER refuse_boom ON invitations');
      await admin.query('DROP FUNCTION refuse_boom()');
    }
  });

  it('names the line and column in the caller’s language', async () => {
    const form = await formBody(
      { id_guide: guide.id_guide },
      { field: 'file', bytes: Buffer.from(`${ROWS}\nBo,,2030-07-08,2030-07-01,,,,,\n`) },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/invitations/import',
      headers: { ...host.auth, 'content-type': form.contentType, 'accept-language': 'fr' },
      payload: form.body,
    });
    expect(res.json().RES_MESSAGE).toBe('Ligne 2, check_out : Le départ doit être postérieur à l’arrivée.');
  });

  it('over the size limit answers 45; without a file 10; for another workspace’s guide 01', async () => {
    const big = Buffer.alloc(STAY_IMPORT.MAX_FILE_SIZE + 1, 'a');
    expect((await importFile(big)).body.RES_CODE).toBe(RESULT.PAYLOAD_TOO_LARGE);
    const form = await formBody({ id_guide: guide.id_guide });
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/invitations/import',
      headers: { ...host.auth, 'content-type': form.contentType },
      payload: form.body,
    });
    expect(none.json()).toMatchObject({ RES_CODE: RESULT.BAD_REQUEST, RES_MESSAGE: MESSAGES.stayImport.fileMissing });
    const other = await buildAccount(t.app);
    const foreign = await importFile(
      `guest_name,check_in,check_out\nBo,2030-07-01,2030-07-08\n`,
      guide.id_guide,
      other,
    );
    expect(foreign.body).toMatchObject({ RES_CODE: RESULT.NOT_FOUND, RES_MESSAGE: MESSAGES.guide.notFound });
  });
});
