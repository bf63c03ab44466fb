import { readProductionHistory } from '../../../src/application/history';
import { playedCard } from '../../../src/domain/entities/played-card';
import { LOOKUP } from '../../../src/domain/entities/production-lookup';
import { playedWorld } from './played-world';

describe('the card a completion keeps on its production (issue 19)', () => {
  it('equals the card read back from its segments and appearances, after every completion of three weeks', async () => {
    const { deps } = await playedWorld(3);
    const productions = await deps.repos.Production.all();
    expect(productions.length).toBeGreaterThanOrEqual(9);
    for (const production of productions) {
      expect(production.complete).toBe(true);
      const segments = await deps.repos.Segment.getMany(production.segmentIds);
      const appearances = await deps.repos.Appearance.getMany(segments.flatMap((s) => s.appearanceIds));
      expect(production.played).toEqual(playedCard(segments, appearances));
      // Everybody on the card finds the production by their key.
      const cast = new Set(appearances.map((a) => a.wrestlerId));
      expect(production.lookupKeys.filter((k) => k.startsWith('wrestler:')).sort()).toEqual([...cast].map((id) => `${LOOKUP.wrestler(id)}${production.date}`).sort());
    }
  });

  it('is what the history hands out as each production’s card, with no segment read', async () => {
    const { deps } = await playedWorld(1);
    const history = await readProductionHistory(deps.repos);
    const productions = await history.productions(LOOKUP.done);
    const read = vi.spyOn(deps.repos.Segment, 'getMany');
    const cards = await history.cards(productions);
    expect(read).not.toHaveBeenCalled();
    for (const p of productions) expect(cards.get(p.id)).toEqual(p.played);
  });
});
