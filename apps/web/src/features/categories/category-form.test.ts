import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@guidebook/contract';
import { validateCategoryForm } from './category-form.ts';

describe('validateCategoryForm', () => {
  it('passes a title with an icon', () => {
    expect(validateCategoryForm({ name: 'Wi-Fi', icon: 'wifi' })).toEqual({});
  });
  it('asks for the title and the icon, with the contract’s messages', () => {
    expect(validateCategoryForm({ name: '  ', icon: null })).toEqual({
      name: MESSAGES.category.nameRequired,
      icon: MESSAGES.category.iconRequired,
    });
  });
});
