/**
 * Every web unit test reads texts as a signed-in host does: the signed-in screens' English
 * catalog (admin.ts, a lazy chunk in the app, downloaded at sign-in) is loaded before the tests.
 */
import { loadAdminTexts } from '../lib/i18n/admin-i18n.ts';

await loadAdminTexts();
