import { fieldRule, LONG_TEXT_MAX_CHARS } from '../../domain/fields';
import { BRAND_DESC_MAX, BRAND_NAME_MAX } from '../../domain/rules/brand-limits';
import { BrandMessages, checkBrandInput, type BrandInput } from './brand-input';

const input = (changes: Partial<BrandInput> = {}): BrandInput => ({
  name: 'North',
  directorId: null,
  color: '#ffffff',
  backgroundColor: '#000000',
  ...changes,
});

describe('checkBrandInput', () => {
  it('accepts a named brand with hex colours', () => {
    expect(checkBrandInput(input({ desc: 'The flagship' }))).toEqual({});
  });

  it("says what to fix in the form's own words first", () => {
    expect(checkBrandInput(input({ name: '   ', color: 'white' }))).toEqual({ name: BrandMessages.nameRequired, color: BrandMessages.colour });
  });

  it("words the Brand table's limits for the player, never wider than the field rules storage applies (issue 34)", () => {
    expect(checkBrandInput(input({ desc: 'x'.repeat(LONG_TEXT_MAX_CHARS + 1) })).desc).toBe('A description holds at most 5,000 characters (this one has 5,001).');
    expect(checkBrandInput(input({ name: 'N'.repeat(61) })).name).toBe("A brand's name holds at most 60 characters (this one has 61).");
    expect(checkBrandInput(input({ name: ` ${'N'.repeat(60)} ` }))).toEqual({});
    expect(checkBrandInput(input({ directorId: Number.NaN })).directorId).toBe(BrandMessages.directorMissing);
    const rule = (key: string) => fieldRule('Brand', key) as { maxLength: number };
    expect(BRAND_NAME_MAX).toBeLessThanOrEqual(rule('name').maxLength);
    expect(BRAND_DESC_MAX).toBeLessThanOrEqual(rule('desc').maxLength);
  });
});
