/**
 * Offline search over the loaded guide: topic titles, descriptions and text (tags
 * stripped), in memory, so it works with no network. Title matches rank first.
 */
import type { TGuestGuide } from '@guidebook/contract';

export type SearchHit = {
  categoryId: number;
  categoryName: string;
  topicId: number;
  topicName: string;
  /** A short piece of the text around the first match ('' when only the title matched). */
  excerpt: string;
};

/** Entities sanitize-html and Quill write, plus common named ones; numeric entities are decoded generally. */
const ENTITIES: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'", hellip: '…', mdash: '—', ndash: '–',
  lsquo: '‘', rsquo: '’', ldquo: '“', rdquo: '”', euro: '€', pound: '£', copy: '©', eacute: 'é', egrave: 'è',
  ecirc: 'ê', agrave: 'à', aacute: 'á', ccedil: 'ç', iacute: 'í', oacute: 'ó', uacute: 'ú', ntilde: 'ñ',
  auml: 'ä', ouml: 'ö', uuml: 'ü', szlig: 'ß',
}; // prettier-ignore

/** Text of (server-sanitised) HTML: tags removed, block ends turned into spaces, common entities decoded. */
export function textOfHtml(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<\/?(p|div|br|li|h[1-6]|blockquote|pre|tr|td)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+|#39);/gi, (whole, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith('#') && name !== '#39') return String.fromCodePoint(Number(name.slice(1)));
      return ENTITIES[name] ?? ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** Lower case without accents, so "cafe" finds "Café". */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

type IndexedTopic = SearchHit & { title: string; body: string; bodyText: string };

export type SearchIndex = IndexedTopic[];

/** Built once per payload; searching is then a scan of plain strings. */
export function buildSearchIndex(guide: Pick<TGuestGuide, 'categories'>): SearchIndex {
  return guide.categories.flatMap((category) =>
    category.topics.map((topic) => {
      const bodyText = [topic.description ?? '', textOfHtml(topic.content)].filter(Boolean).join(' ');
      return {
        categoryId: category.id,
        categoryName: category.name,
        topicId: topic.id,
        topicName: topic.name,
        excerpt: '',
        title: foldText(topic.name),
        body: foldText(bodyText),
        bodyText,
      };
    }),
  );
}

const EXCERPT_RADIUS = 60;

function excerptAround(text: string, folded: string, term: string): string {
  const at = folded.indexOf(term);
  if (at < 0) return '';
  const start = Math.max(0, at - EXCERPT_RADIUS);
  const end = Math.min(text.length, at + term.length + EXCERPT_RADIUS);
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
}

/**
 * Topics whose title or text contains every word of the query (accents and case ignored).
 * Titles that match come before text-only matches; otherwise the guide's order is kept.
 */
export function searchTopics(index: SearchIndex, query: string, limit = 20): SearchHit[] {
  const terms = foldText(query).split(/\s+/).filter(Boolean);
  if (terms.length === 0) return [];
  const inTitle: SearchHit[] = [];
  const inText: SearchHit[] = [];
  for (const topic of index) {
    if (!terms.every((t) => topic.title.includes(t) || topic.body.includes(t))) continue;
    const titleMatch = terms.every((t) => topic.title.includes(t));
    const hit: SearchHit = {
      categoryId: topic.categoryId,
      categoryName: topic.categoryName,
      topicId: topic.topicId,
      topicName: topic.topicName,
      excerpt: excerptAround(topic.bodyText, topic.body, terms.find((t) => topic.body.includes(t)) ?? ''),
    };
    (titleMatch ? inTitle : inText).push(hit);
  }
  return [...inTitle, ...inText].slice(0, limit);
}
