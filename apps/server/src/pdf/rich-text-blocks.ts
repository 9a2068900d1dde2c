/**
 * Topic content (HTML already sanitised on save) as blocks a PDF can lay out:
 * headings, paragraphs, list items (bullets, numbers, checklists), quotes, code and video
 * links, each a list of styled text runs, with the editor's alignment and indent.
 * A small tag walker is enough because the sanitiser guarantees a known tag set.
 * Lists follow Quill 2, which writes every list as <ol> and names each item's kind
 * (data-list) and depth (ql-indent-N); numbers restart below a shallower item and go
 * 1. / a. / i. by depth, as the editor shows them.
 */

export type TextRun = { text: string; bold: boolean; italic: boolean; link: string | null };
export type BlockKind = 'heading' | 'paragraph' | 'bullet' | 'numbered' | 'checked' | 'unchecked' | 'quote' | 'code';
export type Align = 'left' | 'center' | 'right' | 'justify';
export type Block = {
  kind: BlockKind;
  /** A heading's level (1, 2...), a list item's depth (0 at the top). */
  level: number;
  marker: string;
  runs: TextRun[];
  align: Align;
  /** A paragraph's, heading's or quote's indent steps (ql-indent-N). */
  indent: number;
};

const ALIGNS: Record<string, Align> = { center: 'center', right: 'right', justify: 'justify' };

function toAlpha(n: number): string {
  let out = '';
  for (let v = n; v > 0; v = Math.floor((v - 1) / 26)) out = String.fromCharCode(97 + ((v - 1) % 26)) + out;
  return out;
}

function toRoman(n: number): string {
  const numerals: Array<[number, string]> = [
    [1000, 'm'], [900, 'cm'], [500, 'd'], [400, 'cd'], [100, 'c'], [90, 'xc'],
    [50, 'l'], [40, 'xl'], [10, 'x'], [9, 'ix'], [5, 'v'], [4, 'iv'], [1, 'i'],
  ]; // prettier-ignore
  let out = '';
  let v = n;
  for (const [value, numeral] of numerals) for (; v >= value; v -= value) out += numeral;
  return out;
}

/** An ordered item's number as the editor shows it at this depth: 1. / a. / i. and round again. */
export function listNumber(count: number, depth: number): string {
  const style = depth % 3;
  return `${style === 0 ? count : style === 1 ? toAlpha(count) : toRoman(count)}.`;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (all, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return ENTITIES[name.toLowerCase()] ?? all;
  });
}

const BLOCK_TAGS = new Set(['p', 'div', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'li', 'blockquote', 'pre']);
const SKIPPED = new Set(['script', 'style', 'iframe', 'video', 'audio', 'object']);
/** Embeds Quill's video format writes (the sanitiser keeps only these). */
const VIDEO_SRC = /^https:\/\/(?:www\.youtube\.com\/embed\/|player\.vimeo\.com\/video\/)/;

function attribute(attrs: string, name: string): string | null {
  const match = new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'i').exec(attrs);
  return match ? decodeEntities(match[1] ?? match[2] ?? '') : null;
}

export function htmlToBlocks(html: string): Block[] {
  const blocks: Block[] = [];
  const lists: { ordered: boolean; counts: number[] }[] = [];
  /** What each open <div> is: a Quill code block container, one of its lines, or another block. */
  const divs: Array<'code' | 'line' | 'block'> = [];
  let bold = 0;
  let italic = 0;
  let link: string | null = null;
  let skipping = 0;
  let current: Block | null = null;
  let pre = 0;

  const close = () => {
    if (current) {
      const first = current.runs[0];
      if (first && current.kind !== 'code') first.text = first.text.replace(/^\s+/, '');
      const last = current.runs[current.runs.length - 1];
      if (last && current.kind !== 'code') last.text = last.text.replace(/\s+$/, '');
      current.runs = current.runs.filter((r) => r.text.length > 0);
      if (current.runs.length > 0) blocks.push(current);
    }
    current = null;
  };
  const open = (kind: BlockKind, level = 0, marker = '', attrs = '') => {
    close();
    const classes = attribute(attrs, 'class') ?? '';
    const align = ALIGNS[/\bql-align-(\w+)\b/.exec(classes)?.[1] ?? ''] ?? 'left';
    const indent =
      kind === 'bullet' || kind === 'numbered' || kind === 'checked' || kind === 'unchecked'
        ? 0
        : Number(/\bql-indent-(\d)\b/.exec(classes)?.[1] ?? 0);
    current = { kind, level, marker, runs: [], align, indent };
  };
  const addText = (raw: string, lineBreak = false) => {
    let text = lineBreak ? '\n' : decodeEntities(raw);
    if (!pre && !lineBreak) text = text.replace(/\s+/g, ' ');
    if (!current) {
      if (!text.trim()) return;
      open('paragraph');
    }
    const block = current as Block | null;
    if (!block) return;
    if (!pre && block.runs.length === 0) text = text.replace(/^\s+/, '');
    const previous = block.runs[block.runs.length - 1];
    const style = { bold: bold > 0, italic: italic > 0, link };
    if (previous && previous.bold === style.bold && previous.italic === style.italic && previous.link === style.link)
      previous.text += text;
    else block.runs.push({ text, ...style });
  };

  const tokens = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][a-zA-Z0-9]*)([^>]*)>|([^<]+)|</g;
  for (const match of html.matchAll(tokens)) {
    const [, slash, rawName, attrs = '', text] = match;
    if (text !== undefined || match[0] === '<') {
      if (!skipping) addText(text ?? '<');
      continue;
    }
    if (!rawName) continue;
    const name = rawName.toLowerCase();
    const closing = slash === '/';
    if (name === 'iframe' && !closing && !skipping) {
      // A video cannot play on paper: its address, as a link.
      const src = attribute(attrs, 'src');
      if (src && VIDEO_SRC.test(src)) {
        open('paragraph');
        addText(`Video: ${src}`);
        (current as Block | null)?.runs.forEach((r) => (r.link = src));
        close();
      }
    }
    if (SKIPPED.has(name)) {
      skipping = Math.max(0, skipping + (closing ? -1 : 1));
      continue;
    }
    if (skipping) continue;
    if (name === 'strong' || name === 'b') bold = Math.max(0, bold + (closing ? -1 : 1));
    else if (name === 'em' || name === 'i') italic = Math.max(0, italic + (closing ? -1 : 1));
    else if (name === 'a') {
      const href = closing ? null : attribute(attrs, 'href');
      link = href && /^(https?:|mailto:|tel:)/i.test(href) ? href : null;
    } else if (name === 'br') addText('', true);
    else if (name === 'ul' || name === 'ol') {
      close();
      if (closing) lists.pop();
      else lists.push({ ordered: name === 'ol', counts: [] });
    } else if (name === 'div') {
      // Quill 2's code block: a container of one <div class="ql-code-block"> per line.
      if (closing) {
        const kind = divs.pop();
        if (kind === 'code') {
          pre = Math.max(0, pre - 1);
          close();
        } else if (kind !== 'line') close();
        continue;
      }
      const classes = (attribute(attrs, 'class') ?? '').split(/\s+/);
      if (classes.includes('ql-code-block-container')) {
        divs.push('code');
        pre += 1;
        open('code');
      } else if (classes.includes('ql-code-block') && divs.includes('code')) {
        divs.push('line');
        const block = current as Block | null;
        if (block && block.runs.length > 0) addText('', true);
      } else {
        divs.push('block');
        open('paragraph', 0, '', attrs);
      }
    } else if (BLOCK_TAGS.has(name)) {
      if (closing) {
        if (name === 'pre') pre = Math.max(0, pre - 1);
        close();
        continue;
      }
      if (name === 'li') {
        const list = lists[lists.length - 1] ?? { ordered: false, counts: [] };
        // Quill 2 writes every list as <ol> and says which kind on each item.
        const kind = attribute(attrs, 'data-list');
        const ordered = kind ? kind === 'ordered' : list.ordered;
        const indent = Number(/\bql-indent-(\d)\b/.exec(attribute(attrs, 'class') ?? '')?.[1] ?? 0);
        const level = Math.max(0, lists.length - 1) + indent;
        // Any item restarts the numbering of deeper items, as in the editor.
        list.counts.length = indent + 1;
        if (ordered) list.counts[indent] = (list.counts[indent] ?? 0) + 1;
        if (kind === 'checked' || kind === 'unchecked') open(kind, level, kind === 'checked' ? '[x]' : '[ ]', attrs);
        else if (ordered) open('numbered', level, listNumber(list.counts[indent] ?? 1, indent), attrs);
        else open('bullet', level, '•', attrs);
      } else if (/^h[1-6]$/.test(name)) open('heading', Number(name[1]), '', attrs);
      else if (name === 'blockquote') open('quote', 0, '', attrs);
      else if (name === 'pre') {
        pre += 1;
        open('code');
      } else open('paragraph', 0, '', attrs);
    }
  }
  close();
  return blocks;
}
