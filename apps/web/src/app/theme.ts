/**
 * The Mantine theme: the brand orange (#ed8438, also the default branding colour) as primary colour.
 * Contrast (WCAG AA, 4.5:1) decides the rest: filled buttons keep the brand orange with
 * dark text (autoContrast), and text-coloured uses (links, light variants, errors,
 * dimmed text) take darker shades, set in cssVariablesResolver.
 */
import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

// Shades around #ed8438 (index 6 is the brand colour itself, Mantine's default filled shade);
// 8 and 9 are dark enough for text on white (5.5:1 and 6.8:1).
const brand: MantineColorsTuple = [
  '#fff3e9',
  '#fde4d3',
  '#f8c8a6',
  '#f4aa75',
  '#f0914c',
  '#ee8a42',
  '#ed8438',
  '#d3712a',
  '#a45414',
  '#8f4710',
];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 6, dark: 6 },
  autoContrast: true,
  colors: { brand },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    // Links inside sentences must not rely on colour alone (WCAG 1.4.1; dark mode's
    // orange on grey text is only 1.4:1 apart), so every Anchor is underlined.
    Anchor: { defaultProps: { underline: 'always' } },
  },
});

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-anchor': 'var(--mantine-color-brand-9)',
    '--mantine-color-brand-text': 'var(--mantine-color-brand-9)',
    '--mantine-color-dimmed': '#5f6670',
    '--mantine-color-error': '#c92a2a',
    '--mantine-color-red-text': '#c92a2a',
    '--mantine-color-red-light-color': '#c92a2a',
  },
  dark: {
    '--mantine-color-dimmed': '#a6a6a6',
    '--mantine-color-anchor': 'var(--mantine-color-brand-4)',
    '--mantine-color-brand-text': 'var(--mantine-color-brand-4)',
    '--mantine-color-error': '#ff8787',
    '--mantine-color-red-text': '#ff8787',
    '--mantine-color-red-light-color': '#ff8787',
  },
});
