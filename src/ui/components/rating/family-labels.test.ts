import { signed } from './family-labels';

describe('a rating line\'s amount', () => {
  it.each([
    [50, '+50'], [-30, '\u221230'], [0, '0'], [4.5, '+4.5'],
    // Issue 35: a family's sum of lines kept to the tenth carries float noise; the screen never shows it.
    [12.299999999999999, '+12.3'], [-0.30000000000000004, '\u22120.3'], [0.04, '0'],
  ])('%s reads %s', (amount, text) => {
    expect(signed(amount)).toBe(text);
  });
});
