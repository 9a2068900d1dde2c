/**
 * Renders the formulas of topic content (Quill's `span.ql-formula`, stored as their TeX
 * source in data-value) with KaTeX. Only ever loaded through a dynamic import, when a
 * shown topic holds a formula, so KaTeX never weighs on the guide's first load.
 */
import katex from 'katex';
import 'katex/dist/katex.min.css';

export function renderFormulas(container: HTMLElement): void {
  for (const el of container.querySelectorAll<HTMLElement>('span.ql-formula[data-value]')) {
    // KaTeX's default trust:false refuses \href, \url and \html* commands; errors show as text.
    katex.render(el.dataset.value ?? '', el, { throwOnError: false });
  }
}
