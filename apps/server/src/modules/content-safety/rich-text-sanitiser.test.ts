import { describe, expect, it } from 'vitest';
import { sanitiseRichText } from './rich-text-sanitiser.ts';

describe('sanitiseRichText: the editor allowlist in detail', () => {
  it('keeps only the Quill classes each element may carry', () => {
    expect(sanitiseRichText('<p class="ql-align-center ql-indent-9 ql-font-serif foo">x</p>')).toBe(
      '<p class="ql-align-center">x</p>',
    );
    expect(sanitiseRichText('<span class="ql-size-huge ql-align-center ql-video">x</span>')).toBe(
      '<span class="ql-size-huge">x</span>',
    );
    expect(sanitiseRichText('<em class="evil">x</em>')).toBe('<em>x</em>');
  });

  it('keeps list kinds and code languages only when they are plain words', () => {
    expect(
      sanitiseRichText('<ol><li data-list="bullet">a</li><li data-list="x&quot; onclick=&quot;y">b</li></ol>'),
    ).toBe('<ol><li data-list="bullet">a</li><li>b</li></ol>');
    expect(sanitiseRichText('<pre data-language="c++">x</pre><pre data-language="a b">y</pre>')).toBe(
      '<pre data-language="c++">x</pre><pre>y</pre>',
    );
  });

  it('accepts inline images of the editor’s types and library paths; drops every other image whole', () => {
    for (const type of ['png', 'gif', 'jpeg', 'bmp', 'x-icon'])
      expect(sanitiseRichText(`<img src="data:image/${type};base64,AAAA">`)).toBe(
        `<img src="data:image/${type};base64,AAAA" />`,
      );
    expect(sanitiseRichText('<img src="data:image/png;base64,AA\nAA">')).toBe(
      '<img src="data:image/png;base64,AAAA" />',
    );
    for (const src of [
      'data:image/webp;base64,AAAA',
      'data:image/png,raw',
      'data:image/png;base64,AA&quot;AA',
      'https://example.com/a.png',
      '/api/files//evil.example/a.png',
      '/api/files/../../users/me',
      '/api/files/%2E%2E/%2e%2e/users/me',
      '/api/other/a.png',
      'api/files/a.png',
    ])
      expect(sanitiseRichText(`<p>a<img src="${src}">b</p>`), src).toBe('<p>ab</p>');
  });

  it('keeps numeric sizes only', () => {
    expect(sanitiseRichText('<img src="/api/files/a.png" width="50%" height="expression(1)">')).toBe(
      '<img src="/api/files/a.png" width="50%" />',
    );
  });

  it('keeps only YouTube and Vimeo embed addresses for videos', () => {
    expect(sanitiseRichText('<iframe class="ql-video" src="https://player.vimeo.com/video/123?h=ab"></iframe>')).toBe(
      '<iframe class="ql-video" src="https://player.vimeo.com/video/123?h=ab"></iframe>',
    );
    for (const src of [
      'https://www.youtube.com/watch?v=abc',
      'https://player.vimeo.com/video/abc',
      'https://youtube.com/embed/abc',
      'https://www.youtube.com/embed/abc/../../redirect',
    ])
      expect(sanitiseRichText(`<iframe src="${src}"></iframe>`), src).toBe('');
  });

  it('keeps safe colour values and nothing else in style', () => {
    expect(sanitiseRichText('<span style="color: rgba(0, 0, 0, 0.5); background-color: #abcdef80">x</span>')).toBe(
      '<span style="color:rgba(0, 0, 0, 0.5);background-color:#abcdef80">x</span>',
    );
    expect(sanitiseRichText('<span style="color: #12345; font-size: 99px; position: fixed">x</span>')).toBe(
      '<span>x</span>',
    );
    expect(sanitiseRichText('<p style="color: red">x</p>')).toBe('<p>x</p>');
  });

  it('keeps same-page and relative links, forces the new-tab target, drops other schemes', () => {
    expect(sanitiseRichText('<a href="/guide#top" target="_self">x</a>')).toBe(
      '<a href="/guide#top" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitiseRichText('<a href="ftp://example.com/f">x</a>')).toBe(
      '<a rel="noopener noreferrer" target="_blank">x</a>',
    );
  });

  it('keeps a formula as its TeX source only, dropping the KaTeX markup rendered inside it', () => {
    const katexMarkup =
      '<span contenteditable="false"><span class="katex"><span class="katex-mathml"><math><semantics><mrow><msup><mi>x</mi><mn>2</mn></msup></mrow>' +
      '<annotation encoding="application/x-tex">x^2</annotation></semantics></math></span>' +
      '<span class="katex-html" aria-hidden="true"><span class="base"><span class="mord mathnormal">x</span></span></span></span></span>';
    expect(sanitiseRichText(`<p>a <span class="ql-formula" data-value="x^2">${katexMarkup}</span> b</p>`)).toBe(
      '<p>a <span class="ql-formula" data-value="x^2">x^2</span> b</p>',
    );
    // Other classes, styles and handlers go; a formula without a source goes whole; data-value is for formulas only.
    expect(
      sanitiseRichText(
        '<span data-value="y" onmouseover="alert(1)" class="ql-formula ql-size-huge" style="color:red">f<script>alert(1)</script></span>',
      ),
    ).toBe('<span class="ql-formula" data-value="y">y</span>');
    expect(sanitiseRichText('<span class="ql-formula">lost</span>ok')).toBe('ok');
    expect(sanitiseRichText(`<span class="ql-formula" data-value="${'x'.repeat(1001)}">x</span>ok`)).toBe('ok');
    expect(sanitiseRichText('<span class="ql-size-huge" data-value="z">z</span>')).toBe(
      '<span class="ql-size-huge">z</span>',
    );
  });

  it('keeps markup in a formula source as inert attribute text', () => {
    const out = sanitiseRichText('<span class="ql-formula" data-value="&lt;img src=x onerror=alert(1)&gt;">q</span>');
    expect(out).toBe(
      '<span class="ql-formula" data-value="&lt;img src=x onerror=alert(1)&gt;">&lt;img src=x onerror=alert(1)&gt;</span>',
    );
    expect(out).not.toMatch(/<img/);
    expect(sanitiseRichText('<span class="ql-formula" data-value="a&quot;><script>alert(1)</script>">q</span>')).toBe(
      '<span class="ql-formula" data-value="a&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;">a&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;</span>',
    );
  });

  it('is idempotent: cleaning clean output changes nothing', () => {
    const samples = [
      '<p class="ql-align-center"><strong style="color: #f00">a</strong><a href="https://x.example">l</a></p>',
      '<ol><li data-list="checked"><span class="ql-ui" contenteditable="false"></span>x</li></ol>',
      '<scr<script>ipt>alert(1)</script><img src=x onerror=alert(1)>',
      '<div class="ql-code-block-container"><div class="ql-code-block" data-language="plain">&lt;b&gt;</div></div>',
      '<p><span class="ql-formula" data-value="a &lt; b &amp; c"><span class="katex">k</span></span></p>',
    ];
    for (const s of samples) {
      const once = sanitiseRichText(s);
      expect(sanitiseRichText(once)).toBe(once);
    }
  });
});
