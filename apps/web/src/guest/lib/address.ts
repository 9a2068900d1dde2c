/**
 * The property's address as guests read it, and the maps links built from it. The
 * payload carries no address at all when the host marked it Hidden.
 */
import type { TGuestGuide } from '@guidebook/contract';

export type GuestAddress = NonNullable<TGuestGuide['address']>;

const clean = (part: string | null | undefined) => (part ?? '').replace(/\s+/g, ' ').trim();

/** Lines for display: street, second line, "city, state zipcode", country; empty parts left out. */
export function addressLines(address: GuestAddress | null): string[] {
  if (!address) return [];
  const cityLine = [clean(address.city), [clean(address.state), clean(address.zipcode)].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [clean(address.address), clean(address.address2), cityLine, clean(address.country)].filter(Boolean);
}

/** One line for a maps search; '' when nothing of the address is known. */
export function addressQuery(address: GuestAddress | null): string {
  return addressLines(address).join(', ');
}

/**
 * Google Maps' documented universal search link (opens the maps app on phones), or null
 * when there is no address to search for, so the Get Directions action is not offered.
 */
export function mapsSearchUrl(address: GuestAddress | null): string | null {
  const query = addressQuery(address);
  if (!query) return null;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/**
 * The same universal link for a point (a map pin). Kept here rather than imported from the
 * contract's maps module: importing that module pulls zod (~25 KB gzipped) into the guest bundle.
 */
export function coordinatesMapsUrl(latitude: number, longitude: number): string {
  return `https://www.google.com/maps/search/?api=1&query=${latitude}%2C${longitude}`;
}

/**
 * Directions to a point: Google Maps' documented cross-platform directions link. On Android it
 * opens the Google Maps app; on iOS the Google Maps app when installed, else Google Maps in the
 * browser (a geo: link does nothing on iOS). The route starts from the phone's location.
 */
export function directionsUrl(latitude: number, longitude: number): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${latitude}%2C${longitude}`;
}
