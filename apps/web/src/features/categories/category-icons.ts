/**
 * The icons a category can carry: Font Awesome 7 free solid icons that suit a guidebook.
 * A category stores its icon as markup `<i class="fa-solid fa-wifi"></i>` (its `image` field),
 * which the server accepts only in exactly that shape (ICON_MARKUP_RE).
 */
import { ICON_MARKUP_RE } from '@guidebook/contract';

export const CATEGORY_ICONS = [
  'wifi', 'key', 'door-open', 'door-closed', 'lock', 'house', 'building', 'hotel', 'bed', 'couch',
  'tv', 'plug', 'lightbulb', 'fan', 'temperature-high', 'temperature-low', 'snowflake', 'fire', 'bath', 'shower',
  'toilet', 'soap', 'shirt', 'trash-can', 'recycle', 'utensils', 'kitchen-set', 'mug-hot', 'wine-glass', 'beer-mug-empty',
  'pizza-slice', 'bowl-food', 'ice-cream', 'cart-shopping', 'store', 'shop', 'gift', 'car', 'taxi', 'bus',
  'train', 'plane', 'bicycle', 'square-parking', 'gas-pump', 'charging-station', 'map-location-dot', 'map', 'location-dot', 'compass',
  'signs-post', 'route', 'umbrella-beach', 'person-swimming', 'water-ladder', 'person-hiking', 'mountain-sun', 'tree', 'campground', 'person-skiing',
  'spa', 'sun', 'cloud-sun', 'camera', 'binoculars', 'ticket', 'landmark', 'book', 'suitcase', 'clock',
  'calendar-days', 'dog', 'paw', 'baby', 'child-reaching', 'wheelchair', 'smoking', 'ban-smoking', 'volume-xmark', 'fire-extinguisher',
  'kit-medical', 'suitcase-medical', 'hospital', 'pills', 'phone', 'envelope', 'circle-info', 'circle-question', 'triangle-exclamation', 'shield-halved',
] as const; // prettier-ignore

export type TCategoryIcon = (typeof CATEGORY_ICONS)[number];

/** Class list of an icon: `fa-solid fa-wifi`. */
export function iconClass(icon: string): string {
  return `fa-solid fa-${icon}`;
}

/** The markup the server stores for an icon. */
export function iconMarkup(icon: string): string {
  return `<i class="${iconClass(icon)}"></i>`;
}

/** The class list inside stored markup, or null when the markup is not an icon we can show safely. */
export function iconClassOfMarkup(markup: string | null | undefined): string | null {
  const match = ICON_MARKUP_RE.exec((markup ?? '').trim());
  return match?.[1] ?? null;
}

/** The picker's icon name for stored markup (`fa-solid fa-wifi` -> `wifi`), or null. */
export function iconNameOfMarkup(markup: string | null | undefined): string | null {
  const cls = iconClassOfMarkup(markup);
  const name = cls
    ?.split(/\s+/)
    .find((c) => c.startsWith('fa-') && c !== 'fa-solid')
    ?.slice(3);
  return name ?? null;
}
