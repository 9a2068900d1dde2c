/**
 * The Help Center (/help-center): the article list and search, or one article when the address
 * names it (?article={id}; ?q= carries the search). Both live in the address, so links from
 * empty states, reloads and the browser's Back button all work.
 */
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { findArticle } from '../articles.ts';
import { ArticleList } from './article-list.tsx';
import { ArticleView, UnknownArticle } from './article-view.tsx';

export function HelpCenter() {
  const [params, setParams] = useSearchParams();
  const articleId = params.get('article');
  const query = params.get('q') ?? '';

  const onQueryChange = useCallback(
    (q: string) => {
      if (q !== query) setParams(q ? { q } : {}, { replace: true });
    },
    [query, setParams],
  );

  if (articleId !== null) {
    const article = findArticle(articleId);
    return article ? <ArticleView key={article.id} article={article} query={query} /> : <UnknownArticle />;
  }
  return <ArticleList initialQuery={query} onQueryChange={onQueryChange} />;
}
