// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { keepFocusThroughBusyControls } from './busy-focus.ts';

/** Lets the MutationObserver's callback run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

let stop = () => {};
afterEach(() => {
  stop();
  document.body.innerHTML = '';
});

/**
 * What Chromium does to a focused control that becomes disabled: a `focusout` with no relatedTarget,
 * and focus on <body>. happy-dom neither blurs a disabled control nor sends the event, so the test
 * sends it and blurs the control in a moment when it is enabled (before any observer runs).
 */
function disableFocused(control: HTMLElement, setDisabled: (disabled: boolean) => void) {
  setDisabled(true);
  control.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: null }));
  setDisabled(false);
  control.blur();
  setDisabled(true);
}

/** A page with a form whose Save button the keyboard focused, then made busy (disabled). */
function busySave() {
  document.body.innerHTML = `<form><input id="name"><button id="save">Save</button></form>
    <button id="elsewhere">Elsewhere</button>`;
  stop = keepFocusThroughBusyControls(document);
  const save = document.getElementById('save') as HTMLButtonElement;
  const setDisabled = (disabled: boolean) => (save.disabled = disabled);
  save.focus();
  disableFocused(save, setDisabled);
  return { save, done: () => setDisabled(false), other: document.getElementById('elsewhere') as HTMLButtonElement };
}

describe('focus kept through a busy control', () => {
  const cases: {
    name: string;
    meanwhile?: (page: ReturnType<typeof busySave>) => void;
    focused: (page: ReturnType<typeof busySave>) => Element | null;
  }[] = [
    { name: 'returns to the button when it is enabled again', focused: ({ save }) => save },
    {
      name: 'stays where the app or the user moved it meanwhile',
      meanwhile: ({ other }) => other.focus(),
      focused: ({ other }) => other,
    },
    {
      name: 'does nothing for a button that left the page',
      meanwhile: ({ save }) => save.remove(),
      focused: () => document.body,
    },
  ];
  for (const c of cases) {
    it(c.name, async () => {
      const page = busySave();
      expect(document.activeElement).toBe(document.body);
      c.meanwhile?.(page);
      page.done();
      await settle();
      expect(document.activeElement).toBe(c.focused(page));
    });
  }

  it('leaves focus alone when it moves from an enabled control (Tab), and after being removed', async () => {
    const { save, done } = busySave();
    done();
    await settle();
    expect(document.activeElement).toBe(save);
    // Tab to the next control: nothing is parked, so disabling the button later takes nothing back.
    const name = document.getElementById('name') as HTMLInputElement;
    name.focus();
    save.disabled = true;
    save.disabled = false;
    await settle();
    expect(document.activeElement).toBe(name);

    stop();
    save.focus();
    disableFocused(save, (disabled) => (save.disabled = disabled));
    save.disabled = false;
    await settle();
    expect(document.activeElement).toBe(document.body);
  });
});
