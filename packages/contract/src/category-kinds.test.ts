import { describe, expect, it } from 'vitest';
import { categoryKindOfName } from './category-kinds.ts';

describe('categoryKindOfName', () => {
  it('reads arrival, emergency and FAQ from a host-made category’s name', () => {
    for (const name of ['Arrival Information', 'Check-in', 'self checkin', 'Your check in'])
      expect(categoryKindOfName(name)).toBe('arrival');
    for (const name of ['Emergency', 'In an emergency', 'Emergencies'])
      expect(categoryKindOfName(name)).toBe('emergency');
    for (const name of ['FAQ', 'FAQs', 'Frequently asked questions']) expect(categoryKindOfName(name)).toBe('faq');
  });

  it('reads nothing from other names or parts of words', () => {
    for (const name of ['Around town', 'Arrivals board', 'Checkout', 'Faqir café', 'Arrivée'])
      expect(categoryKindOfName(name)).toBeNull();
  });
});
