/**
 * The Help Center (/help-center): the article list and search, or one article when the address
 * names it (?article={id}; ?q= carries the search). Both live in the address, so links from
 * empty states, reloads and the browser's Back button all work. The articles are in the host's
 * language; an article not translated into it yet is shown in English, with a note.
 */
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { LoadingBlock } from '../../../components/ui/loading-block.tsx';
import { t } from '../../../lib/i18n/admin-i18n.ts';
import { useHelpArticles } from '../catalog.ts';
import { ArticleList } from './article-list.tsx';
import { ArticleView, UnknownArticle } from './article-view.tsx';

/** The host's language: the one the admin app is shown in (it sets <html lang>), else English. */
function hostLanguage(): string {
  return (typeof document !== 'undefined' && document.documentElement.lang) || 'en';
}

export function HelpCenter({ language = hostLanguage() }: { language?: string }) {
  const [params, setParams] = useSearchParams();
  const help = useHelpArticles(language);
  const articleId = params.get('article');
  const query = params.get('q') ?? '';

  const onQueryChange = useCallback(
    (q: string) => {
      if (q !== query) setParams(q ? { q } : {}, { replace: true });
    },
    [query, setParams],
  );

  if (!help) return <LoadingBlock h={320} label={t('help.loadingTheHelpArticles')} />;
  if (articleId !== null) {
    const article = help.find(articleId);
    return article ? <ArticleView key={article.id} help={help} article={article} query={query} /> : <UnknownArticle />;
  }
  return <ArticleList help={help} initialQuery={query} onQueryChange={onQueryChange} />;
}
