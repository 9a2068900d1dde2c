import { describe, expect, it } from 'vitest';
import type { TGuestGuide } from '@guidebook/contract';
import { buildSearchIndex, foldText, highlight, searchGuide, textOfHtml, type Highlighted } from './search.ts';

const topic = (id: number, name: string, content: string, description: string | null = null) => ({
  id,
  name,
  description,
  content,
  image_path: null,
  thumb_path: null,
});

const category = (id: number, name: string, topics: ReturnType<typeof topic>[], description: string | null = null) => ({
  id,
  name,
  description,
  icon: '<i class="fa-solid fa-circle"></i>',
  kind: null,
  topics,
});

const guide: Pick<TGuestGuide, 'categories'> = {
  categories: [
    category(1, 'WiFi & Internet', [
      topic(11, 'Connecting to the WiFi', '<p>Network <strong>SeaView</strong><br>Password: shells</p>'),
      topic(12, 'Router', '<p>The box under the TV.</p>'),
    ]),
    category(2, 'Local Recommendations', [
      topic(
        21,
        'Restaurants',
        '<ul><li>Caf&eacute; Mira &amp; friends</li><li>The Net Loft: wifi for guests</li></ul>',
      ),
      topic(22, 'Café Mira', '<p>Breakfast from 08:00</p>', 'Best coffee'),
      topic(23, 'Beaches', '<p>Porthmeor is <em>20 minutes</em> on foot &lt;north&gt;</p>'),
    ]),
    category(3, 'Entertainment', [
      topic(31, 'Wi-Fi & streaming', '<p>Netflix is signed in.</p>'),
      topic(32, 'Zażółć gęślą jaźń', '<p>Straße, Øresund, Đakovo, Æbleskiver, Œuvre, Işık.</p>'),
    ]),
  ],
};

/** The hits as short ids: c1 for category 1, t11 for topic 11. */
const ids = (query: string, limit?: number) =>
  searchGuide(buildSearchIndex(guide), query, limit).map((h) =>
    h.kind === 'category' ? `c${h.categoryId}` : `t${h.topicId}`,
  );

/** A highlighted text with its marks in brackets. */
const bracketed = ({ text, marks }: Highlighted) => {
  let out = '';
  let at = 0;
  for (const [s, e] of marks) {
    out += `${text.slice(at, s)}[${text.slice(s, e)}]`;
    at = e;
  }
  return out + text.slice(at);
};

describe('textOfHtml', () => {
  it('strips tags, separates blocks and decodes entities', () => {
    expect(textOfHtml('<p>One<br>two</p><ul><li>a &amp; b</li><li>&lt;c&gt; &#233; &#x263A;</li></ul>')).toBe(
      'One two a & b <c> é ☺',
    );
  });

  it('drops script and style bodies entirely', () => {
    expect(textOfHtml('<style>p{color:red}</style><p>Visible</p><script>alert(1)</script>')).toBe('Visible');
  });
});

describe('foldText', () => {
  it.each([
    ['Crème Brûlée', 'creme brulee'],
    ['Zażółć gęślą jaźń', 'zazolc gesla jazn'],
    ['Straße', 'strasse'],
    ['Øresund', 'oresund'],
    ['Đakovo', 'dakovo'],
    ['Æbleskiver', 'aebleskiver'],
    ['Œuvre', 'oeuvre'],
    ['Işık', 'isik'],
    ['ŁÓDŹ', 'lodz'],
    ['Wi-Fi', 'wifi'],
    ['WiFi & Internet', 'wifi   internet'],
    ["don't", 'dont'],
    ['e\u0301te\u0301 (NFD)', 'ete  nfd '],
    ['A/C, 24h.', 'ac  24h '],
  ])('%s -> %s', (input, folded) => {
    expect(foldText(input)).toBe(folded);
  });
});

describe('searchGuide', () => {
  it.each([
    // [query, expected hits in order]
    ['wifi', ['c1', 't11', 't31', 't21']],
    ['WIFI', ['c1', 't11', 't31', 't21']],
    ['wi-fi', ['c1', 't11', 't31', 't21']],
    ['Wi fi', ['c1', 't11', 't31', 't21']],
    ['zazolc', ['t32']],
    ['ZAŻÓŁĆ', ['t32']],
    ['gesla jazn', ['t32']],
    ['strasse', ['t32']],
    ['oresund', ['t32']],
    ['isik', ['t32']],
    ['password', ['t11']],
    ['cafe', ['t22', 't21']],
    ['CAFÉ mira', ['t22', 't21']],
    ['coffee', ['t22']],
    ['porthmeor foot', ['t23']],
    ['porthmeor wifi', []],
    // A word of the category name plus one of the topic's own: the topic matches.
    ['internet router', ['t12']],
    ['entertainment', ['c3']],
    ['recommendations', ['c2']],
    // Markup is not text.
    ['strong', []],
    ['north', ['t23']],
    ['   ', []],
    ['!?', []],
  ])('"%s" finds %j', (query, expected) => {
    expect(ids(query)).toEqual(expected);
  });

  it('respects the limit', () => {
    expect(ids('e', 2)).toHaveLength(2);
  });

  it('links each hit to its place in the Info tab and marks the matched words', () => {
    const [cat, first, streaming, restaurants] = searchGuide(buildSearchIndex(guide), 'wifi');
    expect(cat).toMatchObject({ kind: 'category', href: '#info/1', category: null, excerpt: null });
    expect(bracketed(cat!.name)).toBe('[WiFi] & Internet');
    expect(first).toMatchObject({ kind: 'topic', href: '#info/1/11' });
    expect(bracketed(first!.name)).toBe('Connecting to the [WiFi]');
    expect(bracketed(first!.category!)).toBe('[WiFi] & Internet');
    expect(bracketed(streaming!.name)).toBe('[Wi-Fi] & streaming');
    expect(bracketed(restaurants!.name)).toBe('Restaurants');
    expect(bracketed(restaurants!.excerpt!)).toBe('Café Mira & friends The Net Loft: [wifi] for guests');
  });

  it('marks folded matches in the original spelling', () => {
    const [hit] = searchGuide(buildSearchIndex(guide), 'zazolc jazn');
    expect(bracketed(hit!.name)).toBe('[Zażółć] gęślą [jaźń]');
    expect(bracketed(highlight('Straße 5', ['strasse']))).toBe('[Straße] 5');
    expect(bracketed(highlight('Cafe\u0301 au lait', ['cafe']))).toBe('[Cafe\u0301] au lait');
  });

  it('cuts long excerpts at word boundaries around the first match', () => {
    const long = `${'lorem ipsum '.repeat(20)}the key is under the mat ${'dolor sit '.repeat(20)}`;
    const index = buildSearchIndex({ categories: [category(9, 'House', [topic(91, 'Keys', `<p>${long}</p>`)])] });
    const excerpt = searchGuide(index, 'mat')[0]!.excerpt!;
    expect(excerpt.text.startsWith('…')).toBe(true);
    expect(excerpt.text.endsWith('…')).toBe(true);
    expect(bracketed(excerpt)).toContain('under the [mat]');
    expect(excerpt.text.length).toBeLessThan(200);
  });
});
