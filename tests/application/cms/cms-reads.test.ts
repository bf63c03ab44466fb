import { createCmsService, defaultsOf, describeFields, parseForm, parseInput, toInputs, type FieldSpec } from '../../../src/application/cms';
import { inMemoryDeps, putGame } from '../support';

const field = (table: Parameters<typeof describeFields>[0], key: string): FieldSpec => {
  const found = describeFields(table).find((f) => f.key === key);
  if (!found) throw new Error(`no field ${table}.${key}`);
  return found;
};

describe('the CMS reads', () => {
  it('counts every table and marks Game edit-only', async () => {
    const deps = inMemoryDeps();
    await putGame(deps);
    await deps.repos.Wrestler.bulkCreate([{ name: 'A' }, { name: 'B' }]);
    const tables = await createCmsService(deps).tables();
    expect(tables).toHaveLength(16);
    expect(tables.find((t) => t.table === 'Wrestler')).toEqual({ table: 'Wrestler', count: 2, editOnly: false });
    expect(tables.find((t) => t.table === 'Game')).toEqual({ table: 'Game', count: 1, editOnly: true });
  });

  it('lists a page by offset and limit (defaults 0 and 500) with the total', async () => {
    const deps = inMemoryDeps();
    await deps.repos.Venue.bulkCreate(Array.from({ length: 510 }, (_, i) => ({ name: `Venue ${i + 1}` })));
    const cms = createCmsService(deps);
    const all = await cms.list('Venue');
    expect([all.rows.length, all.total, all.rows[0].name]).toEqual([500, 510, 'Venue 1']);
    const page = await cms.list('Venue', { offset: 20, limit: 10 });
    expect(page.rows.map((v) => v.name)).toEqual(Array.from({ length: 10 }, (_, i) => `Venue ${i + 21}`));
    expect(page.total).toBe(510);
  });

  it('searches by part of a name in any case, or by id, and pages what matched', async () => {
    const deps = inMemoryDeps();
    const [ada, , cyd] = await deps.repos.Wrestler.bulkCreate([{ name: 'Ada Strong' }, { name: 'Bo' }, { name: 'Cyd Strongbow' }]);
    const cms = createCmsService(deps);
    const found = await cms.list('Wrestler', { search: '  strong ' });
    expect([found.total, found.rows.map((w) => w.id)]).toEqual([2, [ada.id, cyd.id]]);
    expect((await cms.list('Wrestler', { search: 'strong', offset: 1, limit: 1 })).rows.map((w) => w.id)).toEqual([cyd.id]);
    expect((await cms.list('Wrestler', { search: String(cyd.id) })).rows.map((w) => w.name)).toEqual(['Cyd Strongbow']);
  });

  it('names the records its key columns point at', async () => {
    const deps = inMemoryDeps();
    const ada = await deps.repos.Wrestler.create({ name: 'Ada' });
    const title = await deps.repos.Championship.create({ name: 'World Title' });
    await deps.repos.Reign.create({ championshipId: title.id, wrestlerIds: [ada.id, 99] });
    const page = await createCmsService(deps).list('Reign');
    expect(page.names).toEqual({ Championship: { [title.id]: 'World Title' }, Wrestler: { [ada.id]: 'Ada' } });
  });

  it('looks up the names behind ids, table by table, leaving out ids no record has', async () => {
    const deps = inMemoryDeps();
    const [raw] = await deps.repos.Brand.bulkCreate([{ name: 'Raw' }]);
    const reign = await deps.repos.Reign.create({});
    expect(await createCmsService(deps).names({ Brand: [raw.id, 40, raw.id], Reign: [reign.id] })).toEqual({
      Brand: { [raw.id]: 'Raw' },
      Reign: { [reign.id]: `#${reign.id}` },
    });
  });

  it('reads one record by id, or gives the catalogue message', async () => {
    const deps = inMemoryDeps();
    const show = await deps.repos.Show.create({ name: 'Raw' });
    const cms = createCmsService(deps);
    expect(await cms.get('Show', show.id)).toEqual(show);
    await expect(cms.get('Show', 12)).rejects.toThrow('Record with id 12 not found in table Show');
  });
});

describe('the generated form', () => {
  it('takes each field kind from the factory defaults and the hints', () => {
    expect(describeFields('Wrestler')[0]).toMatchObject({ key: 'name', kind: 'text', label: 'Name' });
    expect(field('Wrestler', 'gender')).toMatchObject({ kind: 'enum', options: ['MALE', 'FEMALE'] });
    expect(field('Championship', 'gender')).toMatchObject({ kind: 'enum', options: ['MALE', 'FEMALE', 'INTERGENDER'] });
    // A tournament can be intergender too: the field name alone does not say which enumeration.
    expect(field('Tournament', 'gender')).toMatchObject({ kind: 'enum', options: ['MALE', 'FEMALE', 'INTERGENDER'] });
    expect(field('Wrestler', 'brandIds')).toMatchObject({ kind: 'refs', table: 'Brand', label: 'Brand ids' });
    expect(field('Wrestler', 'goalIds')).toMatchObject({ kind: 'refs', table: 'Championship' });
    expect(field('Wrestler', 'dob')).toMatchObject({ kind: 'date', nullable: false, label: 'Date of birth' });
    expect(field('Wrestler', 'retired')).toMatchObject({ kind: 'boolean' });
    expect(field('Wrestler', 'cost')).toMatchObject({ kind: 'number', unit: 'money' });
    expect(field('Show', 'maxDuration')).toMatchObject({ kind: 'number', unit: 'seconds' });
    expect(field('Reign', 'endDate')).toMatchObject({ kind: 'date', nullable: true });
    expect(field('Production', 'venueId')).toMatchObject({ kind: 'ref', table: 'Venue', nullable: true });
    expect(field('Appearance', 'groupId')).toMatchObject({ kind: 'number' });
    expect(field('Segment', 'meta')).toMatchObject({ kind: 'json' });
    expect(field('Segment', 'type')).toMatchObject({ kind: 'enum' });
    expect(field('Game', 'tutorialStep')).toMatchObject({ kind: 'enum', options: [0, 1, 2, 3, 4, 5, 'done', 'skipped'] });
    expect(describeFields('Wrestler').some((f) => f.key === 'id')).toBe(false);
  });

  it.each([
    ['Wrestler', 'points', ' 42.5 ', 42.5],
    ['Wrestler', 'brandIds', '3, 4 7,', [3, 4, 7]],
    ['Wrestler', 'brandIds', '', []],
    ['Wrestler', 'dob', '1990-02-28', '1990-02-28'],
    ['Wrestler', 'dob', '', ''],
    ['Reign', 'endDate', '', null],
    ['Production', 'venueId', '', null],
    ['Production', 'venueId', '12', 12],
    ['Game', 'tutorialStep', '3', 3],
    ['Game', 'tutorialStep', 'done', 'done'],
    ['Wrestler', 'images', 'a.png\n\n b.png ', ['a.png', 'b.png']],
    ['Rumble', 'eliminatedByIds', '[[1,2],[3]]', [[1, 2], [3]]],
  ] as const)('reads %s.%s from "%s"', (table, key, input, value) => {
    expect(parseInput(field(table, key), input)).toEqual({ ok: true, value });
  });

  it.each([
    ['Wrestler', 'points', '', 'Enter a number.'],
    ['Wrestler', 'points', '12abc', 'Enter a number.'],
    ['Wrestler', 'brandIds', '3, x', 'Ids are whole numbers above 0, separated by commas ("x" is not).'],
    ['Wrestler', 'dob', '1990-02-30', 'Enter a date as YYYY-MM-DD.'],
    ['Reign', 'championshipId', '', 'Enter the id of a Championship record.'],
    ['Production', 'venueId', '1.5', 'An id is a whole number above 0.'],
    ['Wrestler', 'gender', 'OTHER', 'Choose one of the listed values.'],
    ['Segment', 'meta', '{oops', 'This is not valid JSON.'],
  ] as const)('refuses %s.%s "%s"', (table, key, input, error) => {
    expect(parseInput(field(table, key), input)).toEqual({ ok: false, error });
  });

  it('round-trips a record through its form', () => {
    const fields = describeFields('Rumble');
    const record = { ...defaultsOf('Rumble'), name: 'Royal', date: '2027-01-30', entryIds: [1, 2], eliminatedByIds: [[2]], winnerId: null, active: true, duration: 120 };
    const parsed = parseForm(fields, toInputs(fields, record));
    expect(parsed.ok && parsed.values).toEqual(record);
  });
});
