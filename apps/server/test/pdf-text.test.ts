import { describe, expect, it } from 'vitest';
import { htmlToBlocks } from '../src/pdf/rich-text-blocks.ts';

const texts = (html: string) => htmlToBlocks(html).map((b) => [b.kind, b.marker, b.runs.map((r) => r.text).join('')]);

describe('topic content as PDF blocks', () => {
  it('turns headings, paragraphs, Quill lists, quotes and code into blocks', () => {
    expect(
      texts(
        '<h1>Title</h1><p>One <strong>two</strong>  three</p>' +
          '<ol><li data-list="bullet">dot</li><li data-list="ordered">first</li><li data-list="ordered">second</li></ol>' +
          '<ul><li>plain</li></ul><blockquote>quoted</blockquote><pre>a\n  b</pre>',
      ),
    ).toEqual([
      ['heading', '', 'Title'],
      ['paragraph', '', 'One two three'],
      ['bullet', '•', 'dot'],
      ['numbered', '1.', 'first'],
      ['numbered', '2.', 'second'],
      ['bullet', '•', 'plain'],
      ['quote', '', 'quoted'],
      ['code', '', 'a\n  b'],
    ]);
  });

  it('keeps bold, italic and safe links as runs, decodes entities, drops scripts and media', () => {
    const [block] = htmlToBlocks(
      '<p>A <em>b</em> <a href="https://x.test">link</a> <a href="javascript:alert(1)">bad</a> &amp; &lt;i&gt; &#8364;<br>next</p>' +
        '<script>evil()</script><iframe src="https://v.test"></iframe>',
    );
    expect(block!.runs).toEqual([
      { text: 'A ', bold: false, italic: false, link: null },
      { text: 'b', bold: false, italic: true, link: null },
      { text: ' ', bold: false, italic: false, link: null },
      { text: 'link', bold: false, italic: false, link: 'https://x.test' },
      { text: ' bad & <i> €\nnext', bold: false, italic: false, link: null },
    ]);
    expect(htmlToBlocks('<script>evil()</script>')).toEqual([]);
  });
});
