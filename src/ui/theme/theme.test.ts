import { bodyBackground, brandRamp, darkTheme, lightTheme } from './theme';

describe('themes built from the SPEC §9 palette', () => {
  it('uses Jost in both colour modes', () => {
    expect(darkTheme.fontFamilyBase).toMatch(/^'Jost'/);
    expect(lightTheme.fontFamilyBase).toMatch(/^'Jost'/);
  });

  it('keeps primary #222 and secondary #333 on the neutral brand ramp', () => {
    expect(brandRamp[70]).toBe('#222222');
    expect(brandRamp[80]).toBe('#333333');
  });

  it.each([
    ['dark', darkTheme, '#282828'],
    ['light', lightTheme, '#f5f5f5'],
  ])('in %s mode, calls to action stand out in the red accent and keep white text readable', (_mode, theme, body) => {
    expect(theme.colorBrandBackground).toMatch(/^#(81323A|a3414b)$/i);
    expect(contrast(theme.colorBrandBackground, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(theme.colorBrandBackground, body)).toBeGreaterThan(1.8);
  });

  it('paints dark surfaces with the paper and body colours and errors with #81323A', () => {
    expect(darkTheme.colorNeutralBackground1).toBe('#2f2f2f');
    expect(darkTheme.colorNeutralBackground2).toBe('#282828');
    expect(darkTheme.colorStatusDangerBackground3).toBe('#81323A');
    expect(bodyBackground(true)).toBe('#282828');
    expect(bodyBackground(false)).not.toBe('#282828');
  });
});

describe('text stays readable on hovered rows and cards (issue 16)', () => {
  // The text colours the app's screens use, on the surfaces they sit on and the hover states of
  // table rows (colorSubtleBackgroundHover) and cards or menus (colorNeutralBackground1Hover).
  const foregrounds = [
    'colorNeutralForeground1', 'colorNeutralForeground2', 'colorNeutralForeground3', 'colorNeutralForeground4',
    'colorBrandForegroundLink', 'colorBrandForegroundLinkHover', 'colorBrandForeground1',
    'colorPaletteRedForeground1', 'colorPaletteRedForeground3', 'colorPaletteGreenForeground1',
    'colorPaletteGoldForeground2', 'colorPaletteDarkOrangeForeground1', 'colorPaletteDarkOrangeForeground2',
    'colorStatusDangerForeground1',
  ] as const;
  const backgrounds = ['colorNeutralBackground1', 'colorNeutralBackground2', 'colorSubtleBackgroundHover', 'colorNeutralBackground1Hover'] as const;

  it.each([
    ['dark', darkTheme],
    ['light', lightTheme],
  ])('in %s mode every text colour keeps 4.5:1 on every such background', (_mode, theme) => {
    const low = foregrounds.flatMap((fg) => backgrounds.map((bg) => ({ fg, bg, ratio: contrast(theme[fg], theme[bg]) })))
      .filter(({ ratio }) => ratio < 4.5);
    expect(low).toEqual([]);
  });
});

/** WCAG contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
      .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}
