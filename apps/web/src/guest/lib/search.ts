/**
 * Offline search over the loaded guide: category names and descriptions, topic titles,
 * descriptions and text (tags stripped), in memory, so it works with no network.
 * Text is folded before comparing: case, accents and letters that do not decompose (ł, ø,
 * ß, æ...) are ignored, and so are hyphens and other punctuation inside words ("Wi-Fi"
 * matches "wifi"). Category matches come first, then topics whose title holds every
 * word, then titles holding some, then the rest; each hit says where the words are.
 */
import type { TGuestGuide } from '@guidebook/contract';

/** A piece of text and the ranges [start, end) of it that matched the query. */
export type Highlighted = { text: string; marks: Array<[number, number]> };

export type SearchHit = {
  kind: 'category' | 'topic';
  categoryId: number;
  /** null for a category hit. */
  topicId: number | null;
  /** Where the hit opens in the guide (the Info tab's hash route). */
  href: string;
  /** The topic's or category's name. */
  name: Highlighted;
  /** A topic's category name (null for a category hit). */
  category: Highlighted | null;
  /** A short piece of the text around the first match, or null when only names matched. */
  excerpt: Highlighted | null;
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

/** Letters that Unicode does not decompose into a base letter and a mark, as their ASCII spelling. */
const SPECIAL_LETTERS: Record<string, string> = {
  ł: 'l', ø: 'o', đ: 'd', ð: 'd', ß: 'ss', æ: 'ae', œ: 'oe', ı: 'i', þ: 'th', ħ: 'h', ŀ: 'l', ŧ: 't',
  ĸ: 'k', ŋ: 'n', ſ: 's', ƒ: 'f', ɨ: 'i', ʉ: 'u', ǥ: 'g',
}; // prettier-ignore

const MARKS = /\p{M}/gu;
const WORD_CHAR = /[\p{L}\p{N}]/u;
/** Punctuation that joins the parts of one word: "Wi-Fi", "don't", "e.g", "A/C". */
const JOINERS = new Set(['-', '‐', '‑', '–', "'", '’', '.', '·', '_', '/', '&']);

/** One character (code point) folded: lower case, no marks, special letters spelled out. */
function foldChar(char: string): string {
  const lower = char.toLowerCase().normalize('NFD').replace(MARKS, '');
  let out = '';
  for (const c of lower) out += SPECIAL_LETTERS[c] ?? c;
  return out;
}

/**
 * `text` folded for comparison, with, for each folded character, the range of the original
 * text it came from. Letters and digits are folded; a joiner between two of them is dropped
 * (so "Wi-Fi" reads "wifi"); any other character becomes a space.
 */
export function foldWithMap(text: string): { folded: string; from: number[]; to: number[] } {
  const chars = Array.from(text);
  let folded = '';
  const from: number[] = [];
  const to: number[] = [];
  let at = 0;
  chars.forEach((char, i) => {
    const end = at + char.length;
    let piece: string;
    if (WORD_CHAR.test(char) || /\p{M}/u.test(char)) piece = foldChar(char);
    else if (JOINERS.has(char) && WORD_CHAR.test(chars[i - 1] ?? '') && WORD_CHAR.test(chars[i + 1] ?? '')) piece = '';
    else piece = ' ';
    for (let k = 0; k < piece.length; k += 1) {
      from.push(at);
      to.push(end);
    }
    folded += piece;
    at = end;
  });
  return { folded, from, to };
}

/** `text` folded for comparison (see foldWithMap): "Zażółć Wi-Fi" -> "zazolc wifi". */
export function foldText(text: string): string {
  return foldWithMap(text).folded;
}

/** The words of a query, folded. */
export function queryTerms(query: string): string[] {
  return foldText(query).split(/\s+/).filter(Boolean);
}

/** The ranges of `text` where any of the (folded) terms occurs, merged and in order. */
export function highlight(text: string, terms: readonly string[]): Highlighted {
  const { folded, from, to } = foldWithMap(text);
  const ranges: Array<[number, number]> = [];
  for (const term of terms) {
    for (let at = folded.indexOf(term); at >= 0; at = folded.indexOf(term, at + term.length)) {
      let end = to[at + term.length - 1] as number;
      // A decomposed accent after the last letter belongs to it.
      while (end < text.length && /\p{M}/u.test(text[end] as string)) end += 1;
      ranges.push([from[at] as number, end]);
    }
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const marks: Array<[number, number]> = [];
  for (const range of ranges) {
    const last = marks[marks.length - 1];
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else marks.push([...range]);
  }
  return { text, marks };
}

type IndexedCategory = { id: number; name: string; folded: string };
type IndexedTopic = {
  categoryId: number;
  categoryName: string;
  topicId: number;
  topicName: string;
  bodyText: string;
  title: string;
  body: string;
  category: string;
};

export type SearchIndex = { categories: IndexedCategory[]; topics: IndexedTopic[] };

/** Built once per payload; searching is then a scan of plain strings. */
export function buildSearchIndex(guide: Pick<TGuestGuide, 'categories'>): SearchIndex {
  return {
    categories: guide.categories.map((c) => ({
      id: c.id,
      name: c.name,
      folded: foldText([c.name, c.description ?? ''].join(' ')),
    })),
    topics: guide.categories.flatMap((category) =>
      category.topics.map((topic) => {
        const bodyText = [topic.description ?? '', textOfHtml(topic.content)].filter(Boolean).join(' ');
        return {
          categoryId: category.id,
          categoryName: category.name,
          topicId: topic.id,
          topicName: topic.name,
          bodyText,
          title: foldText(topic.name),
          body: foldText(bodyText),
          category: foldText(category.name),
        };
      }),
    ),
  };
}

const EXCERPT_RADIUS = 60;

/** A piece of `text` around the first place one of the terms occurs, with the terms marked. */
function excerptAround(text: string, terms: readonly string[]): Highlighted | null {
  const { folded, from } = foldWithMap(text);
  const first = Math.min(...terms.map((t) => folded.indexOf(t)).filter((i) => i >= 0));
  if (!Number.isFinite(first)) return null;
  const at = from[first] as number;
  let start = Math.max(0, at - EXCERPT_RADIUS);
  let end = Math.min(text.length, at + EXCERPT_RADIUS * 2);
  // Whole words only at both ends.
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  if (end < text.length) end = text.lastIndexOf(' ', end) > at ? text.lastIndexOf(' ', end) : end;
  const piece = `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
  return highlight(piece, terms);
}

/**
 * Categories and topics that hold every word of the query. A category matches on its name
 * and description. A topic matches on its title, text and category name, with at least one
 * word in its own title or text (a word found only in the category name is the category's hit).
 */
export function searchGuide(index: SearchIndex, query: string, limit = 20): SearchHit[] {
  const terms = queryTerms(query);
  if (terms.length === 0) return [];
  const categories: SearchHit[] = index.categories
    .filter((c) => terms.every((t) => c.folded.includes(t)))
    .map((c) => ({
      kind: 'category',
      categoryId: c.id,
      topicId: null,
      href: `#info/${c.id}`,
      name: highlight(c.name, terms),
      category: null,
      excerpt: null,
    }));
  const ranked: Array<{ rank: number; hit: SearchHit }> = [];
  for (const topic of index.topics) {
    const own = terms.filter((t) => topic.title.includes(t) || topic.body.includes(t));
    if (own.length === 0 || !terms.every((t) => own.includes(t) || topic.category.includes(t))) continue;
    const inTitle = terms.filter((t) => topic.title.includes(t)).length;
    const rank = inTitle === terms.length ? 0 : inTitle > 0 ? 1 : 2;
    const textTerms = terms.filter((t) => topic.body.includes(t));
    ranked.push({
      rank,
      hit: {
        kind: 'topic',
        categoryId: topic.categoryId,
        topicId: topic.topicId,
        href: `#info/${topic.categoryId}/${topic.topicId}`,
        name: highlight(topic.topicName, terms),
        category: highlight(topic.categoryName, terms),
        excerpt: textTerms.length > 0 ? excerptAround(topic.bodyText, textTerms) : null,
      },
    });
  }
  // A stable sort keeps the guide's order within a rank.
  ranked.sort((a, b) => a.rank - b.rank);
  return [...categories, ...ranked.map((r) => r.hit)].slice(0, limit);
}
