/** SPEC §9 presentation constants (the colours, font and sizes the whole app shares). */
export const palette = {
  error: '#81323A',
  primary: '#222222',
  secondary: '#333333',
  dark: { default: '#333333', body: '#282828', paper: '#2f2f2f' },
  light: { body: '#f5f5f5', paper: '#ffffff' },
} as const;

export const fontFamily = "'Jost', 'Segoe UI', system-ui, -apple-system, sans-serif";

/** SPEC §9 button heights; Fluent's small/medium/large map to 30/34/42, `xs` is for dense rows. */
export const buttonHeights = { xs: 26, small: 30, medium: 34, large: 42 } as const;

/** SPEC §9 chips: max width 200px, max height 30px (small, the default) or 35px (larger). */
export const chipSizes = { maxWidth: 200, smallMaxHeight: 30, mediumMaxHeight: 35 } as const;
