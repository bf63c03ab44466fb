import {
  alignmentGroups, competitionRanks, leagueTable, measureOf, rankWrestlers, winPercentage, type RankingEntry,
} from '../../../src/application/rankings';

let nextId = 1;
const entry = (name: string, changes: Partial<RankingEntry> = {}): RankingEntry => ({
  id: nextId++, name, brandIds: [1], brandNames: ['North'], gender: 'MALE', alignment: 'NEUTRAL',
  points: 20, popularity: 0, charisma: 10, followers: 1000, wins: 0, losses: 0, draws: 0, streak: 0, ...changes,
});

describe('competition ranking', () => {
  it.each([
    [[9, 8, 8, 7], [1, 2, 2, 4]],
    [[5, 5, 5], [1, 1, 1]],
    [[3, 2, 1], [1, 2, 3]],
    [[], []],
  ])('ranks %j as %j', (values, ranks) => {
    expect(competitionRanks(values, (a, b) => a === b)).toEqual(ranks);
  });
});

describe('ranking wrestlers by a measure', () => {
  const ada = entry('Ada', { points: 90, wins: 6, losses: 2, popularity: 70, followers: 5000.4, streak: 3 });
  const bo = entry('Bo', { points: 90, wins: 2, losses: 2, gender: 'FEMALE', brandIds: [2], popularity: 88.004 });
  const cy = entry('Cy', { points: 45, wins: 6, draws: 2, streak: 1, charisma: 60 });
  const di = entry('Di', { points: 95, gender: 'FEMALE', popularity: 88 });
  const all = [di, cy, bo, ada];

  it('puts the best first, gives tied wrestlers one rank (listed by name) and skips the shared places', () => {
    expect(rankWrestlers(all, 'points').map((r) => [r.rank, r.entry.name, r.value])).toEqual([
      [1, 'Di', 95], [2, 'Ada', 90], [2, 'Bo', 90], [4, 'Cy', 45],
    ]);
    expect(rankWrestlers(all, 'wins').map((r) => [r.rank, r.entry.name])).toEqual([[1, 'Ada'], [1, 'Cy'], [3, 'Bo'], [4, 'Di']]);
  });

  it('ranks win % over every bout and puts wrestlers without a bout last, tied', () => {
    expect(rankWrestlers(all, 'winPct').map((r) => [r.rank, r.entry.name, r.value])).toEqual([
      [1, 'Ada', 75], [1, 'Cy', 75], [3, 'Bo', 50], [4, 'Di', null],
    ]);
    expect(winPercentage({ wins: 1, losses: 2, draws: 0 })).toBe(33.3);
  });

  it('ties what reads the same: popularity and charisma whole, points to the tenth, followers to the whole fan', () => {
    expect(rankWrestlers(all, 'popularity').map((r) => [r.rank, r.entry.name])).toEqual([[1, 'Bo'], [1, 'Di'], [3, 'Ada'], [4, 'Cy']]);
    // Issue 35: 88.4 reads 88, as on the roster, so it ties with 88.
    expect(rankWrestlers([entry('Eve', { popularity: 88.4 }), entry('Fay', { popularity: 88 })], 'popularity').map((r) => r.rank)).toEqual([1, 1]);
    expect(measureOf(entry('Gil', { points: 61.25 }), 'points')).toBe(61.3);
    expect(measureOf(ada, 'followers')).toBe(5000);
    expect(rankWrestlers(all, 'streak')[0].entry.name).toBe('Ada');
    expect(rankWrestlers(all, 'charisma')[0].entry.name).toBe('Cy');
  });

  it('ranks only the chosen brand and gender, numbering from 1 within them', () => {
    expect(rankWrestlers(all, 'points', { brandId: null, gender: 'FEMALE' }).map((r) => [r.rank, r.entry.name])).toEqual([[1, 'Di'], [2, 'Bo']]);
    expect(rankWrestlers(all, 'points', { brandId: 2, gender: null }).map((r) => [r.rank, r.entry.name])).toEqual([[1, 'Bo']]);
    expect(rankWrestlers(all, 'points', { brandId: 3, gender: null })).toEqual([]);
  });
});

describe('a league table', () => {
  it('scores 3 a win and 1 a draw, orders by league points then wins, and shares positions only when both tie', () => {
    const rows = leagueTable([
      entry('Draw King', { wins: 0, draws: 6, losses: 1 }), // 6 pts
      entry('Ace', { wins: 2, draws: 0, losses: 3, streak: 1 }), // 6 pts, more wins
      entry('Top', { wins: 4, draws: 1, losses: 0, streak: 4 }), // 13 pts
      entry('Twin', { wins: 2, draws: 0, losses: 0, gender: 'FEMALE' }), // 6 pts, ties Ace
      entry('Rookie'),
    ]);
    expect(rows.map((r) => [r.position, r.name, r.played, r.wins, r.draws, r.losses, r.leaguePoints, r.winPct, r.streak])).toEqual([
      [1, 'Top', 5, 4, 1, 0, 13, 80, 4],
      [2, 'Ace', 5, 2, 0, 3, 6, 40, 1],
      [2, 'Twin', 2, 2, 0, 0, 6, 100, 0],
      [4, 'Draw King', 7, 0, 6, 1, 6, 0, 0],
      [5, 'Rookie', 0, 0, 0, 0, 0, null, 0],
    ]);
  });

  it('keeps one gender of one brand', () => {
    const rows = leagueTable(
      [entry('A', { wins: 1 }), entry('B', { wins: 1, gender: 'FEMALE' }), entry('C', { wins: 1, gender: 'FEMALE', brandIds: [2] })],
      { brandId: 1, gender: 'FEMALE' },
    );
    expect(rows.map((r) => r.name)).toEqual(['B']);
  });
});

describe('alignment groups', () => {
  it('always lists GOOD, BAD and NEUTRAL, each by name, within the chosen brand', () => {
    const groups = alignmentGroups(
      [entry('Zed', { alignment: 'GOOD' }), entry('Al', { alignment: 'GOOD' }), entry('Bo', { alignment: 'BAD', brandIds: [2] }), entry('Cy')],
      { brandId: 1, gender: null },
    );
    expect(groups.map((g) => [g.alignment, g.wrestlers.map((w) => w.name)])).toEqual([
      ['GOOD', ['Al', 'Zed']], ['BAD', []], ['NEUTRAL', ['Cy']],
    ]);
  });
});
