import { afterEach, describe, expect, it } from 'vitest';
import { snapshotOf, unsavedChanges } from './unsaved-changes.ts';

afterEach(() => unsavedChanges.discardAll());

describe('unsaved changes', () => {
  it('is dirty while any form is marked dirty', () => {
    expect(unsavedChanges.any()).toBe(false);
    unsavedChanges.mark('a', true);
    unsavedChanges.mark('b', true);
    unsavedChanges.mark('a', false);
    expect(unsavedChanges.any()).toBe(true);
    unsavedChanges.mark('b', false);
    expect(unsavedChanges.any()).toBe(false);
  });

  it('gives a kept draft back to a form that starts from the same saved values', () => {
    const saved = { title: 'Beach House', city: 'Faro' };
    unsavedChanges.keepDraft('guide:1', saved, { title: 'Beach House, renovated', city: 'Faro' });
    unsavedChanges.mark('guide:1', true);
    // The key order of the saved values does not matter.
    expect(unsavedChanges.draft('guide:1', { city: 'Faro', title: 'Beach House' })).toEqual({
      title: 'Beach House, renovated',
      city: 'Faro',
    });
    expect(unsavedChanges.draft('guide:2', saved)).toBeUndefined();
    expect(unsavedChanges.any()).toBe(true);
  });

  it('drops a draft (and its dirty mark) once the saved values changed', () => {
    unsavedChanges.keepDraft('guide:1', { title: 'Old' }, { title: 'Draft' });
    unsavedChanges.mark('guide:1', true);
    expect(unsavedChanges.draft('guide:1', { title: 'Saved elsewhere' })).toBeUndefined();
    expect(unsavedChanges.any()).toBe(false);
    expect(unsavedChanges.draft('guide:1', { title: 'Old' })).toBeUndefined();
  });

  it('forgets every draft when the host chose to leave', () => {
    unsavedChanges.keepDraft('guide:1', { title: 'Old' }, { title: 'Draft' });
    unsavedChanges.mark('guide:1', true);
    unsavedChanges.mark('form:profile', true);
    unsavedChanges.discardAll();
    expect(unsavedChanges.any()).toBe(false);
    expect(unsavedChanges.draft('guide:1', { title: 'Old' })).toBeUndefined();
  });

  it('compares values, not key order or identity', () => {
    expect(snapshotOf({ b: 1, a: [{ y: 2, x: 1 }] })).toBe(snapshotOf({ a: [{ x: 1, y: 2 }], b: 1 }));
    expect(snapshotOf({ a: 1 })).not.toBe(snapshotOf({ a: '1' }));
    expect(snapshotOf({ pins: [1, 2] })).not.toBe(snapshotOf({ pins: [2, 1] }));
  });
});
