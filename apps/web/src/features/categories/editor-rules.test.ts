import { describe, expect, it } from 'vitest';
import { BLANK_URL, EDITOR_PALETTE, isInsertableImageType, sanitizeLinkUrl, toEmbedVideoUrl } from './editor-rules.ts';

describe('sanitizeLinkUrl', () => {
  it('keeps http, https, mailto and tel links as they are', () => {
    for (const u of [
      'http://example.com',
      'HTTPS://Example.com/a?b=c#d',
      'mailto:host@example.com',
      'tel:+441234567',
    ]) {
      expect(sanitizeLinkUrl(u)).toBe(u);
    }
  });
  it('blanks every other protocol, including disguised ones', () => {
    for (const u of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'java\tscript:alert(1)',
      ' \u0001javascript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'file:///etc/passwd',
      'vbscript:msgbox',
      'ftp://example.com',
      'sms:123',
      '',
      '   ',
    ]) {
      expect(sanitizeLinkUrl(u), JSON.stringify(u)).toBe(BLANK_URL);
    }
  });
  it('gives a bare host name https://', () => {
    expect(sanitizeLinkUrl('www.example.com/beach')).toBe('https://www.example.com/beach');
    expect(sanitizeLinkUrl('//cdn.example.com/x')).toBe('https://cdn.example.com/x');
  });
  it('blanks relative paths, which would point into the admin panel', () => {
    expect(sanitizeLinkUrl('/main-panel')).toBe(BLANK_URL);
    expect(sanitizeLinkUrl('notes')).toBe(BLANK_URL);
  });
});

describe('toEmbedVideoUrl', () => {
  it('turns YouTube watch, short and embed links into the embed address', () => {
    expect(toEmbedVideoUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe(
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
    );
    expect(toEmbedVideoUrl('youtube.com/watch?v=dQw4w9WgXcQ&t=42')).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ');
    expect(toEmbedVideoUrl('https://m.youtube.com/watch?feature=share&v=abc_DEF-12')).toBe(
      'https://www.youtube.com/embed/abc_DEF-12',
    );
    expect(toEmbedVideoUrl('https://youtu.be/dQw4w9WgXcQ?si=x')).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ');
    expect(toEmbedVideoUrl('http://www.youtube.com/embed/dQw4w9WgXcQ?showinfo=0')).toBe(
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
    );
  });
  it('turns Vimeo links into the player address', () => {
    expect(toEmbedVideoUrl('https://vimeo.com/76979871')).toBe('https://player.vimeo.com/video/76979871');
    expect(toEmbedVideoUrl('www.vimeo.com/76979871')).toBe('https://player.vimeo.com/video/76979871');
    expect(toEmbedVideoUrl('https://player.vimeo.com/video/76979871/')).toBe('https://player.vimeo.com/video/76979871');
  });
  it('leaves other addresses unchanged', () => {
    for (const u of [
      'https://example.com/video.mp4',
      'https://vimeo.com/channels/staff',
      'https://notyoutube.com/watch?v=x',
    ]) {
      expect(toEmbedVideoUrl(u)).toBe(u);
    }
  });
});

describe('isInsertableImageType', () => {
  it('accepts png, gif, jpeg, bmp and x-icon only', () => {
    for (const t of ['image/png', 'image/gif', 'image/jpeg', 'image/bmp', 'image/x-icon', 'IMAGE/PNG']) {
      expect(isInsertableImageType(t), t).toBe(true);
    }
    for (const t of ['image/svg+xml', 'image/webp', 'text/html', '']) expect(isInsertableImageType(t), t).toBe(false);
  });
});

describe('EDITOR_PALETTE', () => {
  it('has 35 distinct colours', () => {
    expect(EDITOR_PALETTE).toHaveLength(35);
    expect(new Set(EDITOR_PALETTE).size).toBe(35);
  });
});
