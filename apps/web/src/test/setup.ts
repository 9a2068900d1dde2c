/**
 * Every web unit test reads texts as a signed-in host does: the signed-in screens' English
 * catalog (admin.ts, a lazy chunk in the app, downloaded at sign-in) is loaded before the tests.
 *
 * The component tests (`// @vitest-environment happy-dom`) each start from the same place: signed in
 * as an owner (a test that needs another role signs in again), no unsaved drafts left by the test
 * before, and nothing left on the page after.
 */
import { afterEach, beforeEach } from 'vitest';
import { loadAdminTexts } from '../lib/i18n/admin-i18n.ts';

await loadAdminTexts();

if (typeof document !== 'undefined') {
  const { cleanup } = await import('@testing-library/react');
  const { signInAsOwner } = await import('../lib/testing/render-form.tsx');
  const { unsavedChanges } = await import('../lib/unsaved-changes.ts');
  beforeEach(() => {
    signInAsOwner();
    unsavedChanges.discardAll();
  });
  afterEach(cleanup);
}
