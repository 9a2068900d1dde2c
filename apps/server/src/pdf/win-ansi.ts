/**
 * PDF text with pdfkit's built-in Helvetica is limited to the WinAnsi character set.
 * Other characters become their unaccented letter when there is one, else '?', so a
 * PDF never shows garbage glyphs or breaks on an emoji.
 */

/** The characters WinAnsiEncoding places in 0x80..0x9f. */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

function isWinAnsi(ch: string): boolean {
  const code = ch.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(ch);
}

/** Letters whose mark is part of the letter, so NFKD cannot take it off. */
const BASE_LETTER: Record<string, string> = {
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ħ: 'H',
  ħ: 'h',
  ı: 'i',
  Ŧ: 'T',
  ŧ: 't',
  Ŀ: 'L',
  ŀ: 'l',
  '\u2009': ' ',
  '\u202f': ' ',
  '\u2212': '-',
  '\u2011': '-',
};

export function toWinAnsi(text: string): string {
  let out = '';
  for (const ch of text.normalize('NFC')) {
    if (ch === '\n' || isWinAnsi(ch)) out += ch;
    else if (ch === '\t') out += ' ';
    else if (BASE_LETTER[ch]) out += BASE_LETTER[ch];
    else if (/[\p{Cc}\p{Cf}]/u.test(ch)) continue;
    else {
      // Letters such as ő or ş: the base letter without its mark.
      const base = ch.normalize('NFKD').replace(/\p{M}/gu, '');
      out += base.length > 0 && [...base].every(isWinAnsi) ? base : '?';
    }
  }
  return out;
}
