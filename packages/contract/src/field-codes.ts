/**
 * Field codes: `{{guest_first_name}}`, `{{door_code}}`, `{{wifi_name}}`, … a host types into a topic
 * or a timed message. The server fills them (apps/server/src/modules/invitations/stay-fields.ts); the
 * admin's message editor offers them to insert. One list here, so the two never differ.
 */

/** The codes a stay fills from its own details. */
const STAY_OWN_CODES = [
  'guest_first_name',
  'guest_name',
  'check_in',
  'check_out',
  'door_code',
  'guests',
  'reference',
] as const;
/** The codes the guide fills from its own details. */
const GUIDE_OWN_CODES = ['wifi_name', 'wifi_password', 'check_in_time', 'check_out_time'] as const;

/** The codes a stay fills, then the guide's own: a topic may carry these. */
export const STAY_FIELD_CODES = [...STAY_OWN_CODES, ...GUIDE_OWN_CODES] as const;
export type StayFieldCode = (typeof STAY_FIELD_CODES)[number];

/**
 * The codes a timed message may carry, in the order the message editor lists them: a stay's, the
 * message's own (the personal link, the same link opening the Thank You & Feedback screen, the
 * guide's title), the guide's.
 */
export const MESSAGE_FIELD_CODES = [
  ...STAY_OWN_CODES,
  'link',
  'feedback_link',
  'guide_title',
  ...GUIDE_OWN_CODES,
] as const;
export type MessageFieldCode = (typeof MESSAGE_FIELD_CODES)[number];

/**
 * Further codes a topic may carry, filled from the guide's details: its address (while the address is
 * visible, or through a stay's link), city and host name. A guide without the detail reads "—".
 */
export const GUIDE_DETAIL_CODES = ['address', 'city', 'host'] as const;
export type GuideDetailCode = (typeof GUIDE_DETAIL_CODES)[number];
