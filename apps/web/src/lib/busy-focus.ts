/**
 * Keeps keyboard focus on a control while it is busy. A button that shows its work in progress is
 * disabled for that time (Mantine's `loading` sets the native `disabled`; the guest forms disable
 * their submit button while sending), and the browser then moves focus to <body>: a keyboard user
 * who pressed Save, Sync now or Send would have to find their place again, and inside a dialog the
 * next Tab would leave it. This watches, for the whole page, for focus lost that way and puts it
 * back on the control when it is enabled again, unless focus has gone somewhere else meanwhile (a
 * dialog that closed and returned focus to its opener, a field the answer pointed at) or the
 * control has left the page.
 */

/** Focus lost by a control that became disabled: where it went is nowhere (relatedTarget null). */
function disabledControl(event: FocusEvent): HTMLElement | null {
  const target = event.target;
  if (event.relatedTarget !== null || !(target instanceof HTMLElement)) return null;
  return target.hasAttribute('disabled') ? target : null;
}

/** Installs the watch on `doc`; answers the function that removes it. */
export function keepFocusThroughBusyControls(doc: Document = document): () => void {
  const view = doc.defaultView;
  if (!view) return () => {};
  let parked: HTMLElement | null = null;
  // Watches the waiting control's `disabled` attribute.
  const observer = new view.MutationObserver(() => {
    const control = parked;
    if (!control) return;
    if (!control.isConnected) return release();
    if (control.hasAttribute('disabled')) return;
    release();
    const active = doc.activeElement;
    if (active === null || active === doc.body) control.focus({ preventScroll: true });
  });
  function release() {
    parked = null;
    observer.disconnect();
  }
  const onFocusOut = (event: FocusEvent) => {
    const control = disabledControl(event);
    if (!control) return;
    release();
    parked = control;
    observer.observe(control, { attributes: true, attributeFilter: ['disabled'] });
  };
  // Focus that lands anywhere else is the user's or the app's choice: the control does not take it back.
  const onFocusIn = (event: FocusEvent) => {
    if (parked && event.target !== parked) release();
  };
  doc.addEventListener('focusout', onFocusOut, true);
  doc.addEventListener('focusin', onFocusIn, true);
  return () => {
    release();
    doc.removeEventListener('focusout', onFocusOut, true);
    doc.removeEventListener('focusin', onFocusIn, true);
  };
}
