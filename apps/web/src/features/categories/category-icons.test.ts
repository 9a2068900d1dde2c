import { describe, expect, it } from 'vitest';
import { ICON_MARKUP_RE } from '@guidebook/contract';
import { CATEGORY_ICONS, iconClassOfMarkup, iconMarkup, iconNameOfMarkup } from './category-icons.ts';

describe('category icons', () => {
  it('offers about 90 distinct icons, the guidebook basics among them', () => {
    expect(CATEGORY_ICONS.length).toBe(90);
    expect(new Set(CATEGORY_ICONS).size).toBe(CATEGORY_ICONS.length);
    for (const i of ['wifi', 'key', 'door-open', 'car', 'bus', 'utensils', 'mug-hot', 'bed', 'shower']) {
      expect(CATEGORY_ICONS).toContain(i);
    }
  });
  it('builds markup the server accepts and reads it back', () => {
    for (const icon of CATEGORY_ICONS) {
      const markup = iconMarkup(icon);
      expect(markup, icon).toMatch(ICON_MARKUP_RE);
      expect(iconNameOfMarkup(markup)).toBe(icon);
    }
    expect(iconMarkup('wifi')).toBe('<i class="fa-solid fa-wifi"></i>');
  });
  it('refuses markup that is not a plain icon', () => {
    expect(iconClassOfMarkup('<i class="fa-solid fa-wifi" onclick="x()"></i>')).toBeNull();
    expect(iconClassOfMarkup('<img src=x onerror=alert(1)>')).toBeNull();
    expect(iconClassOfMarkup(null)).toBeNull();
    expect(iconNameOfMarkup('')).toBeNull();
  });
});
