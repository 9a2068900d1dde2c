/**
 * Text in any script, laid out by this module rather than by pdfkit's line wrapper
 * (which knows neither font fallback nor right-to-left text):
 * - each character prints in the first font of its style's chain that has it (fonts.ts),
 *   so a paragraph becomes runs of one span, one font and one bidi level;
 * - lines wrap at spaces and between CJK characters (never before closing punctuation);
 * - each line is put in visual order with the Unicode Bidirectional Algorithm (bidi-js):
 *   runs are reordered here; inside an Arabic or Hebrew run fontkit reverses the glyphs
 *   itself after shaping (joining forms, ligatures), so such a run is handed over in
 *   logical order and laid out whole (pdfkit lays out word by word unless given
 *   `features`, which would put the words of a right-to-left run in the wrong order);
 * - a paragraph whose first strong character is right to left starts on the right.
 * Lines share one baseline grid whatever their fonts, and move to a new page at the bottom margin.
 */
import bidiFactory from 'bidi-js';
import { chainsOf, selectFont, type ChainFont, type FontStyle } from './fonts.ts';
import type { Pdf } from './pdf-document.ts';

export type Span = {
  text: string;
  style: FontStyle;
  color: string;
  link?: string | null;
  underline?: boolean;
  /**
   * Reads left to right as one unit whatever surrounds it (a bidi isolate, like the guest
   * guide's dir="ltr"): a phone number in an Arabic line keeps its groups in order.
   */
  ltr?: boolean;
};

/** 'left' is the paragraph's start: the right side for a right-to-left paragraph. 'justify' prints as 'left'. */
export type TextAlign = 'left' | 'center' | 'right' | 'justify';

export type TextOptions = {
  x: number;
  width: number;
  size: number;
  align?: TextAlign;
  lineGap?: number;
  characterSpacing?: number;
  /** Lines beyond this height are left out, the last one shown ends with an ellipsis. */
  maxHeight?: number;
  /** False: one line at the current y, never wrapped, never moved to a new page. */
  wrap?: boolean;
};

const bidi = bidiFactory();

/** Noto Sans' ascender and line height, per point of font size: one baseline grid for every font. */
const ASCENT = 1.069;
const LINE_HEIGHT = 1.362;

type Char = { text: string; span: number; font: ChainFont };

/** Controls, format characters (bidi marks included), variation selectors and skin tones. */
const SKIPPED = /^(?:[\p{Cc}\p{Cf}\u{fe00}-\u{fe0f}\u{e0100}-\u{e01ef}]|\p{Emoji_Modifier})$/u;
const PICTOGRAPH = /^\p{Extended_Pictographic}$/u;
/** Characters that stay in the font of the character before them when it has them, to keep runs whole. */
const NEUTRAL = /^[\p{Zs}\p{P}\p{S}\p{N}\p{M}]$/u;
const SPACE = /^\s$/u;
const CJK = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff00-\uffef]$/u;
/** Characters a line never starts with (closing punctuation, small kana, the long vowel mark). */
const NO_BREAK_BEFORE =
  /^[、。，．・：；？！ー）」』】〕〉》…‥ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶ,.!?:;)\]}%]$/u;
const RTL_SCRIPT = /[\p{Script=Arabic}\p{Script=Hebrew}]/u;

function fontFor(chain: ChainFont[], codePoint: number, previous: Char | undefined, ch: string): ChainFont | null {
  if (previous && chain.includes(previous.font) && NEUTRAL.test(ch) && previous.font.covers(codePoint))
    return previous.font;
  return chain.find((font) => font.covers(codePoint)) ?? null;
}

/** A paragraph's characters with their fonts; characters no font has print as '?', pictographs are left out. */
function charsOf(doc: Pdf, spans: Span[]): Char[] {
  const chars: Char[] = [];
  const chains = chainsOf(doc);
  spans.forEach((span, index) => {
    const chain = chains[span.style];
    for (const raw of span.text.normalize('NFC')) {
      const ch = raw === '\t' ? ' ' : raw;
      if (SKIPPED.test(ch)) continue;
      const previous = chars[chars.length - 1];
      const font = fontFor(chain, ch.codePointAt(0) ?? 0, previous?.span === index ? previous : undefined, ch);
      if (font) chars.push({ text: ch, span: index, font });
      else if (!PICTOGRAPH.test(ch)) chars.push({ text: '?', span: index, font: chain[0] as ChainFont });
    }
  });
  return chars;
}

type Measure = (chars: Char[]) => number;

/** Widths of runs of one span and font, as pdfkit will draw them. */
function measurer(doc: Pdf, spans: Span[], options: TextOptions): Measure {
  const cache = new Map<string, number>();
  const spacing = options.characterSpacing ?? 0;
  const runWidth = (font: ChainFont, text: string): number => {
    const key = `${font.name}\u0000${text}`;
    let width = cache.get(key);
    if (width === undefined) {
      selectFont(doc, font);
      doc.fontSize(options.size);
      width = doc.widthOfString(text, { characterSpacing: spacing, features: wholeRun(font, text) });
      cache.set(key, width);
    }
    return width;
  };
  return (chars) => runsOf(chars).reduce((sum, run) => sum + runWidth(run.font, run.text) + spacing, 0);
}

/**
 * Whether fontkit lays the run out right to left, reversing its glyphs: it does when the
 * run's first character of a script is Arabic or Hebrew (Arabic-Indic digits included).
 */
function fontkitReverses(font: ChainFont, text: string): boolean {
  return font.rtl && RTL_SCRIPT.test(text);
}

/** An Arabic or Hebrew run is laid out whole (see the top of this file); others word by word, as pdfkit caches them. */
function wholeRun(font: ChainFont, text: string): [] | undefined {
  return fontkitReverses(font, text) ? [] : undefined;
}

type Run = { text: string; span: number; font: ChainFont; level: number };

function runsOf(chars: Char[], levels?: Uint8Array, offsets?: number[]): Run[] {
  const runs: Run[] = [];
  chars.forEach((c, i) => {
    const level = levels && offsets ? (levels[offsets[i] ?? 0] ?? 0) : 0;
    const last = runs[runs.length - 1];
    if (last && last.span === c.span && last.font === c.font && last.level === level) last.text += c.text;
    else runs.push({ text: c.text, span: c.span, font: c.font, level });
  });
  return runs;
}

/** Where a line may break: after spaces, and on either side of a CJK character. */
function pieces(chars: Char[]): Char[][] {
  const out: Char[][] = [];
  let current: Char[] = [];
  chars.forEach((c, i) => {
    const before = chars[i - 1];
    const breakHere =
      before !== undefined &&
      !SPACE.test(c.text) &&
      (SPACE.test(before.text) || ((CJK.test(c.text) || CJK.test(before.text)) && !NO_BREAK_BEFORE.test(c.text)));
    if (breakHere && current.length > 0) {
      out.push(current);
      current = [];
    }
    current.push(c);
  });
  if (current.length > 0) out.push(current);
  return out;
}

function trimEnd(chars: Char[]): Char[] {
  let end = chars.length;
  while (end > 0 && SPACE.test(chars[end - 1]?.text ?? '')) end -= 1;
  return chars.slice(0, end);
}

/** Greedy line filling; a piece wider than a whole line is cut between characters. */
function wrapLines(chars: Char[], width: number, measure: Measure): Char[][] {
  const lines: Char[][] = [];
  let line: Char[] = [];
  let lineWidth = 0;
  const place = (piece: Char[]) => {
    if (line.length > 0 && lineWidth + measure(trimEnd(piece)) > width) {
      lines.push(trimEnd(line));
      line = [];
      lineWidth = 0;
    }
    let kept = piece;
    if (line.length === 0) {
      // A line never starts with spaces.
      const first = piece.findIndex((c) => !SPACE.test(c.text));
      if (first < 0) return;
      kept = piece.slice(first);
    }
    line.push(...kept);
    lineWidth += measure(kept);
  };
  for (const piece of pieces(chars)) {
    if (measure(trimEnd(piece)) <= width) place(piece);
    else for (const c of piece) place([c]);
  }
  lines.push(trimEnd(line));
  return lines;
}

/** The last line shown, cut to leave room for an ellipsis. */
function withEllipsis(doc: Pdf, line: Char[], spans: Span[], width: number, measure: Measure): Char[] {
  const last = line[line.length - 1];
  const span = last?.span ?? 0;
  const chain = chainsOf(doc)[spans[span]?.style ?? 'regular'];
  const ellipsis: Char = { text: '…', span, font: chain.find((f) => f.covers(0x2026)) ?? (chain[0] as ChainFont) };
  let kept = trimEnd(line);
  while (kept.length > 0 && measure([...kept, ellipsis]) > width) kept = trimEnd(kept.slice(0, -1));
  return [...kept, ellipsis];
}

const LRI = '\u2066';
const PDI = '\u2069';

/**
 * Runs of a line in visual order (rule L2 of the bidi algorithm), right-to-left ones mirrored.
 * A span marked `ltr` is wrapped in LRI ... PDI for the algorithm only; the marks are never drawn.
 */
function visualRuns(line: Char[], spans: Span[], direction: 'ltr' | 'rtl'): Run[] {
  const isolated = (c: Char | undefined) => c !== undefined && spans[c.span]?.ltr === true;
  let text = '';
  const offsets: number[] = [];
  line.forEach((c, i) => {
    const starts = isolated(c) && line[i - 1]?.span !== c.span;
    const ends = isolated(c) && line[i + 1]?.span !== c.span;
    if (starts) text += LRI;
    offsets.push(text.length);
    text += c.text;
    if (ends) text += PDI;
  });
  const { levels } = bidi.getEmbeddingLevels(text, direction);
  const mirrored = line.map((c, i) => {
    const level = levels[offsets[i] ?? 0] ?? 0;
    return level % 2 === 1 ? { ...c, text: bidi.getMirroredCharacter(c.text) ?? c.text } : c;
  });
  const runs = runsOf(mirrored, levels, offsets);
  const highest = Math.max(0, ...runs.map((r) => r.level));
  const lowestOdd = Math.min(highest + 1, ...runs.filter((r) => r.level % 2 === 1).map((r) => r.level));
  for (let level = highest; level >= lowestOdd; level--) {
    for (let i = 0; i < runs.length;) {
      if ((runs[i]?.level ?? 0) < level) {
        i++;
        continue;
      }
      let end = i;
      while (end < runs.length && (runs[end]?.level ?? 0) >= level) end++;
      runs.splice(i, end - i, ...runs.slice(i, end).reverse());
      i = end;
    }
  }
  return runs;
}

/** The direction of a paragraph: its first strong character's (the Unicode bidi rule). */
export function textDirection(text: string): 'ltr' | 'rtl' {
  const level = bidi.getEmbeddingLevels(text, 'auto').paragraphs[0]?.level ?? 0;
  return level % 2 === 1 ? 'rtl' : 'ltr';
}

function drawLine(doc: Pdf, line: Char[], spans: Span[], top: number, direction: 'ltr' | 'rtl', options: TextOptions) {
  const { size } = options;
  const spacing = options.characterSpacing ?? 0;
  const runs = visualRuns(line, spans, direction).map((run) => {
    // A right-to-left run must come out reversed; fontkit reverses Arabic and Hebrew runs itself
    // (after shaping), so the text is reversed here when exactly one of the two holds
    // (Arabic-Indic digits: a left-to-right run fontkit would reverse).
    const features = wholeRun(run.font, run.text);
    const reverse = (run.level % 2 === 1) !== fontkitReverses(run.font, run.text);
    const text = reverse ? [...run.text].reverse().join('') : run.text;
    selectFont(doc, run.font);
    doc.fontSize(size);
    return {
      ...run,
      text,
      features,
      width: doc.widthOfString(text, { characterSpacing: spacing, features }) + spacing,
    };
  });
  const total = runs.reduce((sum, r) => sum + r.width, 0) - (runs.length > 0 ? spacing : 0);
  const align = options.align === 'justify' || options.align === undefined ? 'left' : options.align;
  const side = align === 'left' && direction === 'rtl' ? 'right' : align;
  let x = options.x + (side === 'right' ? options.width - total : side === 'center' ? (options.width - total) / 2 : 0);
  const baseline = top + ASCENT * size;
  for (const run of runs) {
    const span = spans[run.span];
    if (!span) continue;
    selectFont(doc, run.font);
    doc.fontSize(size).fillColor(span.color);
    doc.text(run.text, x, baseline, {
      lineBreak: false,
      baseline: 'alphabetic',
      characterSpacing: spacing,
      features: run.features,
    });
    if (span.link) doc.link(x, top, run.width, LINE_HEIGHT * size, span.link);
    if (span.underline) {
      const y = baseline + 0.12 * size;
      doc
        .save()
        .lineWidth(size < 10 ? 0.5 : size / 14)
        .strokeColor(span.color)
        .moveTo(x, y)
        .lineTo(x + run.width - spacing, y)
        .stroke()
        .restore();
    }
    x += run.width;
  }
}

/** Splits spans at hard line breaks: each part is a paragraph with its own direction. */
function paragraphsOf(spans: Span[]): Span[][] {
  const paragraphs: Span[][] = [[]];
  for (const span of spans) {
    span.text.split('\n').forEach((part, i) => {
      if (i > 0) paragraphs.push([]);
      if (part) paragraphs[paragraphs.length - 1]?.push({ ...span, text: part });
    });
  }
  return paragraphs;
}

/**
 * Writes styled spans as wrapped paragraphs from (options.x, doc.y); leaves doc.y under the
 * last line (as pdfkit's text() does) and doc.x at options.x.
 */
export function writeText(doc: Pdf, spans: Span[], options: TextOptions): void {
  const lineHeight = LINE_HEIGHT * options.size + (options.lineGap ?? 0);
  const maxLines = options.maxHeight === undefined ? Infinity : Math.max(1, Math.floor(options.maxHeight / lineHeight));
  let top = doc.y;
  let shown = 0;
  for (const paragraph of paragraphsOf(spans)) {
    if (shown >= maxLines) break;
    const chars = charsOf(doc, paragraph);
    const measure = measurer(doc, paragraph, options);
    let lines = options.wrap === false ? [chars] : wrapLines(chars, options.width, measure);
    if (shown + lines.length > maxLines) {
      lines = lines.slice(0, maxLines - shown);
      lines[lines.length - 1] = withEllipsis(doc, lines[lines.length - 1] ?? [], paragraph, options.width, measure);
    }
    const direction = textDirection(chars.map((c) => c.text).join(''));
    for (const line of lines) {
      const { margins, height } = doc.page;
      if (options.wrap !== false && top + lineHeight > height - margins.bottom && top > margins.top) {
        doc.addPage();
        top = doc.page.margins.top;
      }
      drawLine(doc, line, paragraph, top, direction, options);
      top += lineHeight;
      shown += 1;
    }
  }
  doc.x = options.x;
  doc.y = top;
}

/** How many lines writeText would set the spans in (ignoring maxHeight), e.g. to pick a size that fits. */
export function lineCount(doc: Pdf, spans: Span[], options: TextOptions): number {
  if (options.wrap === false) return paragraphsOf(spans).length;
  return paragraphsOf(spans).reduce(
    (n, paragraph) => n + wrapLines(charsOf(doc, paragraph), options.width, measurer(doc, paragraph, options)).length,
    0,
  );
}

/** One span of plain text in a style and colour. */
export function span(text: string, style: FontStyle, color: string): Span {
  return { text, style, color };
}
