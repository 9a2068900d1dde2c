/** Results of the offline search, each a link to its topic. */
import { MESSAGES } from '@guidebook/contract';
import type { SearchHit } from '../lib/search.ts';

type Props = { query: string; hits: SearchHit[]; onOpen: () => void };

export function SearchResults({ query, hits, onOpen }: Props) {
  return (
    <section className="search-results" aria-labelledby="search-title">
      <h2 id="search-title" className="view-title">
        Search results
      </h2>
      <p className="sr-only" role="status">
        {hits.length === 0
          ? MESSAGES.guest.noResults(query)
          : `${hits.length} ${hits.length === 1 ? 'topic' : 'topics'} found`}
      </p>
      {hits.length === 0 ? (
        <p className="empty">{MESSAGES.guest.noResults(query)}</p>
      ) : (
        <ul className="topic-list">
          {hits.map((hit) => (
            <li key={hit.topicId}>
              <a className="topic-link" href={`#info/${hit.categoryId}/${hit.topicId}`} onClick={onOpen}>
                <span>
                  <span className="topic-link-name">{hit.topicName}</span>
                  <span className="topic-link-description">
                    {hit.categoryName}
                    {hit.excerpt && ` · ${hit.excerpt}`}
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
