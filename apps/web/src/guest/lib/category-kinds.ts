/**
 * Finds the categories the guest screens point at (arrival for Self Check-in, emergency
 * and FAQ for Help). Template categories carry a kind; a host's own category is matched
 * by its name, so "FAQ" or "Check-in" made by hand still shows up where guests look.
 */
import type { TGuestCategory } from '@guidebook/contract';

const NAME_PATTERNS: Record<'arrival' | 'emergency' | 'faq', RegExp> = {
  arrival: /\b(arrival|check[- ]?in)\b/i,
  emergency: /\bemergenc(y|ies)\b/i,
  faq: /\b(faqs?|frequently asked)\b/i,
};

export function categoryOfKind(
  categories: readonly TGuestCategory[],
  kind: keyof typeof NAME_PATTERNS,
): TGuestCategory | null {
  return (
    categories.find((c) => c.kind === kind) ??
    categories.find((c) => c.kind === null && NAME_PATTERNS[kind].test(c.name)) ??
    null
  );
}

const ICON_MARKUP = /^<i class="([A-Za-z0-9 _-]{1,120})"><\/i>$/;

/**
 * The Font Awesome classes inside a category's stored icon markup, or a neutral icon
 * when the markup is not the one shape the server accepts (never rendered as HTML).
 */
export function iconClassesOf(markup: string | null | undefined): string {
  const classes = ICON_MARKUP.exec((markup ?? '').trim())?.[1]
    ?.split(/\s+/)
    .filter((c) => c.startsWith('fa-'));
  return classes && classes.length > 0 ? classes.join(' ') : 'fa-solid fa-circle-info';
}
