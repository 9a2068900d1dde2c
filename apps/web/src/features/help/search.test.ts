import { describe, expect, it } from 'vitest';
import { HELP_ARTICLES, type HelpArticle } from './articles.ts';
import { fold, matchRanges, queryTerms, searchArticles, snippetAround, type Range } from './search.ts';

const article = (
  id: string,
  title: string,
  body: string,
  keywords: string[] = [],
  summary = 'A short summary.',
): HelpArticle => ({
  id,
  title,
  summary,
  section: 'Build your guide',
  keywords,
  blocks: [{ kind: 'text', text: body }],
  related: [],
});

const SAMPLE: HelpArticle[] = [
  article('wifi', 'WiFi for guests', 'Put the **network** name and password in a topic.'),
  article('cafe', 'Nearby places', 'Pin the Café on the quay and the bakery.', ['restaurant']),
  article('qr', 'QR code and flyer', 'Print the flyer.'),
  article('share', 'Share by link', 'Copy the link, or print the QR code for the hall.'),
  article(
    'codes',
    'Door codes',
    'Hidden details such as the door code show only to invited guests.',
    [],
    'Keep the key safe.',
  ),
];

const ids = (query: string, list: HelpArticle[] = SAMPLE) => searchArticles(list, query).map((h) => h.article.id);
const marked = (text: string, ranges: readonly Range[]) => ranges.map(([s, e]) => text.slice(s, e));

describe('searchArticles', () => {
  it.each([
    { query: '', expected: [] },
    { query: '   ', expected: [] },
    // Title hits first, then body hits; in each, the Help Center's own order breaks ties.
    { query: 'qr', expected: ['qr', 'share'] },
    { query: 'QR', expected: ['qr', 'share'] },
    { query: 'flyer', expected: ['qr'] },
    // Case and accents folded both ways.
    { query: 'cafe', expected: ['cafe'] },
    { query: 'CAFÉ', expected: ['cafe'] },
    { query: 'wífi', expected: ['wifi'] },
    // The ** marks are not part of the searched text.
    { query: 'network name', expected: ['wifi'] },
    // Every word must occur, in any order and field.
    { query: 'print hall', expected: ['share'] },
    { query: 'print nowhere', expected: [] },
    // Keywords are searched although never shown; the summary too.
    { query: 'restaurant', expected: ['cafe'] },
    { query: 'key safe', expected: ['codes'] },
    // Words inside words (as-you-type), and punctuation around words ignored.
    { query: 'bake', expected: ['cafe'] },
    { query: '"door"', expected: ['codes'] },
    // A title holding all words ranks above one holding some.
    { query: 'code door', expected: ['codes'] },
    { query: 'zzz', expected: [] },
  ])('"$query" finds $expected', ({ query, expected }) => {
    expect(ids(query)).toEqual(expected);
  });

  it('ranks an article with every word in its title above one with only some', () => {
    const list = [
      article('a', 'Print at home', 'The QR code on paper.'),
      article('b', 'Print the QR code', 'Flyers.'),
      article('c', 'Guests', 'Print the QR code.'),
    ];
    expect(ids('print qr', list)).toEqual(['b', 'a', 'c']);
  });

  it('marks the matches in the title and cuts a snippet around the first body match', () => {
    const [first, second] = searchArticles(SAMPLE, 'qr');
    expect(first?.article.id).toBe('qr');
    expect(marked(first!.article.title, first!.titleRanges)).toEqual(['QR']);
    expect(second?.titleRanges).toEqual([]);
    expect(marked(second!.snippet.text, second!.snippet.ranges)).toEqual(['QR']);
  });

  it('marks the original accented text when the query has no accents', () => {
    const [hit] = searchArticles(SAMPLE, 'cafe');
    expect(marked(hit!.snippet.text, hit!.snippet.ranges)).toEqual(['Café']);
  });

  it('finds the sharing articles of the real Help Center for "QR", the QR article first', () => {
    const hits = searchArticles(HELP_ARTICLES, 'QR');
    expect(hits[0]?.article.id).toBe('qr-code-and-flyer');
    expect(hits.map((h) => h.article.id)).toContain('share-link');
    expect(marked(hits[0]!.article.title, hits[0]!.titleRanges)).toEqual(['QR']);
  });
});

describe('fold and matchRanges', () => {
  it.each([
    { text: 'Café', folded: 'cafe' },
    { text: 'ÉTÉ à Zürich', folded: 'ete a zurich' },
    { text: 'İstanbul', folded: 'istanbul' },
    { text: 'plain', folded: 'plain' },
  ])('folds "$text" to "$folded"', ({ text, folded }) => {
    expect(fold(text).folded).toBe(folded);
  });

  it.each([
    { text: 'Café au lait, café noir', terms: ['cafe'], expected: ['Café', 'café'] },
    // Decomposed accents (e + combining acute) map back to the whole letter.
    { text: 'Cafe\u0301 crème', terms: ['cafe', 'creme'], expected: ['Cafe\u0301', 'crème'] },
    // Overlapping matches of two words merge into one mark.
    { text: 'flyers', terms: ['fly', 'lyers'], expected: ['flyers'] },
    { text: 'QR and qr', terms: ['qr'], expected: ['QR', 'qr'] },
    { text: 'nothing here', terms: ['qr'], expected: [] },
    { text: 'emoji 🏠 home', terms: ['home'], expected: ['home'] },
  ])('marks $expected in "$text"', ({ text, terms, expected }) => {
    expect(marked(text, matchRanges(text, terms))).toEqual(expected);
  });

  it.each([
    { query: 'QR  Code', expected: ['qr', 'code'] },
    { query: 'qr qr', expected: ['qr'] },
    { query: '"flyer",', expected: ['flyer'] },
    { query: '{{link}}', expected: ['{{link}}'] },
    { query: ' ', expected: [] },
  ])('splits "$query" into $expected', ({ query, expected }) => {
    expect(queryTerms(query)).toEqual(expected);
  });
});

describe('snippetAround', () => {
  const body = `${'word '.repeat(40)}the QR code ${'more '.repeat(40)}`.trim();

  it('cuts at spaces around the first match, with ellipses, and keeps the match marked', () => {
    const snippet = snippetAround(body, matchRanges(body, ['qr']));
    expect(snippet.text.startsWith('… ')).toBe(true);
    expect(snippet.text.endsWith(' …')).toBe(true);
    expect(snippet.text.length).toBeLessThan(body.length);
    expect(marked(snippet.text, snippet.ranges)).toEqual(['QR']);
    // Whole words only at both ends.
    expect(snippet.text).toMatch(/^… (word|the) /);
    expect(snippet.text).toMatch(/ (more|code) …$/);
  });

  it('keeps a short text whole', () => {
    const text = 'Print the QR code.';
    expect(snippetAround(text, matchRanges(text, ['qr']))).toEqual({ text, ranges: [[10, 12]] });
  });
});
