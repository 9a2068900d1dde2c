/**
 * The admin app's own texts (the hosts' screens), English: the source every other language's
 * admin.ts translates key for key. Keys are grouped by screen (`guides.addGuide`); a counted text
 * has `_one` and `_other`. Shared sentences (the server's answers, validation) are the `messages`
 * namespace (MESSAGES in @guidebook/contract), not here.
 */
import type { Catalog } from '../../src/catalog.ts';

export default {
  'common.loading': 'Loading…',
} satisfies Catalog;
