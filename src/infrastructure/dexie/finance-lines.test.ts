import fc from 'fast-check';
import { financeAsLines, financeFromLines } from './finance-lines';

describe('a money explanation as lines (issue 36)', () => {
  it('reads back exactly what its JSON text would, or is not written so (any text, any number)', () => {
    const line = fc.record({ label: fc.string(), amount: fc.double({ noNaN: true, noDefaultInfinity: true }), reason: fc.string() });
    fc.assert(fc.property(fc.array(line, { maxLength: 6 }), (lines) => {
      const text = financeAsLines({ lines });
      if (text === null) return;
      expect(financeFromLines(text)).toEqual(JSON.parse(JSON.stringify({ lines })));
    }));
  });

  it('writes a line as label, amount and reason between tabs, and keeps the JSON text of what would not read back', () => {
    const finance = { lines: [{ label: 'Tickets', amount: 54784, reason: '856 seats × $80' }, { label: 'Staging', amount: -3333.33, reason: '' }] };
    expect(financeAsLines(finance)).toBe('FL1\nTickets\t54784\t856 seats × $80\nStaging\t-3333.33\t');
    expect(financeFromLines(financeAsLines(finance)!)).toEqual(finance);
    expect(financeAsLines({ lines: [] })).toBe('FL1');
    expect(financeAsLines({ lines: [{ label: 'Two\nlines', amount: 1, reason: '' }] })).toBeNull();
    expect(financeAsLines({ lines: [{ label: 'Tab\there', amount: 1, reason: '' }] })).toBeNull();
    expect(financeAsLines({ lines: [], note: 'mine' })).toBeNull();
    expect(financeAsLines({ lines: [{ label: 'A', amount: 1, reason: 'b', extra: true }] })).toBeNull();
    expect(financeFromLines('{"lines":[]}')).toBeUndefined();
  });
});
