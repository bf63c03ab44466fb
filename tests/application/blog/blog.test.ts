import { createBlogService } from '../../../src/application/blog';
import { createDexieTestStorage, uniqueDatabaseName } from '../../../src/infrastructure/dexie/test-support';

/** A small save: two shows, a venue, a title that changes hands, and completed and open productions. */
async function world() {
  const { repos } = createDexieTestStorage(uniqueDatabaseName('blog'));
  const [raw] = await repos.Show.bulkCreate([{ name: 'Raw' }]);
  const venue = await repos.Venue.create({ name: 'Harbour Hall', city: 'Portsmouth' });
  const [ada, bo] = await repos.Wrestler.bulkCreate([{ name: 'Ada Strong' }, { name: 'Bo Small' }]);
  const title = await repos.Championship.create({ name: 'World Title' });
  const match = async (rating: number, fields: { championshipIds?: number[]; storyline?: string } = {}) => {
    const cast = await repos.Appearance.bulkCreate([
      { wrestlerId: ada.id, groupId: 1, winner: true },
      { wrestlerId: bo.id, groupId: 2, loser: true },
    ]);
    return repos.Segment.create({ type: 'SINGLES', rating, complete: true, appearanceIds: cast.map((a) => a.id), ...fields });
  };
  const titleMatch = await match(3.4, { championshipIds: [title.id], storyline: 'Bo Small demanded a rematch.' });
  await repos.Reign.create({ championshipId: title.id, wrestlerIds: [ada.id], segmentId: titleMatch.id, startDate: '2026-11-23' });
  const opener = await match(1.5);
  const first = await repos.Production.create({
    showId: raw.id, venueId: venue.id, date: '2026-11-23', complete: true, viewers: 2_100_000, attendance: 13_000, payout: 900_000,
    segmentIds: [opener.id, titleMatch.id],
  });
  const second = await repos.Production.create({ showId: raw.id, date: '2026-11-30', complete: true, segmentIds: [(await match(2)).id] });
  await repos.Production.create({ showId: raw.id, date: '2026-12-07', complete: false, segmentIds: [] });
  return { repos, blog: createBlogService({ repos }), first, second };
}

describe('the blog of completed productions', () => {
  it('recaps each completed production, newest first, with the facts a reader wants', async () => {
    const { blog, first, second } = await world();
    const page = await blog.recaps();
    expect(page).toMatchObject({ page: 1, pages: 1, total: 2 });
    expect(page.recaps.map((r) => r.productionId)).toEqual([second.id, first.id]);
    expect(page.recaps[1]).toMatchObject({
      showName: 'Raw', date: '2026-11-23', venue: 'Harbour Hall, Portsmouth', viewers: 2_100_000, attendance: 13_000, payout: 900_000,
      mainEvent: { winners: ['Ada Strong'], losers: ['Bo Small'], championships: ['World Title'], newChampionships: ['World Title'] },
      bestSegment: { kindName: 'Singles', rating: 3.4 },
      storylines: ['Bo Small demanded a rematch.'],
      headline: 'New champion crowned at Raw',
    });
    expect(page.recaps[1].paragraphs[1]).toBe('In the main event, a Singles match for the World Title, Ada Strong defeated Bo Small. The World Title changed hands.');
    expect(page.recaps[0]).toMatchObject({ venue: null, mainEvent: { newChampionships: [] } });
  });

  it('pages the recaps and clamps a page past the end', async () => {
    const { blog, first, second } = await world();
    expect(await blog.recaps(1, 1)).toMatchObject({ page: 1, pages: 2, total: 2, recaps: [{ productionId: second.id }] });
    expect(await blog.recaps(2, 1)).toMatchObject({ page: 2, recaps: [{ productionId: first.id }] });
    expect(await blog.recaps(9, 1)).toMatchObject({ page: 2, recaps: [{ productionId: first.id }] });
    expect(await blog.recaps(0, 1)).toMatchObject({ page: 1 });
  });

  it('names the title changes of any page while reading only the reigns back to its oldest show', async () => {
    // Issue 19: 40 weekly shows, each crowning a new champion, so the title has 40 reigns.
    const { repos } = createDexieTestStorage(uniqueDatabaseName('blog-reigns'));
    const [ada, bo] = await repos.Wrestler.bulkCreate([{ name: 'Ada Strong' }, { name: 'Bo Small' }]);
    const title = await repos.Championship.create({ name: 'World Title' });
    const weeks = 40;
    for (let week = 0; week < weeks; week++) {
      const date = new Date(Date.UTC(2026, 0, 5 + 7 * week)).toISOString().slice(0, 10);
      const cast = await repos.Appearance.bulkCreate([
        { wrestlerId: ada.id, groupId: 1, winner: week % 2 === 0, loser: week % 2 === 1 },
        { wrestlerId: bo.id, groupId: 2, winner: week % 2 === 1, loser: week % 2 === 0 },
      ]);
      const segment = await repos.Segment.create({ type: 'SINGLES', rating: 2, complete: true, championshipIds: [title.id], appearanceIds: cast.map((a) => a.id) });
      // Every third week the title is defended (no reign starts), so not every show changed it.
      if (week % 3 !== 2) await repos.Reign.create({ championshipId: title.id, wrestlerIds: [week % 2 === 0 ? ada.id : bo.id], segmentId: segment.id, startDate: date });
      await repos.Production.create({ name: `Week ${week}`, date, complete: true, segmentIds: [segment.id] });
    }
    // Every reign the blog reads, through either read of the table.
    const reads = [vi.spyOn(repos.Reign, 'range'), vi.spyOn(repos.Reign, 'findBy')];
    const reignsRead = async () =>
      (await Promise.all(reads.flatMap((spy) => spy.mock.results.map((result) => result.value as Promise<unknown[]>)))).reduce((sum, rows) => sum + rows.length, 0);
    const blog = createBlogService({ repos });
    const changed = (page: Awaited<ReturnType<typeof blog.recaps>>) => page.recaps.map((r) => r.mainEvent?.newChampionships.length ?? 0);
    const expected = (page: number) => Array.from({ length: 10 }, (_, i) => weeks - 1 - (page - 1) * 10 - i).map((week) => (week % 3 === 2 ? 0 : 1));

    expect(changed(await blog.recaps(1))).toEqual(expected(1));
    expect(await reignsRead()).toBeLessThan(20);
    for (const page of [2, 3, 4]) expect(changed(await blog.recaps(page))).toEqual(expected(page));
  });

  it('is empty until a production is complete', async () => {
    const { repos } = createDexieTestStorage(uniqueDatabaseName('blog-empty'));
    await repos.Production.create({ date: '2026-11-23', complete: false });
    expect(await createBlogService({ repos }).recaps()).toEqual({ recaps: [], page: 1, pages: 1, total: 0 });
  });
});
