/**
 * Topic content (HTML already sanitised on save) as blocks a PDF can lay out:
 * headings, paragraphs, list items, quotes and code, each a list of styled text runs.
 * A small tag walker is enough because the sanitiser guarantees a known tag set.
 */

export type TextRun = { text: string; bold: boolean; italic: boolean; link: string | null };
export type BlockKind = 'heading' | 'paragraph' | 'bullet' | 'numbered' | 'quote' | 'code';
export type Block = { kind: BlockKind; level: number; marker: string; runs: TextRun[] };

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

function attribute(attrs: string, name: string): string | null {
  const match = new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'i').exec(attrs);
  return match ? decodeEntities(match[1] ?? match[2] ?? '') : null;
}

export function htmlToBlocks(html: string): Block[] {
  const blocks: Block[] = [];
  const lists: { ordered: boolean; count: number }[] = [];
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
  const open = (kind: BlockKind, level = 0, marker = '') => {
    close();
    current = { kind, level, marker, runs: [] };
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
      else lists.push({ ordered: name === 'ol', count: 0 });
    } else if (BLOCK_TAGS.has(name)) {
      if (closing) {
        if (name === 'pre') pre = Math.max(0, pre - 1);
        close();
        continue;
      }
      if (name === 'li') {
        const list = lists[lists.length - 1] ?? { ordered: false, count: 0 };
        // Quill 2 writes every list as <ol> and says which kind on each item.
        const kind = attribute(attrs, 'data-list');
        const ordered = kind ? kind === 'ordered' : list.ordered;
        if (ordered) list.count += 1;
        const indent = /\bql-indent-(\d)\b/.exec(attribute(attrs, 'class') ?? '');
        const level = Math.max(0, lists.length - 1) + Number(indent?.[1] ?? 0);
        open(ordered ? 'numbered' : 'bullet', level, ordered ? `${list.count}.` : '•');
      } else if (/^h[1-6]$/.test(name)) open('heading', Number(name[1]));
      else if (name === 'blockquote') open('quote');
      else if (name === 'pre') {
        pre += 1;
        open('code');
      } else open('paragraph');
    }
  }
  close();
  return blocks;
}
