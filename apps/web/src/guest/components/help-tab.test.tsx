// @vitest-environment happy-dom
/** Help shows Frequently Asked Questions only when the guide has some; never an empty section. */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { TGuestCategory, TGuestGuide } from '@guidebook/contract';
import sample from '../sample/sample-guide.json';
import { ENGLISH, MessagesContext } from '../i18n/i18n.ts';
import { HelpTab } from './help-tab.tsx';

afterEach(cleanup);

const FAQ: TGuestCategory = {
  id: 900,
  name: 'FAQ',
  description: null,
  icon: '<i class="fa-solid fa-circle-question"></i>',
  kind: 'faq',
  topics: [
    {
      id: 901,
      name: 'Can I bring my dog?',
      description: null,
      content: '<p>Yes, one dog.</p>',
      image_path: null,
      thumb_path: null,
    },
  ],
};

function show(categories: TGuestCategory[]) {
  const guide = { ...(sample as TGuestGuide), categories };
  render(
    <MessagesContext.Provider value={ENGLISH}>
      <HelpTab guide={guide} source={{ kind: 'sample' }} hostToken={null} />
    </MessagesContext.Provider>,
  );
}

describe('the Help tab', () => {
  const sampleCategories = (sample as TGuestGuide).categories;

  it('has no Frequently Asked Questions section when the guide has no FAQ', () => {
    show(sampleCategories);
    expect(screen.getByRole('heading', { name: ENGLISH.t('emergencyTitle') })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: ENGLISH.t('faqTitle') })).toBeNull();
    expect(document.body.textContent).not.toMatch(/frequently asked/i);
  });

  it('lists the FAQ category’s topics under Frequently Asked Questions', () => {
    show([...sampleCategories, FAQ]);
    const heading = screen.getByRole('heading', { name: ENGLISH.t('faqTitle') });
    const section = heading.closest('section');
    expect(section?.querySelector('summary')?.textContent).toBe('Can I bring my dog?');
    expect(section?.querySelector('.rich-text')?.innerHTML).toBe('<p>Yes, one dog.</p>');
  });
});
