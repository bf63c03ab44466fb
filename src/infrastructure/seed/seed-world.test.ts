import { showTypes } from '../../domain/catalog/show-types';
import { diffDays, isIsoDate } from '../../domain/dates';
import {
  entityFactories,
  WrestlerClass,
  type EntityByTable,
  type Show,
  type Stored,
  type TableName,
  type Wrestler,
} from '../../domain/entities';
import { fitsTitle } from '../../domain/rules/title-fit';
import { BRAND, SEED_DATE, SEED_GROUPS, seedWorld } from '.';

const world = seedWorld();
const rows = <K extends TableName>(table: K): Stored<EntityByTable[K]>[] => world[table] ?? [];
const ids = (table: TableName): Set<number> => new Set(rows(table).map((row) => row.id));

const wrestlers = rows('Wrestler');
const wrestlerById = new Map(wrestlers.map((w) => [w.id, w]));
const championships = rows('Championship');
const reigns = rows('Reign');
const shows = rows('Show');
const seededTables = Object.keys(world) as TableName[];
const inRing = (w: Wrestler): boolean => w.role === 'WRESTLER' && w.active;
const sorted = (list: readonly number[]): number[] => [...list].sort((a, b) => a - b);

describe('when the seed world is built', () => {
  it('writes no Game row and every other table the new game needs', () => {
    expect(world.Game).toBeUndefined();
    expect([...seededTables].sort()).toEqual(['Brand', 'Championship', 'Company', 'Reign', 'Show', 'Venue', 'Wrestler']);
  });

  it.each(seededTables)('numbers the %s rows 1..n', (table) => {
    expect(rows(table).map((row) => row.id)).toEqual(rows(table).map((_, i) => i + 1));
  });

  it.each(seededTables)('gives every %s record exactly the fields of its factory', (table) => {
    const factory = entityFactories[table] as (partial?: object) => object;
    const expectedKeys = ['id', ...Object.keys(factory())].sort();
    for (const record of rows(table)) {
      expect(Object.keys(record).sort()).toEqual(expectedKeys);
      expect(factory(record)).toEqual(record);
    }
  });

  it('is the same world on every call, and a fresh copy each time', () => {
    const again = seedWorld();
    expect(again).toEqual(world);
    again.Wrestler![0].brandIds.push(99);
    expect(wrestlers[0].brandIds).not.toContain(99);
  });

  it('names every group that /import can re-add', () => {
    expect(Object.values(SEED_GROUPS).flat().sort()).toEqual([...seededTables].sort());
  });

  it('has the sizes of SPEC §1', () => {
    const npw = wrestlers.filter((w) => w.role === 'WRESTLER' && w.brandIds.includes(BRAND.NPW));
    const japanese = championships.filter((c) => c.brandIds.includes(BRAND.TENRAI));
    expect(shows.length).toBeGreaterThanOrEqual(32);
    expect(shows.length).toBeLessThanOrEqual(38);
    expect(rows('Venue')).toHaveLength(13);
    expect(championships.length).toBeGreaterThanOrEqual(30);
    expect(japanese.length).toBeGreaterThanOrEqual(11);
    expect(japanese.length).toBeLessThanOrEqual(13);
    expect(npw.length).toBeGreaterThanOrEqual(70);
    expect(npw.length).toBeLessThanOrEqual(80);
    expect(rows('Company').length).toBeGreaterThanOrEqual(3);
    expect(rows('Brand').length).toBeGreaterThanOrEqual(6);
  });
});

describe('when records refer to each other', () => {
  const brands = ids('Brand');
  const titleIds = ids('Championship');

  it('points every brand at a company and at a director on its staff', () => {
    for (const brand of rows('Brand')) {
      expect(ids('Company')).toContain(brand.companyId);
      const director = wrestlerById.get(brand.directorId!);
      expect(director?.role).toMatch(/^(OWNER|AUTHORITY)$/);
      expect(director?.brandIds).toContain(brand.id);
    }
  });

  it('puts every wrestler on existing brands and aims their goals at existing titles', () => {
    for (const w of wrestlers) {
      expect(w.brandIds.length).toBeGreaterThan(0);
      for (const id of w.brandIds) expect(brands).toContain(id);
      for (const id of w.goalIds) expect(titleIds).toContain(id);
    }
    expect(wrestlers.some((w) => w.goalIds.length > 0)).toBe(true);
  });

  it('links titles and reigns only to existing brands, titles and wrestlers', () => {
    for (const title of championships) {
      for (const id of title.brandIds) expect(brands).toContain(id);
      for (const id of title.wrestlerIds) expect(wrestlerById.has(id)).toBe(true);
    }
    for (const reign of reigns) {
      expect(titleIds).toContain(reign.championshipId);
      for (const id of reign.wrestlerIds) expect(wrestlerById.has(id)).toBe(true);
    }
  });

  const staffRoles: [keyof Show, RegExp][] = [
    ['commentatorIds', /^COMMENTATOR$/],
    ['refereeIds', /^REFEREE$/],
    ['interviewerIds', /^INTERVIEWER$/],
    ['authorityIds', /^(AUTHORITY|OWNER)$/],
  ];
  it.each(staffRoles)('staffs every show\'s %s with people of that role from its brands', (field, role) => {
    for (const show of shows) {
      const staff = show[field] as number[];
      expect(staff.length).toBeGreaterThan(0);
      for (const id of staff) {
        const person = wrestlerById.get(id)!;
        expect(person.role).toMatch(role);
        expect(person.brandIds.some((b) => show.brandIds.includes(b))).toBe(true);
      }
    }
  });
});

describe('when titles are held', () => {
  it('ranks titles by list index + 10', () => {
    expect(championships.map((c) => c.rank)).toEqual(championships.map((_, i) => i + 10));
  });

  it('has the holder counts the title names promise', () => {
    for (const title of championships) {
      const expected = /Trios|Six-Man/.test(title.name) ? 3 : /Tag Team/.test(title.name) ? 2 : 1;
      expect(title.holders, title.name).toBe(expected);
      expect(title.wrestlerIds, title.name).toHaveLength(expected);
    }
  });

  it('gives every title holders of its gender, on its brands and within its points band', () => {
    for (const title of championships) {
      for (const id of title.wrestlerIds) {
        const holder = wrestlerById.get(id)!;
        expect(inRing(holder), holder.name).toBe(true);
        if (title.gender !== 'INTERGENDER') expect(holder.gender, title.name).toBe(title.gender);
        expect(holder.brandIds.some((b) => title.brandIds.includes(b)), holder.name).toBe(true);
        expect(holder.points).toBeGreaterThanOrEqual(title.minPoints);
        expect(holder.points).toBeLessThanOrEqual(title.maxPoints);
      }
    }
    expect(new Set(championships.map((c) => c.gender))).toEqual(new Set(['MALE', 'FEMALE', 'INTERGENDER']));
  });

  it('gives every title, and every reign in its history, holders that fit it by the game\'s own rule (DESIGN §4)', () => {
    const byTitle = new Map(championships.map((c) => [c.id, c]));
    for (const title of championships) expect(fitsTitle(title, title.wrestlerIds.map((id) => wrestlerById.get(id)!)), title.name).toBe(true);
    for (const reign of reigns) {
      const title = byTitle.get(reign.championshipId)!;
      expect(fitsTitle(title, reign.wrestlerIds.map((id) => wrestlerById.get(id)!)), `${title.name} ${reign.startDate}`).toBe(true);
    }
  });

  it('never gives one wrestler two titles at once', () => {
    const holders = championships.flatMap((c) => c.wrestlerIds);
    expect(new Set(holders).size).toBe(holders.length);
  });
});

describe('when reign histories are read', () => {
  const history = (titleId: number) =>
    reigns.filter((r) => r.championshipId === titleId).sort((a, b) => a.startDate.localeCompare(b.startDate));

  it('has exactly one open reign per held title, held by its current holders', () => {
    for (const title of championships) {
      const open = history(title.id).filter((r) => r.endDate === null);
      expect(open, title.name).toHaveLength(1);
      expect(sorted(open[0].wrestlerIds)).toEqual(sorted(title.wrestlerIds));
    }
  });

  it('gives every title several past reigns, in order, without overlap, before the seed date', () => {
    for (const title of championships) {
      const list = history(title.id);
      expect(list.length, title.name).toBeGreaterThanOrEqual(4);
      expect(list.at(-1)!.endDate).toBeNull();
      list.forEach((reign, i) => {
        expect(isIsoDate(reign.startDate)).toBe(true);
        expect(reign.startDate < SEED_DATE).toBe(true);
        const end = reign.endDate ?? SEED_DATE;
        expect(diffDays(reign.startDate, end)).toBeGreaterThan(0);
        if (i > 0) expect(list[i - 1].endDate! <= reign.startDate, title.name).toBe(true);
        if (i > 0) expect(sorted(list[i - 1].wrestlerIds)).not.toEqual(sorted(reign.wrestlerIds));
      });
    }
  });

  it('crowns the right number of wrestlers of the right gender in every reign', () => {
    for (const reign of reigns) {
      const title = championships[reign.championshipId - 1];
      expect(reign.wrestlerIds).toHaveLength(title.holders);
      expect(new Set(reign.wrestlerIds).size).toBe(title.holders);
      for (const id of reign.wrestlerIds) {
        if (title.gender !== 'INTERGENDER') expect(wrestlerById.get(id)!.gender).toBe(title.gender);
      }
      expect(Number.isInteger(reign.defenses) && reign.defenses >= 0).toBe(true);
    }
  });
});

describe('when shows are scheduled', () => {
  it('uses only the durations of SPEC §9', () => {
    for (const show of shows) {
      const fixed = [8280, 5400, 3600, 480].includes(show.maxDuration);
      const event = show.maxDuration >= 10800 && show.maxDuration <= 18000;
      expect(fixed || event, show.name).toBe(true);
    }
    expect(new Set(shows.map((s) => s.maxDuration))).toEqual(new Set([8280, 5400, 3600, 480, 10800, 14400, 18000]));
  });

  it('copies its economy from its show-type preset', () => {
    for (const show of shows) {
      const { cost: _cost, ...economy } = showTypes[show.type];
      expect(show).toMatchObject(economy);
    }
  });

  it('runs weekly, monthly and yearly shows on days that exist', () => {
    expect(new Set(shows.map((s) => s.frequency))).toEqual(new Set(['weekly', 'monthly', 'yearly']));
    for (const show of shows) {
      expect(show.dayIndex).toBeGreaterThanOrEqual(0);
      expect(show.dayIndex).toBeLessThanOrEqual(6);
      if (show.frequency !== 'weekly') expect([1, 2, 3]).toContain(show.weekIndex);
      expect(show.monthIndex).toBeGreaterThanOrEqual(0);
      expect(show.monthIndex).toBeLessThanOrEqual(11);
      expect(show.brandIds.length).toBeGreaterThan(0);
      expect(show.minPoints).toBeGreaterThanOrEqual(0);
      expect(show.maxPoints).toBeLessThanOrEqual(100);
      expect(show.minPoints).toBeLessThan(show.maxPoints);
    }
  });

  it('leaves every brand of every show enough wrestlers of each gender inside the show\'s band', () => {
    for (const show of shows) {
      for (const brandId of show.brandIds) {
        const eligible = wrestlers.filter(
          (w) => inRing(w) && w.brandIds.includes(brandId) && w.points >= show.minPoints && w.points <= show.maxPoints,
        );
        expect(eligible.filter((w) => w.gender === 'MALE').length, show.name).toBeGreaterThanOrEqual(8);
        expect(eligible.filter((w) => w.gender === 'FEMALE').length, show.name).toBeGreaterThanOrEqual(4);
      }
    }
  });
});

describe('when wrestlers are read', () => {
  const stats = ['points', 'morale', 'stamina', 'popularity', 'charisma', 'damage'] as const;

  it('keeps every capped stat within 0..100 and records non-negative integers', () => {
    for (const w of wrestlers) {
      for (const stat of stats) {
        expect(w[stat], `${w.name} ${stat}`).toBeGreaterThanOrEqual(0);
        expect(w[stat], `${w.name} ${stat}`).toBeLessThanOrEqual(100);
      }
      for (const count of [w.wins, w.losses, w.draws, w.streak]) expect(Number.isInteger(count) && count >= 0).toBe(true);
      expect(w.followers).toBeGreaterThan(0);
      expect(w.cost).toBeGreaterThanOrEqual(100);
    }
  });

  it('spreads the smaller promotion\'s roster from 10 to 96 points', () => {
    const points = wrestlers.filter((w) => w.role === 'WRESTLER' && w.brandIds.includes(BRAND.NPW)).map((w) => w.points);
    expect(Math.min(...points)).toBe(10);
    expect(Math.max(...points)).toBe(96);
  });

  it('gives every wrestler a plausible body, birthday, hometown, moves and a contract past the seed date', () => {
    for (const w of wrestlers) {
      expect(Object.values(WrestlerClass)).toContain(w.class);
      expect(w.height).toBeGreaterThanOrEqual(150);
      expect(w.height).toBeLessThanOrEqual(220);
      expect(w.weight).toBeGreaterThanOrEqual(45);
      expect(w.weight).toBeLessThanOrEqual(190);
      expect(isIsoDate(w.dob)).toBe(true);
      const age = diffDays(w.dob, SEED_DATE) / 365.25;
      expect(age).toBeGreaterThan(18);
      expect(age).toBeLessThan(70);
      expect(w.billedFrom && w.region && w.country && w.finisher && w.special, w.name).toBeTruthy();
      expect(w.contractExpires > SEED_DATE).toBe(true);
    }
  });

  it('uses every class, alignment and gender, and never repeats a name', () => {
    const talent = wrestlers.filter(inRing);
    expect(new Set(talent.map((w) => w.class)).size).toBe(Object.keys(WrestlerClass).length);
    expect(new Set(talent.map((w) => w.alignment))).toEqual(new Set(['GOOD', 'BAD', 'NEUTRAL']));
    expect(new Set(talent.map((w) => w.gender))).toEqual(new Set(['MALE', 'FEMALE']));
    expect(new Set(wrestlers.map((w) => w.name)).size).toBe(wrestlers.length);
  });
});
