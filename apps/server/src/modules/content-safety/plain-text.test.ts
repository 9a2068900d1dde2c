import { describe, expect, it } from 'vitest';
import { toPlainText } from './plain-text.ts';

describe('toPlainText', () => {
  it('leaves ordinary text exactly as typed', () => {
    for (const text of ['Fish & Chips', 'a < b and c > d', 'Check-in <3pm', 'Tom’s "place" \'here\'', 'Café 🏖️ 東京'])
      expect(toPlainText(text)).toBe(text);
  });

  it('removes tags and comments but keeps their words', () => {
    expect(toPlainText('<b>Bold</b> <a href="javascript:alert(1)">link</a><!-- hidden -->')).toBe('Bold link');
  });

  it('drops scripts and styles with their code', () => {
    expect(toPlainText('Hi<script>alert(1)</script><style>p{}</style>')).toBe('Hi');
  });

  it('removes tags hidden behind one or more layers of entity encoding', () => {
    expect(toPlainText('&lt;script&gt;alert(1)&lt;/script&gt;Hi')).toBe('Hi');
    expect(toPlainText('&amp;lt;img src=x onerror=alert(1)&amp;gt;Hi')).toBe('Hi');
    expect(toPlainText('&lt;b&gt;Bold&lt;/b&gt;')).toBe('Bold');
  });
});
