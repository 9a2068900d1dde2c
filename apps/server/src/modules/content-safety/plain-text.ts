/**
 * Content safety for fields that are text, not HTML (names, descriptions, comments):
 * markup is removed so a stored value can never become a tag wherever it is shown.
 */
import sanitizeHtml from 'sanitize-html';

const STRIP_ALL: sanitizeHtml.IOptions = {
  allowedTags: [],
  allowedAttributes: {},
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'xmp', 'noembed', 'noframes', 'title', 'template'],
  disallowedTagsMode: 'discard',
};

const ESCAPED: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' };

function stripOnce(value: string): string {
  // sanitize-html escapes the text it keeps; plain text wants the characters back.
  return sanitizeHtml(value, STRIP_ALL).replace(/&(?:amp|lt|gt|quot);/g, (m) => ESCAPED[m] ?? m);
}

/**
 * Text without tags, comments or entity-encoded tags. Repeats until nothing changes,
 * because decoding `&lt;b&gt;` yields a tag the next pass must remove.
 */
export function toPlainText(value: string): string {
  let current = value;
  for (let pass = 0; pass < 8; pass++) {
    const next = stripOnce(current);
    if (next === current) return current;
    current = next;
  }
  // Pathologically nested encodings: give up on the characters that could open a tag.
  return current.replace(/[<>]/g, '');
}
