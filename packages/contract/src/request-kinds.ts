/**
 * The zod-free constants of guest requests (requests.ts), so the guest guide, which refuses zod,
 * can read them.
 */
export const REQUEST = {
  NAME_MAX: 100,
  DESCRIPTION_MAX: 1000,
  PRICE_MAX: 50,
  MESSAGE_MAX: 1000,
  REPLY_MAX: 1000,
  /** Pending requests a stay may have at once. */
  OPEN_PER_STAY: 10,
  /** Request types per workspace. */
  TYPES_MAX: 50,
  /** Guides a type can be limited to. */
  GUIDES_MAX: 500,
} as const;

/** What a request asks for: an earlier check-in, a later check-out (both move the stay when approved), or anything else. */
export const REQUEST_KINDS = ['early_check_in', 'late_check_out', 'other'] as const;
export type TRequestKind = (typeof REQUEST_KINDS)[number];

/** pending until the host answers; approved or declined by the answer; cancelled with its stay. */
export const REQUEST_STATUSES = ['pending', 'approved', 'declined', 'cancelled'] as const;
export type TRequestStatus = (typeof REQUEST_STATUSES)[number];
