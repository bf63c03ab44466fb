import { bodyBackground, brandRamp, darkTheme, lightTheme } from './theme';

describe('themes built from the SPEC §9 palette', () => {
  it('uses Jost in both colour modes', () => {
    expect(darkTheme.fontFamilyBase).toMatch(/^'Jost'/);
    expect(lightTheme.fontFamilyBase).toMatch(/^'Jost'/);
  });

  it('puts primary #222 and secondary #333 on the brand ramp, so primary buttons use them', () => {
    expect(brandRamp[70]).toBe('#222222');
    expect(brandRamp[80]).toBe('#333333');
    expect(darkTheme.colorBrandBackground).toBe('#222222');
    expect(lightTheme.colorBrandBackground).toBe('#333333');
  });

  it('paints dark surfaces with the paper and body colours and errors with #81323A', () => {
    expect(darkTheme.colorNeutralBackground1).toBe('#2f2f2f');
    expect(darkTheme.colorNeutralBackground2).toBe('#282828');
    expect(darkTheme.colorStatusDangerBackground3).toBe('#81323A');
    expect(bodyBackground(true)).toBe('#282828');
    expect(bodyBackground(false)).not.toBe('#282828');
  });
});
