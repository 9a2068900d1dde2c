/**
 * What a later migration adds to rows that were there before it: the tests of older migrations
 * compare each row as it was with its new columns' values.
 */

/** The invitations' columns of migration 0017 (stays), as an invitation made before it reads. */
export const INVITATION_COLUMNS_OF_0017 = {
  source: 'manual',
  id_calendar_feed: null,
  external_uid: null,
  reference: null,
  guest_phone: null,
  guests: null,
  door_code: null,
  door_code_from: null,
  cancelled_at: null,
  host_edited_at: null,
} as const;
