import { describe, expect, it } from 'vitest';
import { downloadName } from '../../../lib/download-file.ts';
import { shareQuery } from './share-downloads.ts';

describe('downloadName', () => {
  it("prefers the server's UTF-8 file name, then the plain one, then the fallback", () => {
    expect(downloadName(`attachment; filename="x.pdf"; filename*=UTF-8''Caf%C3%A9%20guide.pdf`, 'f.pdf')).toBe(
      'Café guide.pdf',
    );
    expect(downloadName('attachment; filename="harbour-loft-flyer-a4.pdf"', 'f.pdf')).toBe('harbour-loft-flyer-a4.pdf');
    expect(downloadName('inline', 'guide-1-qr.png')).toBe('guide-1-qr.png');
    expect(downloadName(null, 'guide-1.pdf')).toBe('guide-1.pdf');
  });

  it('falls back to the plain name when the encoded one is malformed', () => {
    expect(downloadName(`attachment; filename="ok.pdf"; filename*=UTF-8''%E0%A4%A`, 'f.pdf')).toBe('ok.pdf');
  });
});

describe('shareQuery', () => {
  it('asks for the flyer and the guide PDF in a language, and the flyer with the WiFi QR code', () => {
    expect(shareQuery(7, { kind: 'qr', format: 'svg' })).toEqual({ id_guide: 7, format: 'svg' });
    expect(shareQuery(7, { kind: 'flyer', paper: 'a4' })).toEqual({ id_guide: 7, paper: 'a4' });
    expect(shareQuery(7, { kind: 'flyer', paper: 'letter', lang: 'fr', wifi: true })).toEqual({
      id_guide: 7,
      paper: 'letter',
      lang: 'fr',
      wifi: 1,
    });
    expect(shareQuery(7, { kind: 'flyer', paper: 'a4', wifi: false })).toEqual({ id_guide: 7, paper: 'a4' });
    expect(shareQuery(7, { kind: 'pdf', lang: 'ja' })).toEqual({ id_guide: 7, lang: 'ja' });
    expect(shareQuery(7, { kind: 'pdf' })).toEqual({ id_guide: 7 });
  });
});
