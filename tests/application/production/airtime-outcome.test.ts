import { airtimeOutcome } from '../../../src/application/production';
import { viewerTraits } from '../../../src/domain/rules/viewers';

const segment = (duration: number, ran?: number) => ({ type: 'SINGLES', duration, meta: ran === undefined ? {} : { airtime: { booked: duration, ran } } });
const show = (maxDuration: number) => ({ maxDuration, avgViewers: 1000 });

describe('how a completed show used its airtime (issue 35)', () => {
  it('adds the booked lengths and what the segments ran, each unnoted one at its length', () => {
    expect(airtimeOutcome(show(1000), [segment(600, 580), segment(300)])).toEqual({
      booked: 900, slot: 1000, share: 0.9, ran: 880, trait: { id: 'fullTime', label: 'Runs 90% to 100% of its time', amount: 10 },
    });
  });

  it('knows no ran length when no segment noted one (classic rules)', () => {
    expect(airtimeOutcome(show(1000), [segment(500)])).toMatchObject({ booked: 500, ran: null, trait: null });
  });

  it('takes the overrun from the viewers\' own rule', () => {
    const outcome = airtimeOutcome(show(600), [segment(900, 910)]);
    const rule = viewerTraits({ show: show(600), segments: [{ type: 'SINGLES', duration: 900, championshipIds: [], participants: [] }] });
    expect(outcome?.trait).toEqual(rule.find((t) => t.id === 'overTime'));
    expect(outcome?.trait?.amount).toBe(-10);
  });

  it('says nothing for a show without a slot', () => {
    expect(airtimeOutcome(show(0), [segment(900)])).toBeNull();
    expect(airtimeOutcome(null, [segment(900)])).toBeNull();
  });
});
