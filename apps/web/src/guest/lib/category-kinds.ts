/**
 * Finds the categories the guest screens point at (arrival for Self Check-in, emergency and FAQ
 * for Help) by their kind. The server gives a template category its kind, and a host-made one the
 * kind its name in the guide's default language says, in every language the guide is read in.
 */
import type { TGuestCategory, TNamedCategoryKind } from '@guidebook/contract';

export function categoryOfKind(categories: readonly TGuestCategory[], kind: TNamedCategoryKind): TGuestCategory | null {
  return categories.find((c) => c.kind === kind) ?? null;
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
