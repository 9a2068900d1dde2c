import { describe, expect, it } from 'vitest';
import type { TGuestGuide } from '@guidebook/contract';
import { buildSearchIndex, foldText, searchTopics, textOfHtml } from './search.ts';

const topic = (id: number, name: string, content: string, description: string | null = null) => ({
  id,
  name,
  description,
  content,
  image_path: null,
  thumb_path: null,
});

const guide: Pick<TGuestGuide, 'categories'> = {
  categories: [
    {
      id: 1,
      name: 'WiFi & Internet',
      description: null,
      icon: '<i class="fa-solid fa-wifi"></i>',
      kind: 'wifi',
      topics: [topic(11, 'Connecting to the WiFi', '<p>Network <strong>SeaView</strong><br>Password: shells</p>')],
    },
    {
      id: 2,
      name: 'Local Recommendations',
      description: null,
      icon: '<i class="fa-solid fa-utensils"></i>',
      kind: 'local',
      topics: [
        topic(
          21,
          'Restaurants',
          '<ul><li>Caf&eacute; Mira &amp; friends</li><li>The Net Loft: wifi for guests</li></ul>',
        ),
        topic(22, 'Café Mira', '<p>Breakfast from 08:00</p>', 'Best coffee'),
        topic(23, 'Beaches', '<p>Porthmeor is <em>20 minutes</em> on foot &lt;north&gt;</p>'),
      ],
    },
  ],
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

describe('searchTopics', () => {
  const index = buildSearchIndex(guide);

  it('finds a topic by a word of its text, ignoring case and tags', () => {
    const hits = searchTopics(index, 'password');
    expect(hits.map((h) => h.topicId)).toEqual([11]);
    expect(hits[0]).toMatchObject({
      categoryId: 1,
      categoryName: 'WiFi & Internet',
      topicName: 'Connecting to the WiFi',
    });
    expect(hits[0]?.excerpt).toContain('Password: shells');
  });

  it('lists title matches before text-only matches', () => {
    expect(searchTopics(index, 'wifi').map((h) => h.topicId)).toEqual([11, 21]);
  });

  it('ignores accents both ways and searches descriptions', () => {
    expect(searchTopics(index, 'cafe').map((h) => h.topicId)).toEqual([22, 21]);
    expect(searchTopics(index, 'CAFÉ mira').map((h) => h.topicId)).toEqual([22, 21]);
    expect(searchTopics(index, 'coffee').map((h) => h.topicId)).toEqual([22]);
  });

  it('needs every word of the query', () => {
    expect(searchTopics(index, 'porthmeor foot').map((h) => h.topicId)).toEqual([23]);
    expect(searchTopics(index, 'porthmeor wifi')).toEqual([]);
  });

  it('does not match markup: tag and attribute names are not text', () => {
    expect(searchTopics(index, 'strong')).toEqual([]);
    expect(searchTopics(index, 'north').map((h) => h.topicId)).toEqual([23]);
  });

  it('returns nothing for an empty or blank query and respects the limit', () => {
    expect(searchTopics(index, '   ')).toEqual([]);
    expect(searchTopics(index, 'e', 2)).toHaveLength(2);
  });

  it('folds text to lower case without accents', () => {
    expect(foldText('Crème Brûlée')).toBe('creme brulee');
  });
});
