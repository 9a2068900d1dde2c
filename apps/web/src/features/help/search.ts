/**
 * As-you-type search over the Help Center's articles, in the language they are shown in: case and
 * accents folded ("cafe" finds "Café", "strasse" finds "Straße", "l'image" finds "l’image", "ＱＲ"
 * finds "QR"), every word of the query must occur (as the start of a word or inside one, so
 * languages written without spaces are searched too), articles whose title holds the words rank
 * first. Matches come back as ranges of the original text, so the screen can mark them even where
 * folding changed the length.
 */
import type { HelpArticle, HelpBlock } from './articles.ts';

/** [start, end) in the original text. */
export type Range = readonly [number, number];

export type Snippet = { text: string; ranges: Range[] };

export type HelpSearchHit = {
  article: HelpArticle;
  titleRanges: Range[];
  /** Where the body matched, cut around the first match; the summary when only the title or keywords did. */
  snippet: Snippet;
};

/** Lower case without accents; also the key the words are compared with. */
export function foldText(text: string): string {
  return fold(text).folded;
}

/** Letters written more than one way that a search takes as one (after lower-casing). */
const SAME_LETTERS: Readonly<Record<string, string>> = { '’': "'", '‘': "'", ʼ: "'", ß: 'ss', œ: 'oe', æ: 'ae' };

/** Accents (Latin, Greek, Cyrillic) and Arabic vowel marks. */
const MARKS = /[\u0300-\u036f\u064b-\u065f\u0670]/g;

/**
 * The folded text and, for each of its characters, the index of the original character it came
 * from (one more entry: the original length), so folded matches map back to the original.
 * Compatibility forms are folded too (NFKD: full-width "ＱＲ" is "qr").
 */
export function fold(text: string): { folded: string; origin: number[] } {
  let folded = '';
  const origin: number[] = [];
  let i = 0;
  for (const ch of text) {
    const f = [...ch.normalize('NFKD').replace(MARKS, '').toLowerCase()].map((c) => SAME_LETTERS[c] ?? c).join('');
    for (let k = 0; k < f.length; k++) origin.push(i);
    folded += f;
    i += ch.length;
  }
  origin.push(text.length);
  return { folded, origin };
}

/** The query's words, folded, without duplicates or empty ones. */
export function queryTerms(query: string): string[] {
  const words = foldText(query)
    .split(/[\s,;、]+/)
    .map((w) => w.replace(/^[^\p{L}\p{N}{]+|[^\p{L}\p{M}\p{N}}]+$/gu, ''))
    .filter((w) => w.length > 0);
  return [...new Set(words)];
}

/** Every occurrence of every term in `text`, as sorted, merged ranges of the original text. */
export function matchRanges(text: string, terms: readonly string[]): Range[] {
  if (terms.length === 0 || text.length === 0) return [];
  const { folded, origin } = fold(text);
  const found: [number, number][] = [];
  for (const term of terms) {
    for (let at = folded.indexOf(term); at !== -1; at = folded.indexOf(term, at + term.length)) {
      found.push([origin[at] as number, origin[at + term.length] as number]);
    }
  }
  found.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const merged: [number, number][] = [];
  for (const [s, e] of found) {
    const last = merged[merged.length - 1];
    if (last && s <= last[1]) last[1] = Math.max(last[1], e);
    else merged.push([s, e]);
  }
  return merged;
}

/** The text of a **marked** string as it is shown and searched (without the marks). */
export function plainText(text: string): string {
  return text.replace(/\*\*/g, '');
}

function blockText(block: HelpBlock): string[] {
  switch (block.kind) {
    case 'text':
    case 'tip':
      return [block.text];
    case 'steps':
    case 'list':
      return block.items;
    case 'image':
      return block.image.caption ? [block.image.caption] : [];
  }
}

/** The article's readable text, in reading order, one string (what a snippet is cut from). */
export function articleBody(article: HelpArticle): string {
  return article.blocks.flatMap(blockText).map(plainText).join(' ');
}

const BEFORE = 50;
const AFTER = 110;

/** A piece of `body` around its first match, cut at spaces, with ellipses where it was cut. */
export function snippetAround(body: string, ranges: Range[]): Snippet {
  const first = ranges[0];
  if (!first) return { text: body, ranges: [] };
  let start = Math.max(0, first[0] - BEFORE);
  let end = Math.min(body.length, first[1] + AFTER);
  if (start > 0) {
    const space = body.indexOf(' ', start);
    start = space !== -1 && space < first[0] ? space + 1 : start;
  }
  if (end < body.length) {
    const space = body.lastIndexOf(' ', end);
    end = space > first[1] ? space : end;
  }
  const lead = start > 0 ? '… ' : '';
  const tail = end < body.length ? ' …' : '';
  const text = `${lead}${body.slice(start, end)}${tail}`;
  const shift = lead.length - start;
  const inside = ranges.filter(([s, e]) => s >= start && e <= end).map(([s, e]) => [s + shift, e + shift] as const);
  return { text, ranges: inside };
}

export type IndexedArticle = { article: HelpArticle; order: number; title: string; body: string; all: string };

export function indexArticles(articles: readonly HelpArticle[]): IndexedArticle[] {
  return articles.map((article, order) => {
    const body = articleBody(article);
    const title = foldText(article.title);
    return {
      article,
      order,
      title,
      body,
      all: [title, foldText(article.summary), foldText(body), foldText(article.keywords.join(' '))].join('\n'),
    };
  });
}

/**
 * Articles matching every word of the query; title hits first (all words in the title, then
 * some), then by how often the words occur, then in the Help Center's own order.
 * An empty query matches nothing (the screen shows every article instead).
 */
export function searchArticles(articles: readonly HelpArticle[] | IndexedArticle[], query: string): HelpSearchHit[] {
  const terms = queryTerms(query);
  if (terms.length === 0) return [];
  const index: IndexedArticle[] = isIndexed(articles) ? articles : indexArticles(articles);
  const scored = index
    .filter((entry) => terms.every((t) => entry.all.includes(t)))
    .map((entry) => {
      const inTitle = terms.filter((t) => entry.title.includes(t)).length;
      const tier = inTitle === terms.length ? 0 : inTitle > 0 ? 1 : 2;
      const bodyRanges = matchRanges(entry.body, terms);
      const summaryRanges = matchRanges(entry.article.summary, terms);
      const snippet =
        bodyRanges.length > 0 && summaryRanges.length === 0
          ? snippetAround(entry.body, bodyRanges)
          : { text: entry.article.summary, ranges: summaryRanges };
      return {
        hit: { article: entry.article, titleRanges: matchRanges(entry.article.title, terms), snippet },
        tier,
        count: bodyRanges.length + summaryRanges.length,
        order: entry.order,
      };
    });
  scored.sort((a, b) => a.tier - b.tier || b.count - a.count || a.order - b.order);
  return scored.map((s) => s.hit);
}

function isIndexed(list: readonly HelpArticle[] | IndexedArticle[]): list is IndexedArticle[] {
  return list.length > 0 && 'all' in (list[0] as object);
}
