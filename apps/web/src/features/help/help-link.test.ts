import { describe, expect, it } from 'vitest';
import { helpArticlePath } from '../../components/help-link.tsx';
import { HELP_ARTICLES, findArticle } from './articles.ts';

describe('helpArticlePath', () => {
  it.each([
    { article: 'qr-code-and-flyer', query: undefined, expected: '/help-center?article=qr-code-and-flyer' },
    { article: 'offline', query: 'no signal', expected: '/help-center?article=offline&q=no+signal' },
    { article: 'a&b', query: '', expected: '/help-center?article=a%26b' },
  ])('$article, $query -> $expected', ({ article, query, expected }) => {
    expect(helpArticlePath(article, query)).toBe(expected);
  });

  it('leads back to every article, as the Help Center reads its address', () => {
    for (const a of HELP_ARTICLES) {
      const url = new URL(helpArticlePath(a.id), 'http://localhost');
      expect(url.pathname).toBe('/help-center');
      expect(findArticle(url.searchParams.get('article'))?.id).toBe(a.id);
    }
  });
});
