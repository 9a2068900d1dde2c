/**
 * A request header of the guest guide call: `0` says the read is no new opening of a personal link
 * (the guest app reading the guide again on an open page, or for its offline copy), so the stay's
 * opens do not count it. Lower case, as Node names request headers. A file of its own, without zod:
 * the guest app sends it.
 */
export const GUEST_VISIT_HEADER = 'x-guest-visit';
