/** Results of the offline search: matching categories, then topics, the matched words marked. */
import type { ReactNode } from 'react';
import { useMessages } from '../i18n/i18n.ts';
import type { Highlighted, SearchHit } from '../lib/search.ts';
import { PreviewMarks, useMarksOf } from './preview-marks.tsx';

type Props = { query: string; hits: SearchHit[]; onOpen: () => void };

/** Text with its matches in <mark> (read as plain text by screen readers, shown highlighted). */
export function Marked({ value }: { value: Highlighted }) {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const [start, end] of value.marks) {
    if (start > at) parts.push(value.text.slice(at, start));
    parts.push(<mark key={start}>{value.text.slice(start, end)}</mark>);
    at = end;
  }
  if (at < value.text.length) parts.push(value.text.slice(at));
  return <>{parts}</>;
}

/** The drafts preview's marks of a hit's topic or category (none for guests). */
function HitMarks({ hit }: { hit: SearchHit }) {
  return <PreviewMarks item={useMarksOf(hit.categoryId, hit.topicId)} />;
}

export function SearchResults({ query, hits, onOpen }: Props) {
  const { t } = useMessages();
  return (
    <section className="search-results" aria-labelledby="search-title">
      <h2 id="search-title" className="view-title">
        {t('searchResults')}
      </h2>
      <p className="sr-only" role="status">
        {hits.length === 0 ? t('noResults', { query }) : t('resultsFound', { count: hits.length })}
      </p>
      {hits.length === 0 ? (
        <p className="empty">{t('noResults', { query })}</p>
      ) : (
        <ul className="topic-list">
          {hits.map((hit) => (
            <li key={hit.href}>
              <a className="topic-link" href={hit.href} onClick={onOpen}>
                <span>
                  <span className="topic-link-name">
                    <Marked value={hit.name} />
                    <HitMarks hit={hit} />
                  </span>
                  <span className="topic-link-description">
                    {hit.category ? <Marked value={hit.category} /> : t('category')}
                    {hit.excerpt && (
                      <>
                        {' · '}
                        <Marked value={hit.excerpt} />
                      </>
                    )}
                  </span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
