/** For tests: a stay as the server answers it, with the fields a test gives. */
import type { TInvitation } from '@guidebook/contract';

let nextId = 0;
export function aStay(fields: Partial<TInvitation> = {}): TInvitation {
  return {
    id_invitation: ++nextId,
    id_guide: 7,
    guide_title: 'Harbour House',
    timezone: 'Europe/London',
    guest_name: 'Tom Novak',
    guest_email: 'tom@example.com',
    check_in: '2026-07-01T14:00:00.000Z',
    check_out: '2026-07-08T09:00:00.000Z',
    access_from: '2026-06-30T14:00:00.000Z',
    access_to: '2026-07-08T21:00:00.000Z',
    status: 'Scheduled',
    link: 'https://guide.example/g/abc?invite=def',
    opened: false,
    opened_at: null,
    open_count: 0,
    revoked_at: null,
    date_created: '2026-05-01T10:00:00.000Z',
    language: 'en',
    source: 'manual',
    id_calendar_feed: null,
    external_uid: null,
    reference: null,
    guest_phone: null,
    guests: null,
    door_code: null,
    door_code_from: null,
    cancelled_at: null,
    platform: null,
    ...fields,
  };
}
