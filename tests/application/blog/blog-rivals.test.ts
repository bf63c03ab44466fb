import { createBlogService } from '../../../src/application/blog';
import { createDexieTestStorage, uniqueDatabaseName } from '../../../src/infrastructure/dexie/test-support';

// Issue 18: in a game with rival promotions, the blog tells every promotion's shows, each under its name.

async function world(playerCompanyId: number | null) {
  const { repos } = createDexieTestStorage(uniqueDatabaseName('blog-rivals'));
  const [apex, vanguard] = await repos.Company.bulkCreate([{ name: 'Apex' }, { name: 'Vanguard' }]);
  const [mine, theirs] = await repos.Brand.bulkCreate([{ name: 'Apex Monday', companyId: apex.id }, { name: 'Vanguard Wednesday', companyId: vanguard.id }]);
  await repos.Game.create({ date: '2026-11-30', rules: 'living', playerCompanyId, brandIds: playerCompanyId === null ? [] : [mine.id] });
  const [monday, wednesday] = await repos.Show.bulkCreate([{ name: 'Monday', brandIds: [mine.id] }, { name: 'Wednesday', brandIds: [theirs.id] }]);
  const [ada, bo] = await repos.Wrestler.bulkCreate([{ name: 'Ada Strong', brandIds: [theirs.id] }, { name: 'Bo Small', brandIds: [theirs.id] }]);
  const title = await repos.Championship.create({ name: 'Vanguard Title', brandIds: [theirs.id] });
  const cast = await repos.Appearance.bulkCreate([{ wrestlerId: ada.id, groupId: 1, winner: true }, { wrestlerId: bo.id, groupId: 2, loser: true }]);
  const match = await repos.Segment.create({ type: 'SINGLES', rating: 3, complete: true, appearanceIds: cast.map((a) => a.id), championshipIds: [title.id], storyline: 'Bo Small wants it back.' });
  await repos.Reign.create({ championshipId: title.id, wrestlerIds: [ada.id], segmentId: match.id, startDate: '2026-11-25' });
  await repos.Production.create({ showId: wednesday.id, brandIds: [theirs.id], date: '2026-11-25', complete: true, segmentIds: [match.id] });
  await repos.Production.create({ showId: monday.id, brandIds: [mine.id], date: '2026-11-23', complete: true, segmentIds: [] });
  return createBlogService({ repos });
}

describe('the blog with rival promotions', () => {
  it('tells a rival\'s results, title change and story under its promotion, and the player\'s shows under theirs', async () => {
    const blog = await world(1);
    const { recaps } = await blog.recaps();
    expect(recaps.map((r) => [r.showName, r.promotion])).toEqual([
      ['Wednesday', { companyId: 2, name: 'Vanguard', rival: true }],
      ['Monday', { companyId: 1, name: 'Apex', rival: false }],
    ]);
    expect(recaps[0]).toMatchObject({ mainEvent: { winners: ['Ada Strong'], newChampionships: ['Vanguard Title'] }, storylines: ['Bo Small wants it back.'] });
    expect(recaps[0].story.titleChanges).toEqual([{ winners: 'Ada Strong', titles: 'Vanguard Title' }]);
  });

  it('gives no label when the player runs every promotion', async () => {
    const { recaps } = await (await world(null)).recaps();
    expect(recaps.every((r) => r.promotion === undefined)).toBe(true);
  });
});
