/**
 * Mounted once in the signed-in layout: while any form holds unsaved edits (use-form-draft.ts),
 * leaving the page asks first. In the app, React Router's blocker holds the navigation and a
 * confirm dialog decides; closing or reloading the tab gets the browser's own question
 * (beforeunload). Changing only the query (a tab of the same screen) is not leaving: the draft stays.
 */
import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { unsavedChanges } from '../../lib/unsaved-changes.ts';
import { confirmDiscardChanges } from './use-form-draft.ts';

export function UnsavedChangesGuard() {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => unsavedChanges.any() && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let live = true;
    void confirmDiscardChanges().then((leave) => {
      if (!live) return;
      if (leave) {
        unsavedChanges.discardAll();
        blocker.proceed();
      } else blocker.reset();
    });
    return () => {
      live = false;
    };
  }, [blocker]);

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!unsavedChanges.any()) return;
      event.preventDefault();
      // Older browsers show the question only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);

  return null;
}
