/**
 * Content safety: the allowlist for topic content. It keeps exactly what the Quill 2 editor writes
 * for the topic editor's formats (EDITOR.FORMATS in the contract) and drops everything else
 * (scripts, handlers, foreign frames, dangerous URLs and styles). Pure: string in, string out.
 */
import sanitizeHtml from 'sanitize-html';

const ALIGN = ['ql-align-center', 'ql-align-right', 'ql-align-justify'];
const DIRECTION = ['ql-direction-rtl'];
const INDENT = Array.from({ length: 8 }, (_, i) => `ql-indent-${i + 1}`);
const BLOCK_CLASSES = [...ALIGN, ...DIRECTION, ...INDENT];
const INLINE_CLASSES = ['ql-font-serif', 'ql-font-monospace', 'ql-size-small', 'ql-size-large', 'ql-size-huge'];

/** Elements Quill puts inline formats (class and style attributors) on. */
const INLINE_TAGS = ['span', 'strong', 'em', 'u', 's', 'a', 'code', 'sub', 'sup'] as const;
/** Elements Quill puts block formats (align, direction, indent) on. */
const BLOCK_TAGS = ['p', 'h1', 'h2', 'li', 'blockquote', 'pre'] as const;

const ALLOWED_TAGS = [...INLINE_TAGS, ...BLOCK_TAGS, 'br', 'ol', 'ul', 'div', 'img', 'iframe'];

/** Safe colour values only: hex, rgb()/rgba() with numbers, or a bare keyword. */
const COLOUR_VALUES = [
  /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i,
  /^rgba?\(\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*(?:,\s*(?:0|1|0?\.\d+|\d{1,3}%)\s*)?\)$/i,
  /^[a-z]{3,30}$/i,
];

const LINK_PROTOCOLS = ['http', 'https', 'mailto', 'tel'];
const LIST_KINDS = new Set(['bullet', 'ordered', 'checked', 'unchecked']);

/** Inline images the editor embeds (png, gif, jpeg, bmp or x-icon files), or the host's own library. */
const IMAGE_SRC_RE =
  /^(?:data:image\/(?:png|gif|jpeg|bmp|x-icon);base64,[A-Za-z0-9+/]+={0,2}|\/api\/files\/[A-Za-z0-9._~%/-]+)$/;
/** Embeds Quill's video format produces from the two supported sites. */
const VIDEO_SRC_RE =
  /^https:\/\/(?:www\.youtube\.com\/embed\/[A-Za-z0-9_-]{1,64}|player\.vimeo\.com\/video\/\d{1,20})(?:\?[A-Za-z0-9_=&%.-]*)?$/;
const DIMENSION_RE = /^\d{1,5}(?:px|%)?$/;
/** TeX source of a formula: bounded, and no control characters (it is shown as text, never parsed as HTML). */
const FORMULA_MAX_LENGTH = 1000;
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS_RE = /[\u0000-\u001f\u007f]/;
/** A formula span as this module writes it (attributes in this order, value already attribute-escaped). */
const CLEAN_FORMULA_RE = /<span class="ql-formula" data-value="([^"]*)"><\/span>/g;
const LANGUAGE_RE = /^[A-Za-z0-9+#-]{1,32}$/;

type Attributes = Record<string, string>;

function isFormulaSpan(tagName: string, attribs: Attributes): boolean {
  return tagName === 'span' && (attribs.class ?? '').split(/\s+/).includes('ql-formula');
}

/** The TeX source a formula span may keep, or undefined when there is none worth keeping. */
function formulaValue(attribs: Attributes): string | undefined {
  const value = attribs['data-value'];
  if (value === undefined || value.trim() === '' || value.length > FORMULA_MAX_LENGTH) return undefined;
  return CONTROL_CHARS_RE.test(value) ? undefined : value;
}

/**
 * Keeps `color` and `background-color` declarations with a safe colour and nothing
 * else. A plain allowlist on each declaration: nothing that is not a colour (url(),
 * expression(), escapes, comments) can match, and it is far cheaper than a CSS parser.
 */
function safeStyle(style: string): string | undefined {
  const kept: string[] = [];
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim();
    if ((property === 'color' || property === 'background-color') && COLOUR_VALUES.some((re) => re.test(value)))
      kept.push(`${property}:${value}`);
  }
  return kept.length > 0 ? kept.join(';') : undefined;
}

/** Editor images, or library paths that stay inside /api/files/ (no empty, dot or encoded-dot segments). */
function isAllowedImageSource(src: string): boolean {
  if (!IMAGE_SRC_RE.test(src)) return false;
  return src.startsWith('data:') || !/\/\/|\.\.|%2e/i.test(src);
}

function keepIf(attribs: Attributes, name: string, ok: (value: string) => boolean): void {
  const value = attribs[name];
  if (value !== undefined && !ok(value)) delete attribs[name];
}

/**
 * Checks sanitize-html's generic rules cannot express: exact URL shapes for images and
 * videos, the list kinds, code languages, numeric sizes, and the forced link target.
 */
function transformTag(tagName: string, attribs: Attributes): { tagName: string; attribs: Attributes } {
  const next: Attributes = { ...attribs };
  if (next.style !== undefined) {
    const style = safeStyle(next.style);
    if (style) next.style = style;
    else delete next.style;
  }
  switch (tagName) {
    case 'span':
      // A formula is its TeX source alone: no style or other class; data-value belongs to formulas only.
      if (isFormulaSpan(tagName, next)) {
        const value = formulaValue(next);
        return {
          tagName,
          attribs: value === undefined ? { class: 'ql-formula' } : { class: 'ql-formula', 'data-value': value },
        };
      }
      delete next['data-value'];
      break;
    case 'a':
      // Links open outside the guide and cannot reach back into it.
      next.rel = 'noopener noreferrer';
      next.target = '_blank';
      break;
    case 'img':
      // Base64 may be wrapped over lines; the browser ignores that whitespace, so do we.
      if (next.src !== undefined) next.src = next.src.replace(/\s+/g, '');
      keepIf(next, 'src', isAllowedImageSource);
      keepIf(next, 'width', (v) => DIMENSION_RE.test(v));
      keepIf(next, 'height', (v) => DIMENSION_RE.test(v));
      break;
    case 'iframe':
      keepIf(next, 'src', (v) => VIDEO_SRC_RE.test(v));
      keepIf(next, 'width', (v) => DIMENSION_RE.test(v));
      keepIf(next, 'height', (v) => DIMENSION_RE.test(v));
      keepIf(next, 'frameborder', (v) => v === '0');
      if (next.allowfullscreen !== undefined) next.allowfullscreen = 'true';
      break;
    case 'li':
      keepIf(next, 'data-list', (v) => LIST_KINDS.has(v));
      break;
    case 'div':
    case 'pre':
      keepIf(next, 'data-language', (v) => LANGUAGE_RE.test(v));
      break;
  }
  return { tagName, attribs: next };
}

const inlineAttributes = Object.fromEntries(INLINE_TAGS.map((tag) => [tag, ['class', 'style']]));
const inlineClasses = Object.fromEntries(INLINE_TAGS.map((tag) => [tag, INLINE_CLASSES]));
const blockClasses = Object.fromEntries(BLOCK_TAGS.map((tag) => [tag, BLOCK_CLASSES]));

const BASE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    ...inlineAttributes,
    a: ['href', 'rel', 'target', 'class', 'style'],
    span: ['class', 'style', 'data-value'],
    p: ['class'],
    h1: ['class'],
    h2: ['class'],
    blockquote: ['class'],
    li: ['class', 'data-list'],
    pre: ['class', 'data-language'],
    div: ['class', 'data-language'],
    img: ['src', 'alt', 'width', 'height'],
    iframe: ['src', 'class', 'frameborder', 'allowfullscreen', 'width', 'height'],
  },
  allowedClasses: {
    ...inlineClasses,
    ...blockClasses,
    span: [...INLINE_CLASSES, 'ql-formula', 'ql-ui'],
    div: ['ql-code-block-container', 'ql-code-block', ...BLOCK_CLASSES],
    iframe: ['ql-video', ...ALIGN],
  },
  // Styles are filtered by safeStyle in transformTag.
  parseStyleAttributes: false,
  allowedSchemes: LINK_PROTOCOLS,
  allowedSchemesByTag: { img: ['data'], iframe: ['https'] },
  allowProtocolRelative: false,
  allowedIframeHostnames: ['www.youtube.com', 'player.vimeo.com'],
  allowIframeRelativeUrls: false,
  // Raw-text and template-like elements: their content is code or markup, never prose.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'xmp', 'noembed', 'noframes', 'title', 'template'],
  disallowedTagsMode: 'discard',
  transformTags: { '*': transformTag },
};

/**
 * Options for one run. Inside a formula span everything (KaTeX's rendered markup and
 * text) is dropped: the formula is its data-value, which the reader renders again.
 * The parser's open and close events are balanced, so a depth count tells "inside".
 */
function optionsForOneRun(): sanitizeHtml.IOptions {
  let formulaDepth = 0;
  return {
    ...BASE_OPTIONS,
    onOpenTag: (name, attribs) => {
      if (formulaDepth > 0 || isFormulaSpan(name, attribs)) formulaDepth++;
    },
    onCloseTag: () => {
      if (formulaDepth > 0) formulaDepth--;
    },
    textFilter: (text) => (formulaDepth > 0 ? '' : text),
    // Called after onCloseTag: a positive depth here means the frame sat inside a formula.
    exclusiveFilter: (frame) =>
      formulaDepth > 0 ||
      (frame.tag === 'span' && frame.attribs.class === 'ql-formula' && frame.attribs['data-value'] === undefined) ||
      // A media element whose address was refused is dropped whole, not left as an empty box.
      ((frame.tag === 'img' || frame.tag === 'iframe') && !frame.attribs.src),
  };
}

/** Topic content as it may be stored and shown: only the editor's formats survive. */
export function sanitiseRichText(html: string): string {
  // The TeX source is also the formula's text, so readers without KaTeX (and plain-text uses) still see it.
  // The attribute value is already escaped, which makes it safe text as it stands.
  return sanitizeHtml(html, optionsForOneRun()).replace(
    CLEAN_FORMULA_RE,
    (_match, value: string) => `<span class="ql-formula" data-value="${value}">${value}</span>`,
  );
}
