import { LONG_TEXT_MAX_CHARS } from '../../domain/fields';
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

  it("applies the Brand table's field rules the CMS and save import use (issue 14)", () => {
    const errors = checkBrandInput(input({ desc: 'x'.repeat(LONG_TEXT_MAX_CHARS + 1) }));
    expect(errors.desc).toMatch(/^The description must /);
    expect(errors.desc).toContain(LONG_TEXT_MAX_CHARS.toLocaleString('en-US'));
  });
});
