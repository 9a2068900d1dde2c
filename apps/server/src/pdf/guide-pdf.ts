/**
 * The whole guide as a PDF (the guests' House Manual). It is drawn from the guest
 * payload, so it can only ever hold what a guest may see: published content and
 * visible contacts.
 */
import { isRtlLanguage, type TGuestGuide } from '@guidebook/contract';
import { printLabels } from './print-labels.ts';
import { useBrandFont, type FontStyle } from './fonts.ts';
import {
  finishPdf,
  newPdf,
  numberPages,
  textColourOn,
  drawPhotoCropped,
  type Pdf,
  type PrintableImage,
} from './pdf-document.ts';
import { htmlToBlocks, type Align, type Block, type TextRun } from './rich-text-blocks.ts';
import { textDirection, writeText, type Span } from './unicode-text.ts';

export type GuidePdfInput = {
  /** The maker named in the PDF's metadata when the product's name is hidden (pdf-document.ts newPdf). */
  maker?: string | null;
  guide: TGuestGuide;
  logo: PrintableImage | null;
  /** The guide's cover photo, under the title band of the first page. */
  cover: PrintableImage | null;
  /** Each topic's featured image, by topic id. */
  images: Map<number, PrintableImage>;
  /** The document language (BCP 47), e.g. the guide's language; en-GB when not given. */
  lang?: string;
};

const INK = '#1f2328';
const MUTED = '#4b5563';

function styleOf(run: TextRun, code: boolean): FontStyle {
  if (code) return 'code';
  if (run.bold && run.italic) return 'boldItalic';
  if (run.bold) return 'bold';
  if (run.italic) return 'italic';
  return 'regular';
}

/** Plain text in one style and colour at (x, doc.y). */
function write(doc: Pdf, text: string, style: FontStyle, color: string, x: number, width: number, size: number) {
  writeText(doc, [{ text, style, color }], { x, width, size });
}

/** Writes styled runs as one flowing paragraph starting at (x, current y). */
function writeRuns(
  doc: Pdf,
  runs: TextRun[],
  x: number,
  width: number,
  code: boolean,
  size: number,
  align: Align = 'left',
): void {
  const spans: Span[] = runs.map((run) => ({
    text: run.text,
    style: styleOf(run, code),
    color: run.link ? '#1d4ed8' : INK,
    link: run.link,
    underline: run.link !== null,
  }));
  writeText(doc, spans, { x, width, size, align, lineGap: 2 });
}

/** One indent step of the editor (ql-indent-N), in points. */
const INDENT_STEP = 18;

/** A checklist item's box, ticked when done, drawn (the PDF fonts have no ballot box). */
function drawCheckbox(doc: Pdf, x: number, y: number, checked: boolean): void {
  const size = 8;
  const top = y + 2.5;
  doc.save().lineWidth(0.8).strokeColor(INK).rect(x, top, size, size).stroke();
  if (checked)
    doc
      .lineWidth(1.2)
      .moveTo(x + 1.6, top + 4.2)
      .lineTo(x + 3.4, top + 6.2)
      .lineTo(x + 6.6, top + 1.8)
      .stroke();
  doc.restore();
}

/**
 * The text column, and whether what is placed in it reads right to left: then every box is
 * mirrored (indents, list markers, bars and pictures start at the right edge).
 */
type Column = { left: number; width: number; rtl: boolean };

/** The x of a box of width w placed at x in a left-to-right column, in this column's direction. */
function placed(column: Column, x: number, w: number): number {
  return column.rtl ? 2 * column.left + column.width - x - w : x;
}

function writeBlock(doc: Pdf, block: Block, page: Column): void {
  const { left, width } = page;
  // A block reads in its own text's direction: an Arabic list in an English guide has its bullets on the right.
  const column: Column = { left, width, rtl: textDirection(block.runs.map((r) => r.text).join('')) === 'rtl' };
  const shift = block.indent * INDENT_STEP;
  const w = width - shift;
  const x = placed(column, left + shift, w);
  switch (block.kind) {
    case 'heading': {
      const size = block.level <= 1 ? 16 : block.level === 2 ? 14 : 12;
      doc.moveDown(0.4);
      writeRuns(
        doc,
        block.runs.map((r) => ({ ...r, bold: true })),
        x,
        w,
        false,
        size,
        block.align,
      );
      break;
    }
    case 'checked':
    case 'unchecked':
    case 'bullet':
    case 'numbered': {
      const indent = 16 + block.level * INDENT_STEP;
      const y = doc.y;
      if (block.kind === 'checked' || block.kind === 'unchecked')
        drawCheckbox(doc, placed(column, left + indent - 12, 8), y, block.kind === 'checked');
      else
        writeText(doc, [{ text: block.marker, style: 'regular', color: INK }], {
          x: placed(column, left + indent - 22, 20),
          width: 20,
          size: 11,
          align: column.rtl ? 'left' : 'right',
          wrap: false,
        });
      doc.y = y;
      const textWidth = width - indent - 4;
      writeRuns(doc, block.runs, placed(column, left + indent + 4, textWidth), textWidth, false, 11, block.align);
      break;
    }
    case 'quote': {
      const top = doc.y;
      writeRuns(
        doc,
        block.runs.map((r) => ({ ...r, italic: true })),
        placed(column, left + shift + 16, w - 16),
        w - 16,
        false,
        11,
        block.align,
      );
      const bar = placed(column, left + shift + 4, 0);
      doc.moveTo(bar, top).lineTo(bar, doc.y).lineWidth(2).strokeColor('#d1d5db').stroke();
      break;
    }
    case 'code':
      // Code reads left to right whatever it holds.
      writeRuns(doc, block.runs, left + 8, width - 8, true, 9.5);
      break;
    default:
      writeRuns(doc, block.runs, x, w, false, 11, block.align);
  }
  doc.moveDown(0.45);
}

function addressLines(address: NonNullable<TGuestGuide['address']>): string[] {
  const cityLine = [address.zipcode, address.city].filter(Boolean).join(' ');
  return [address.address, address.address2, cityLine, address.state, address.country].filter(
    (v): v is string => !!v && v.trim() !== '',
  );
}

export async function renderGuidePdf(input: GuidePdfInput): Promise<Buffer> {
  const { guide } = input;
  const labels = printLabels(input.lang);
  const doc = newPdf('A4', guide.title, undefined, input.lang, input.maker ?? null);
  useBrandFont(doc, guide.branding.font);
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const colour = guide.branding.color;
  // A right-to-left language mirrors the page: logo, accent bars, columns and pictures start at the right.
  const page: Column = { left, width, rtl: isRtlLanguage(input.lang ?? 'en') };

  // Cover: a band in the brand colour with logo, title and subtitle.
  doc.rect(0, 0, doc.page.width, 150).fill(colour);
  const ink = textColourOn(colour);
  let top = 40;
  if (input.logo) {
    doc.image(input.logo.bytes, placed(page, left, 90), 30, {
      fit: [90, 90],
      ...(page.rtl ? { align: 'right' as const } : {}),
    });
    top = 40;
  }
  const textWidth = input.logo ? width - 106 : width;
  const textLeft = placed(page, left + width - textWidth, textWidth);
  doc.y = top;
  writeText(doc, [{ text: labels.manualTitle.toUpperCase(), style: 'regular', color: ink }], {
    x: textLeft,
    width: textWidth,
    size: 11,
    characterSpacing: 1,
  });
  doc.y += 4;
  write(doc, guide.title, 'bold', ink, textLeft, textWidth, 24);
  if (guide.subtitle) write(doc, guide.subtitle, 'regular', ink, textLeft, textWidth, 13);
  doc.y = Math.max(doc.y, 150) + 24;
  doc.x = left;
  if (input.cover) {
    const coverHeight = Math.min(260, Math.round((width * input.cover.height) / input.cover.width));
    drawPhotoCropped(doc, input.cover, { x: left, y: doc.y, width, height: coverHeight });
    doc.y += coverHeight + 20;
  }

  if (guide.welcome) {
    writeText(doc, [{ text: guide.welcome, style: 'regular', color: INK }], { x: left, width, size: 12, lineGap: 3 });
    doc.moveDown(1);
  }

  if (guide.contacts.length > 0 || guide.address) {
    const columns = guide.address ? 2 : 1;
    const columnWidth = (width - (columns - 1) * 24) / columns;
    const first = placed(page, left, columnWidth);
    const startY = doc.y;
    write(doc, labels.manualContacts, 'bold', INK, first, columnWidth, 12);
    for (const contact of guide.contacts) {
      const label: Span = {
        text: `${labels.contactLabels[contact.kind]}${labels.labelSeparator}`,
        style: 'bold',
        color: MUTED,
      };
      // A phone number or an address reads left to right, also in an Arabic line (as in the guest guide).
      const value: Span = { text: contact.value, style: 'regular', color: INK, ltr: contact.kind !== 'host' };
      writeText(doc, [label, value], {
        x: first,
        width: columnWidth,
        size: 10.5,
      });
    }
    let endY = doc.y;
    if (guide.address) {
      const x = placed(page, left + columnWidth + 24, columnWidth);
      doc.y = startY;
      write(doc, labels.manualAddress, 'bold', INK, x, columnWidth, 12);
      write(doc, addressLines(guide.address).join('\n'), 'regular', INK, x, columnWidth, 10.5);
      endY = Math.max(endY, doc.y);
    }
    doc.x = left;
    doc.y = endY;
    doc.moveDown(1);
  }

  if (guide.categories.length === 0) {
    write(doc, labels.manualEmpty, 'italic', MUTED, left, width, 11);
  }

  for (const [index, category] of guide.categories.entries()) {
    // A category heading never sits alone at the foot of a page.
    if (doc.y > doc.page.height * 0.7) doc.addPage();
    else if (index > 0) doc.moveDown(1);
    doc.rect(placed(page, left, 4), doc.y, 4, 22).fill(colour);
    doc.y -= 2;
    write(doc, category.name, 'bold', INK, placed(page, left + 12, width - 12), width - 12, 18);
    if (category.description) {
      doc.y += 4;
      write(doc, category.description, 'regular', MUTED, left, width, 11);
    }
    doc.moveDown(0.8);

    for (const topic of category.topics) {
      if (doc.y > doc.page.height - 160) doc.addPage();
      write(doc, topic.name, 'bold', INK, left, width, 14);
      if (topic.description) write(doc, topic.description, 'italic', MUTED, left, width, 10.5);
      doc.moveDown(0.4);
      const image = input.images.get(topic.id);
      if (image) {
        const maxHeight = 220;
        if (doc.y + maxHeight > doc.page.height - doc.page.margins.bottom) doc.addPage();
        const y = doc.y;
        // Never enlarged: a small picture stays sharp at its own size.
        const scale = Math.min(width / image.width, maxHeight / image.height, 1);
        const shown = { width: image.width * scale, height: image.height * scale };
        doc.image(image.bytes, placed(page, left, shown.width), y, shown);
        doc.x = left;
        doc.y = y + image.height * scale + 10;
      }
      for (const block of htmlToBlocks(topic.content)) writeBlock(doc, block, page);
      doc.x = left;
      doc.moveDown(0.8);
    }
  }

  numberPages(doc, labels.pageOf);
  return finishPdf(doc);
}
