import { describe, expect, it } from 'vitest';
import { addressLines, addressQuery, coordinatesMapsUrl, mapsSearchUrl, type GuestAddress } from './address.ts';

const full: GuestAddress = {
  address: '12 Harbour Row',
  address2: 'Flat 2',
  city: 'St Ives',
  state: 'Cornwall',
  zipcode: 'TR26 1LP',
  country: 'United Kingdom',
};

describe('address lines and maps link', () => {
  it('writes the address as display lines, leaving out empty parts', () => {
    expect(addressLines(full)).toEqual(['12 Harbour Row', 'Flat 2', 'St Ives, Cornwall TR26 1LP', 'United Kingdom']);
    expect(addressLines({ ...full, address2: null, state: '  ', zipcode: null })).toEqual([
      '12 Harbour Row',
      'St Ives',
      'United Kingdom',
    ]);
  });

  it('builds the Google Maps universal search link with the whole address encoded', () => {
    expect(mapsSearchUrl(full)).toBe(
      'https://www.google.com/maps/search/?api=1&query=12%20Harbour%20Row%2C%20Flat%202%2C%20St%20Ives%2C%20Cornwall%20TR26%201LP%2C%20United%20Kingdom',
    );
  });

  it('encodes characters that would break the query string', () => {
    const url = mapsSearchUrl({ ...full, address: '5 Rue de l’Église & Co #3', address2: null });
    expect(url).toContain('query=5%20Rue%20de%20l%E2%80%99%C3%89glise%20%26%20Co%20%233%2C');
    expect(new URL(url as string).searchParams.get('query')).toBe(
      '5 Rue de l’Église & Co #3, St Ives, Cornwall TR26 1LP, United Kingdom',
    );
  });

  it('offers no link when the address is hidden (null) or empty', () => {
    expect(mapsSearchUrl(null)).toBeNull();
    const empty = { address: null, address2: '', city: ' ', state: null, zipcode: null, country: null };
    expect(mapsSearchUrl(empty)).toBeNull();
    expect(addressQuery(empty)).toBe('');
  });

  it('links a map pin by its coordinates', () => {
    expect(coordinatesMapsUrl(50.2156, -5.4826)).toBe(
      'https://www.google.com/maps/search/?api=1&query=50.2156%2C-5.4826',
    );
  });
});
