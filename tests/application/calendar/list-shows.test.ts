import type { Repositories } from '../../../src/application/ports/unit-of-work.port';
import { createInMemoryStorage } from '../../../src/infrastructure/dexie/in-memory-unit-of-work';
import { createDexieTestStorage } from '../../../src/infrastructure/dexie/test-support';
import { createListShows } from '../../../src/application/calendar/list-shows';

const implementations: [string, () => Repositories][] = [
  ['Dexie', () => createDexieTestStorage().repos],
  ['in memory', () => createInMemoryStorage().repos],
];

describe.each(implementations)('show list (%s storage)', (_name, makeRepos) => {
  it('joins each show with its brands and its commentators, referees, interviewers and authorities', async () => {
    const repos = makeRepos();
    const [raw, smackdown] = await repos.Brand.bulkCreate([{ name: 'Raw' }, { name: 'SmackDown' }]);
    const [cole, hebner, renee, stephanie, hunter] = await repos.Wrestler.bulkCreate(
      ['Cole', 'Hebner', 'Renee', 'Stephanie', 'Hunter'].map((name) => ({ name })),
    );
    await repos.Show.bulkCreate([
      {
        name: 'Monday Night',
        brandIds: [smackdown.id, raw.id],
        commentatorIds: [cole.id],
        refereeIds: [hebner.id],
        interviewerIds: [renee.id],
        authorityIds: [hunter.id, stephanie.id, 999],
      },
      { name: 'Empty' },
    ]);

    const [monday, empty] = await createListShows({ repos })();

    expect(monday.name).toBe('Monday Night');
    expect(monday.brands.map((b) => b.name)).toEqual(['SmackDown', 'Raw']);
    expect(monday.commentators).toEqual([cole]);
    expect(monday.referees).toEqual([hebner]);
    expect(monday.interviewers).toEqual([renee]);
    expect(monday.authorities.map((w) => w.name)).toEqual(['Hunter', 'Stephanie']);
    expect(empty).toMatchObject({ name: 'Empty', brands: [], commentators: [], referees: [], interviewers: [], authorities: [] });
  });

  it('pages through shows with the list options', async () => {
    const repos = makeRepos();
    await repos.Show.bulkCreate([{ name: 'a' }, { name: 'b' }, { name: 'c' }]);
    const page = await createListShows({ repos })({ offset: 1, limit: 1 });
    expect(page.map((show) => show.name)).toEqual(['b']);
  });
});
