import { createAppearance } from '../../entities/appearance';
import type { Stored } from '../../entities/base';
import { createSegment } from '../../entities/segment';
import { createWrestler, type Wrestler } from '../../entities/wrestler';
import { emptyWork } from '../../production/test-work';
import { sequenceRng } from '../test-rng';
import { injureAfterMatches } from './injure-after-matches';
import { FORCED_REST } from './injury';

const wrestler = (id: number, fields: Partial<Wrestler> = {}): Stored<Wrestler> => ({ ...createWrestler({ name: `W${id}`, ...fields }), id });
const work = (type: string, wrestlers: Stored<Wrestler>[], manager = false) =>
  emptyWork({ date: '2027-03-01' }, {
    segments: [{ ...createSegment({ type, appearanceIds: [1, 2] }), id: 1 }],
    appearances: [
      { ...createAppearance({ wrestlerId: 1, groupId: 1, winner: true }), id: 1 },
      { ...createAppearance({ wrestlerId: 2, groupId: 2, loser: true, manager }), id: 2 },
    ],
    wrestlers,
  });

describe('injuries after matches (issue 15, living step after recordResults)', () => {
  it('injures a wrestler whose roll falls under the chance, with a return date after the show', () => {
    // Roll 0 injures W1 (then severity, name, days); roll 0.99 spares W2.
    const next = injureAfterMatches(work('SINGLES', [wrestler(1), wrestler(2)]), sequenceRng([0, 0, 0, 0, 0.99]));
    expect(next.wrestlers[0]).toMatchObject({ injury: 'Sprained ankle', injuredUntil: '2027-03-08' });
    expect(next.wrestlers[1]).toMatchObject({ injury: '', injuredUntil: '' });
  });

  it('sends a wrestler whose damage reached the threshold to rest', () => {
    const next = injureAfterMatches(work('SINGLES', [wrestler(1, { damage: 85 }), wrestler(2)]), sequenceRng([0.99]));
    expect(next.wrestlers[0]).toMatchObject({ injury: FORCED_REST, injuredUntil: '2027-03-15' });
  });

  it('leaves managers, promos and the already injured alone', () => {
    const hurt = wrestler(1, { injuredUntil: '2027-04-01', injury: 'Torn ACL', damage: 99 });
    expect(injureAfterMatches(work('SINGLES', [hurt, wrestler(2, { damage: 99 })], true), sequenceRng([0])).wrestlers).toEqual([hurt, wrestler(2, { damage: 99 })]);
    const promo = work('PROMO', [wrestler(1, { damage: 99 }), wrestler(2)]);
    expect(injureAfterMatches(promo, sequenceRng([0])).wrestlers).toEqual(promo.wrestlers);
  });
});
