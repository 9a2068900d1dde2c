/** The Mantine theme: the brand orange (#ed8438, spec branding default) as primary colour. */
import { createTheme, type MantineColorsTuple } from '@mantine/core';

// Shades around #ed8438 (index 6 is the brand colour itself, Mantine's default filled shade).
const brand: MantineColorsTuple = [
  '#fff3e9',
  '#fde4d3',
  '#f8c8a6',
  '#f4aa75',
  '#f0914c',
  '#ee8a42',
  '#ed8438',
  '#d3712a',
  '#bc6421',
  '#a45414',
];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 6, dark: 7 },
  colors: { brand },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
  cursorType: 'pointer',
});
