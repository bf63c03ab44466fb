import { createDarkTheme, createLightTheme, type BrandVariants, type Theme } from '@fluentui/react-components';
import { fontFamily, palette } from './palette';

/**
 * A neutral brand ramp: primary #222 sits at 70 (dark theme's brand background) and secondary
 * #333 at 80 (light theme's); the upper steps stay light enough for links and checked switches to
 * keep at least 4.5:1 contrast on the dark body, and on a hovered row (#383838, issue 16).
 */
export const brandRamp: BrandVariants = {
  10: '#050505',
  20: '#0b0b0b',
  30: '#101010',
  40: '#151515',
  50: '#1a1a1a',
  60: '#1e1e1e',
  70: palette.primary,
  80: palette.secondary,
  90: '#5c5c5c',
  100: '#adadad',
  110: '#bababa',
  120: '#c2c2c2',
  130: '#d1d1d1',
  140: '#e0e0e0',
  150: '#ebebeb',
  160: '#f5f5f5',
};

const typography = { fontFamilyBase: fontFamily };

/**
 * Calls to action (primary buttons, checked switches and boxes) take the spec's red #81323A as an
 * accent: on the neutral #222/#333 ramp they vanished into the dark body. docs/decisions.md.
 */
const accent = (dark: boolean): Partial<Theme> => {
  const rest = dark ? '#a3414b' : palette.error;
  const hover = dark ? '#b24a55' : '#6d2a31';
  const pressed = dark ? palette.error : '#5a2329';
  return {
    colorBrandBackground: rest,
    colorBrandBackgroundHover: hover,
    colorBrandBackgroundPressed: pressed,
    colorBrandBackgroundSelected: rest,
    colorCompoundBrandBackground: rest,
    colorCompoundBrandBackgroundHover: hover,
    colorCompoundBrandBackgroundPressed: pressed,
    colorCompoundBrandStroke: rest,
    colorCompoundBrandStrokeHover: hover,
    colorCompoundBrandStrokePressed: pressed,
  };
};

/**
 * Fluent's dark muted and status text (#999, #e37d80, #54b054…) drops under 4.5:1 on its own
 * hover backgrounds (a hovered table row is #383838, a hovered card #3d3d3d): each is lifted just
 * enough to keep 4.5:1 there. The light theme already does (theme.test.ts checks both).
 */
const readableOnHover: Partial<Theme> = {
  colorNeutralForeground4: '#a9a9a9',
  colorPaletteRedForeground1: '#e79294',
  colorPaletteRedForeground3: '#e79294',
  colorPaletteGreenForeground1: '#6cbb6c',
  colorPaletteDarkOrangeForeground1: '#ec9271',
  colorStatusDangerForeground1: '#e7939a',
};

export const darkTheme: Theme = {
  ...createDarkTheme(brandRamp),
  ...typography,
  ...accent(true),
  ...readableOnHover,
  colorNeutralBackground1: palette.dark.paper,
  colorNeutralBackground2: palette.dark.body,
  colorStatusDangerBackground3: palette.error,
  colorPaletteRedBackground3: palette.error,
};

export const lightTheme: Theme = {
  ...createLightTheme(brandRamp),
  ...typography,
  ...accent(false),
  colorNeutralBackground1: palette.light.paper,
  colorNeutralBackground2: palette.light.body,
  colorStatusDangerBackground3: palette.error,
  colorPaletteRedBackground3: palette.error,
};

/** The page background (Fluent styles its own tree, never <body>). */
export const bodyBackground = (dark: boolean): string => (dark ? palette.dark.body : palette.light.body);
