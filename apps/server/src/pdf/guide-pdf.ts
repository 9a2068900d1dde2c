/**
 * The whole guide as a PDF (the guests' House Manual). It is drawn from the guest
 * payload, so it can only ever hold what a guest may see: published content and
 * visible contacts.
 */
import { MESSAGES, type TGuestGuide } from '@guidebook/contract';
import {
  FONT,
  FONT_BOLD_ITALIC,
  FONT_CODE,
  finishPdf,
  newPdf,
  numberPages,
  pdfText,
  textColourOn,
  drawPhotoCropped,
  type Pdf,
  type PrintableImage,
} from './pdf-document.ts';
import { htmlToBlocks, type Align, type Block, type TextRun } from './rich-text-blocks.ts';

export type GuidePdfInput = {
  guide: TGuestGuide;
  logo: PrintableImage | null;
  /** The guide's cover photo, under the title band of the first page. */
  cover: PrintableImage | null;
  /** Each topic's featured image, by topic id. */
  images: Map<number, PrintableImage>;
};

const M = MESSAGES.sharing;
const INK = '#1f2328';
const MUTED = '#4b5563';

function fontOf(run: TextRun, code: boolean): string {
  if (code) return FONT_CODE;
  if (run.bold && run.italic) return FONT_BOLD_ITALIC;
  if (run.bold) return FONT.bold;
  if (run.italic) return FONT.italic;
  return FONT.regular;
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
  runs.forEach((run, i) => {
    const last = i === runs.length - 1;
    doc
      .font(fontOf(run, code))
      .fontSize(size)
      .fillColor(run.link ? '#1d4ed8' : INK);
    const options = { width, continued: !last, link: run.link, underline: run.link !== null, lineGap: 2, align };
    if (i === 0) doc.text(pdfText(run.text), x, doc.y, options);
    else doc.text(pdfText(run.text), options);
  });
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

function writeBlock(doc: Pdf, block: Block, left: number, width: number): void {
  const shift = block.indent * INDENT_STEP;
  const x = left + shift;
  const w = width - shift;
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
        drawCheckbox(doc, left + indent - 12, y, block.kind === 'checked');
      else
        doc
          .font(FONT.regular)
          .fontSize(11)
          .fillColor(INK)
          .text(pdfText(block.marker), left + indent - 22, y, {
            width: 20,
            align: 'right',
            lineBreak: false,
          });
      doc.y = y;
      writeRuns(doc, block.runs, left + indent + 4, width - indent - 4, false, 11, block.align);
      break;
    }
    case 'quote': {
      const top = doc.y;
      writeRuns(
        doc,
        block.runs.map((r) => ({ ...r, italic: true })),
        x + 16,
        w - 16,
        false,
        11,
        block.align,
      );
      doc
        .moveTo(x + 4, top)
        .lineTo(x + 4, doc.y)
        .lineWidth(2)
        .strokeColor('#d1d5db')
        .stroke();
      break;
    }
    case 'code':
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
  const doc = newPdf('A4', guide.title);
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const colour = guide.branding.color;

  // Cover: a band in the brand colour with logo, title and subtitle.
  doc.rect(0, 0, doc.page.width, 150).fill(colour);
  const ink = textColourOn(colour);
  let top = 40;
  if (input.logo) {
    doc.image(input.logo.bytes, left, 30, { fit: [90, 90] });
    top = 40;
  }
  const textLeft = input.logo ? left + 106 : left;
  doc
    .fillColor(ink)
    .font(FONT.regular)
    .fontSize(11)
    .text(pdfText(M.manualTitle.toUpperCase()), textLeft, top, {
      width: width - (textLeft - left),
      characterSpacing: 1,
    });
  doc
    .font(FONT.bold)
    .fontSize(24)
    .text(pdfText(guide.title), textLeft, doc.y + 4, { width: width - (textLeft - left) });
  if (guide.subtitle)
    doc
      .font(FONT.regular)
      .fontSize(13)
      .text(pdfText(guide.subtitle), { width: width - (textLeft - left) });
  doc.y = Math.max(doc.y, 150) + 24;
  doc.x = left;
  if (input.cover) {
    const coverHeight = Math.min(260, Math.round((width * input.cover.height) / input.cover.width));
    drawPhotoCropped(doc, input.cover, { x: left, y: doc.y, width, height: coverHeight });
    doc.y += coverHeight + 20;
  }

  if (guide.welcome) {
    doc.font(FONT.regular).fontSize(12).fillColor(INK).text(pdfText(guide.welcome), left, doc.y, { width, lineGap: 3 });
    doc.moveDown(1);
  }

  if (guide.contacts.length > 0 || guide.address) {
    const columns = guide.address ? 2 : 1;
    const columnWidth = (width - (columns - 1) * 24) / columns;
    const startY = doc.y;
    doc
      .font(FONT.bold)
      .fontSize(12)
      .fillColor(INK)
      .text(pdfText(M.manualContacts), left, startY, { width: columnWidth });
    for (const contact of guide.contacts) {
      doc
        .font(FONT.bold)
        .fontSize(10.5)
        .fillColor(MUTED)
        .text(pdfText(`${M.contactLabels[contact.kind]}: `), { continued: true, width: columnWidth })
        .font(FONT.regular)
        .fillColor(INK)
        .text(pdfText(contact.value));
    }
    let endY = doc.y;
    if (guide.address) {
      const x = left + columnWidth + 24;
      doc.font(FONT.bold).fontSize(12).fillColor(INK).text(pdfText(M.manualAddress), x, startY, { width: columnWidth });
      doc
        .font(FONT.regular)
        .fontSize(10.5)
        .text(pdfText(addressLines(guide.address).join('\n')), x, doc.y, { width: columnWidth });
      endY = Math.max(endY, doc.y);
    }
    doc.x = left;
    doc.y = endY;
    doc.moveDown(1);
  }

  if (guide.categories.length === 0) {
    doc.font(FONT.italic).fontSize(11).fillColor(MUTED).text(pdfText(M.manualEmpty), left, doc.y, { width });
  }

  for (const [index, category] of guide.categories.entries()) {
    // A category heading never sits alone at the foot of a page.
    if (doc.y > doc.page.height * 0.7) doc.addPage();
    else if (index > 0) doc.moveDown(1);
    doc.rect(left, doc.y, 4, 22).fill(colour);
    doc
      .font(FONT.bold)
      .fontSize(18)
      .fillColor(INK)
      .text(pdfText(category.name), left + 12, doc.y + 1, { width: width - 12 });
    if (category.description) {
      doc
        .font(FONT.regular)
        .fontSize(11)
        .fillColor(MUTED)
        .text(pdfText(category.description), left, doc.y + 4, { width });
    }
    doc.moveDown(0.8);

    for (const topic of category.topics) {
      if (doc.y > doc.page.height - 160) doc.addPage();
      doc.font(FONT.bold).fontSize(14).fillColor(INK).text(pdfText(topic.name), left, doc.y, { width });
      if (topic.description) {
        doc.font(FONT.italic).fontSize(10.5).fillColor(MUTED).text(pdfText(topic.description), { width });
      }
      doc.moveDown(0.4);
      const image = input.images.get(topic.id);
      if (image) {
        const maxHeight = 220;
        if (doc.y + maxHeight > doc.page.height - doc.page.margins.bottom) doc.addPage();
        const y = doc.y;
        // Never enlarged: a small picture stays sharp at its own size.
        const scale = Math.min(width / image.width, maxHeight / image.height, 1);
        doc.image(image.bytes, left, y, { width: image.width * scale, height: image.height * scale });
        doc.x = left;
        doc.y = y + image.height * scale + 10;
      }
      for (const block of htmlToBlocks(topic.content)) writeBlock(doc, block, left, width);
      doc.x = left;
      doc.moveDown(0.8);
    }
  }

  numberPages(doc, M.pageOf);
  return finishPdf(doc);
}
