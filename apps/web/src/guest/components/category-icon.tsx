/** A category's Font Awesome icon from its stored markup (classes only; the markup is never injected). */
import { iconClassesOf } from '../lib/category-kinds.ts';

export function CategoryIcon({ markup }: { markup: string }) {
  return <i className={`category-icon ${iconClassesOf(markup)}`} aria-hidden="true" />;
}
