import { describe, expect, it } from 'vitest';
import type { TGuestCategory, TGuestGuide } from '@guidebook/contract';
import { categoryOfKind, iconClassesOf } from './category-kinds.ts';
import { contactHref } from './contacts.ts';
import { hostToken } from './load-guide.ts';
import { firstCoordinates } from './map-config.ts';
import { urlsToCache } from './offline-cache.ts';

const category = (id: number, name: string, kind: string | null): TGuestCategory => ({
  id,
  name,
  kind,
  description: null,
  icon: '<i class="fa-solid fa-key"></i>',
  topics: [],
});

describe('categoryOfKind', () => {
  it('finds the first category of the kind, whatever its name', () => {
    const cats = [
      category(1, 'Check-in tips', null),
      category(2, 'Arrivée', 'arrival'),
      category(3, 'الأسئلة الشائعة', 'faq'),
      category(4, 'Arrival', 'arrival'),
    ];
    expect(categoryOfKind(cats, 'arrival')?.id).toBe(2);
    expect(categoryOfKind(cats, 'faq')?.id).toBe(3);
    expect(categoryOfKind(cats.slice(0, 1), 'arrival')).toBeNull();
    expect(categoryOfKind(cats, 'emergency')).toBeNull();
  });
});

describe('iconClassesOf', () => {
  it('takes Font Awesome classes out of the stored markup only', () => {
    expect(iconClassesOf('<i class="fa-solid fa-wifi"></i>')).toBe('fa-solid fa-wifi');
    expect(iconClassesOf('<i class="fa-solid fa-wifi evil"></i>')).toBe('fa-solid fa-wifi');
    expect(iconClassesOf('<img src=x onerror=alert(1)>')).toBe('fa-solid fa-circle-info');
  });
});

describe('contactHref', () => {
  it('dials phones and mails addresses; a name is plain text', () => {
    expect(contactHref({ kind: 'phone', value: '+44 7700 900-123' })).toBe('tel:+447700900123');
    expect(contactHref({ kind: 'email', value: 'stay@example.com' })).toBe('mailto:stay@example.com');
    expect(contactHref({ kind: 'email', value: 'not an address' })).toBeNull();
    expect(contactHref({ kind: 'host', value: 'Sam' })).toBeNull();
  });
});

describe('hostToken', () => {
  const storage = (value: string | null) => ({ getItem: () => value });
  it('reads the token from userData and treats anything malformed as signed out', () => {
    expect(hostToken(storage(JSON.stringify({ token: 'abc' })))).toBe('abc');
    expect(hostToken(storage('{not json'))).toBeNull();
    expect(hostToken(storage(JSON.stringify({ token: 5 })))).toBeNull();
    expect(hostToken(storage(null))).toBeNull();
  });
});

describe('firstCoordinates', () => {
  it('reads a Nominatim answer and refuses impossible values', () => {
    expect(firstCoordinates([{ lat: '50.21', lon: '-5.48' }])).toEqual({ lat: 50.21, lng: -5.48 });
    expect(firstCoordinates([])).toBeNull();
    expect(firstCoordinates([{ lat: '95', lon: '0' }])).toBeNull();
    expect(firstCoordinates({ error: 'x' })).toBeNull();
  });
});

describe('urlsToCache', () => {
  it('keeps the payload, every image of the guide (the cover photo too) and loaded build assets, once each', () => {
    const guide = {
      branding: { logo_path: '/files/public/logo.webp', font: 'PT Sans', color: '#ed8438' },
      cover: { path: '/files/public/c/cover.webp', thumb_path: '/files/public/c/thumb.webp', width: 1280, height: 853 },
      categories: [
        {
          ...category(1, 'A', null),
          topics: [
            {
              id: 1,
              name: 't',
              description: null,
              content: '',
              image_path: '/files/public/a.jpg',
              thumb_path: '/files/public/a.thumb.webp',
            },
            { id: 2, name: 'u', description: null, content: '', image_path: '/files/public/a.jpg', thumb_path: null },
          ],
        },
      ],
    } as unknown as TGuestGuide;
    expect(
      urlsToCache('/api/guest/guides/tok', guide, ['/assets/guest-1.js', '/api/guest/guides/tok', '/sw.js']),
    ).toEqual([
      '/api/guest/guides/tok',
      '/api/files/public/logo.webp',
      '/api/files/public/c/cover.webp',
      '/api/files/public/c/thumb.webp',
      '/api/files/public/a.jpg',
      '/api/files/public/a.thumb.webp',
      '/assets/guest-1.js',
    ]);
  });
});
