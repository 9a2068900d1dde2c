/**
 * What kind of category a category is, without zod: the server reads it into the guest payload
 * and the guest guide points at it (arrival for Self Check-in, emergency and FAQ for Help).
 */

/** The kinds of the template's categories (GUIDE_TEMPLATE); a template category keeps its kind. */
export const CATEGORY_KINDS = [
  'arrival',
  'emergency',
  'faq',
  'checkout',
  'wifi',
  'rules',
  'local',
  'transport',
  'about',
  'preparing',
  'thanks',
] as const;
export type TCategoryKind = (typeof CATEGORY_KINDS)[number];

/** The kinds a category the host made has when its name says so. */
export type TNamedCategoryKind = 'arrival' | 'emergency' | 'faq';

/** The names that make a host-made category one of the kinds the guest screens point at. */
export const CATEGORY_NAME_PATTERNS: Readonly<Record<TNamedCategoryKind, RegExp>> = {
  arrival: /\b(arrival|check[- ]?in)\b/i,
  emergency: /\bemergenc(y|ies)\b/i,
  faq: /\b(faqs?|frequently asked)\b/i,
};

/**
 * The kind a host-made category's name says ("Arrival Information", "Check-in", "FAQ",
 * "Emergencies"), or null. Read from the category's own name in the guide's default language, not
 * from a translation.
 */
export function categoryKindOfName(name: string): TNamedCategoryKind | null {
  for (const kind of Object.keys(CATEGORY_NAME_PATTERNS) as TNamedCategoryKind[])
    if (CATEGORY_NAME_PATTERNS[kind].test(name)) return kind;
  return null;
}
