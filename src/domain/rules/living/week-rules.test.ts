import { createGame } from '../../entities/game';
import { runWeekRules, type WeekRule, type WeekWorld } from './week-rules';

const world = (): WeekWorld => ({
  game: { ...createGame({ date: '2027-01-03', rules: 'living' }), id: 1 },
  from: '2027-01-03', to: '2027-01-10', days: 7,
  wrestlers: [], brands: [], shows: [], championships: [], reigns: [], news: [],
});

describe('the living week', () => {
  it('runs every rule in order on the world the previous one left', () => {
    const rules: WeekRule[] = [
      { name: 'first', run: (w) => ({ ...w, news: [...w.news, 'first'] }) },
      { name: 'second', run: (w, rng) => ({ ...w, news: [...w.news, `second ${rng()}`] }) },
    ];
    expect(runWeekRules(world(), () => 0.25, rules).news).toEqual(['first', 'second 0.25']);
  });
});
