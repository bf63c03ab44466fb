import { checkField, fieldRule } from '../fields';
import { showProblems } from './show-limits';

// Issue 34: the show form's words stand for the Show table's own rules: whatever they accept the
// repositories accept, and what the rules refuse they refuse.
describe('the show limits', () => {
  const values: [string, unknown][] = [
    ['maxDuration', 604_800], ['maxDuration', 604_801], ['maxDuration', -1], ['maxDuration', Number.NaN],
    ['defaultAmountSegments', 30], ['defaultAmountSegments', 1.5], ['income', 1e15], ['income', 1e16],
    ['avgTicketPrice', 1e308], ['avgAttendance', 10_000_001], ['dayIndex', 7], ['monthIndex', 11], ['name', 'x'.repeat(201)], ['name', ''],
  ];
  it.each(values)('refuses %s = %s exactly when the field rule does', (key, value) => {
    const rule = fieldRule('Show', key)!;
    const byRule = checkField(rule, value) !== null;
    expect(Object.hasOwn(showProblems({ [key]: value }), key)).toBe(byRule);
  });

  it("refuses a show's lowest points above its highest", () => {
    expect(showProblems({ minPoints: 60, maxPoints: 40 })).toEqual({ minPoints: 'The lowest points (60) cannot be above the highest (40).' });
    expect(showProblems({ minPoints: 40, maxPoints: 40 })).toEqual({});
  });
});
