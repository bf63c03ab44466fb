import {
  createChampionship,
  type Championship,
  type ChampionshipGender,
  type Stored,
  type Wrestler,
} from '../../domain/entities';
import { AWE_MAIN, BRAND, VWU_BRANDS } from './ids';
import { wrestlerIdByName } from './wrestlers';

/** [name, brandIds, gender, holders at once, minPoints, maxPoints, current holders]. */
type TitleRow = readonly [string, number[], ChampionshipGender, number, number, number, readonly string[]];

const { ONSLAUGHT, UPRISING, FOUNDRY, VOLTAGE, SURGE, TENRAI, NPW } = BRAND;

// Most prestigious first within each promotion; rank is list index + 10 (SPEC §9).
const TITLES: readonly TitleRow[] = [
  ['AWE World Heavyweight Championship', [ONSLAUGHT], 'MALE', 1, 60, 100, ['Thaddeus Crane']],
  ['AWE Supreme Championship', [UPRISING], 'MALE', 1, 60, 100, ['Lorenzo Castellano']],
  ['AWE Onslaught Women\'s Championship', [ONSLAUGHT], 'FEMALE', 1, 50, 100, ['Seraphina Vex']],
  ['AWE Uprising Women\'s Championship', [UPRISING], 'FEMALE', 1, 50, 100, ['Aurora Blaise']],
  ['AWE Crossroads Championship', [ONSLAUGHT], 'MALE', 1, 40, 90, ['Cassius Drummond']],
  ['AWE Frontier Championship', [UPRISING], 'MALE', 1, 40, 90, ['Malik Sterling']],
  ['AWE Onslaught Tag Team Championship', [ONSLAUGHT], 'MALE', 2, 40, 95, ['Grayson Pike', 'Lucian Farrow']],
  ['AWE Uprising Tag Team Championship', [UPRISING], 'MALE', 2, 40, 95, ['Santiago Vela', 'Mateo Quintana']],
  ['AWE Women\'s Tag Team Championship', AWE_MAIN, 'FEMALE', 2, 40, 95, ['Delphine Ashby', 'Piper Lindqvist']],
  ['AWE Foundry Championship', [FOUNDRY], 'MALE', 1, 30, 80, ['Knox Everhart']],
  ['AWE Foundry Women\'s Championship', [FOUNDRY], 'FEMALE', 1, 30, 80, ['Zara Quill']],
  ['AWE Foundry Tag Team Championship', [FOUNDRY], 'MALE', 2, 20, 80, ['Kai Nakoa', 'Emmett Rhys']],
  ['VWU World Championship', VWU_BRANDS, 'MALE', 1, 60, 100, ['Lazarus Crowe']],
  ['VWU Women\'s World Championship', VWU_BRANDS, 'FEMALE', 1, 50, 100, ['Octavia Lane']],
  ['VWU World Tag Team Championship', VWU_BRANDS, 'MALE', 2, 40, 95, ['Quentin Rourke', 'Drake Mallory']],
  ['VWU Trios Championship', VWU_BRANDS, 'MALE', 3, 35, 95, ['Bodhi Marsh', 'Milo Danforth', 'Nico Ardent']],
  ['VWU Television Championship', [SURGE], 'MALE', 1, 40, 90, ['Abel Whitlock']],
  ['VWU Diamond Women\'s Championship', [VOLTAGE], 'FEMALE', 1, 40, 90, ['Hazel Brightwater']],
  ['Tenrai Grand Heavyweight Championship', [TENRAI], 'MALE', 1, 60, 100, ['Ryoga Amagi']],
  ['Tenrai Global Championship', [TENRAI], 'MALE', 1, 50, 100, ['Bastion Kroll']],
  ['Tenrai Openweight Championship', [TENRAI], 'MALE', 1, 40, 100, ['Teppei Todoroki']],
  ['Tenrai Pacific Heavyweight Championship', [TENRAI], 'MALE', 1, 40, 95, ['Orson Vale']],
  ['Tenrai Junior Heavyweight Championship', [TENRAI], 'MALE', 1, 30, 90, ['Hayate Kazama']],
  ['Tenrai Heavyweight Tag Team Championship', [TENRAI], 'MALE', 2, 40, 100, ['Genzo Kurogane', 'Koa Tavita']],
  ['Tenrai Junior Heavyweight Tag Team Championship', [TENRAI], 'MALE', 2, 25, 85, ['Rintaro Yukimura', 'Jin Asahina']],
  ['Tenrai Six-Man Tag Team Championship', [TENRAI], 'MALE', 3, 30, 95, ['Ikki Sakuragi', 'Taiga Hayama', 'Kyosuke Kamiya']],
  ['Tenrai Hardcore Championship', [TENRAI], 'MALE', 1, 20, 90, ['Kotetsu Onodera']],
  ['Tenrai Sakura Women\'s Championship', [TENRAI], 'FEMALE', 1, 50, 100, ['Akane Tsurugi']],
  ['Tenrai Women\'s Tag Team Championship', [TENRAI], 'FEMALE', 2, 35, 95, ['Nanami Oboro', 'Ivy Thornwell']],
  ['Tenrai Future Women\'s Championship', [TENRAI], 'FEMALE', 1, 20, 75, ['Kokoro Natsume']],
  ['NPW Heavyweight Championship', [NPW], 'MALE', 1, 60, 100, ['Rhett Calhoun']],
  ['NPW Women\'s Championship', [NPW], 'FEMALE', 1, 45, 100, ['Roxanne Sturgis']],
  ['NPW Tag Team Championship', [NPW], 'MALE', 2, 35, 95, ['Amos Tolliver', 'Boone Hatcher']],
  ['NPW Openweight Championship', [NPW], 'INTERGENDER', 1, 30, 100, ['Nadia Volkova']],
  ['NPW Rising Star Championship', [NPW], 'MALE', 1, 10, 55, ['Tavon Greer']],
];

/** The Japanese-style promotion's titles (SPEC §1: about 12). */
export const JAPANESE_TITLE_BRAND = TENRAI;

export function seedChampionships(): Stored<Championship>[] {
  return TITLES.map(([name, brandIds, gender, holders, minPoints, maxPoints, champions], index) => ({
    ...createChampionship({
      name,
      brandIds: [...brandIds],
      gender,
      holders,
      minPoints,
      maxPoints,
      rank: index + 10,
      wrestlerIds: champions.map(wrestlerIdByName),
      desc: `${holders === 1 ? 'Singles' : holders === 2 ? 'Tag team' : 'Trios'} title, defended on ${brandIds.length > 1 ? 'several brands' : 'one brand'}.`,
    }),
    id: index + 1,
  }));
}

/** Wrestlers who could hold the title: in-ring, active, right gender, on its brand, within its band. */
export function titlePool(title: Championship, wrestlers: readonly Stored<Wrestler>[]): Stored<Wrestler>[] {
  return wrestlers.filter(
    (w) =>
      w.role === 'WRESTLER' &&
      w.active &&
      (title.gender === 'INTERGENDER' || w.gender === title.gender) &&
      w.brandIds.some((id) => title.brandIds.includes(id)) &&
      w.points >= title.minPoints &&
      w.points <= title.maxPoints,
  );
}

/** The best wrestler chasing each title (no champion, nobody chasing two) sets it as a goal. */
export function withContenderGoals(
  wrestlers: readonly Stored<Wrestler>[],
  championships: readonly Stored<Championship>[],
): Stored<Wrestler>[] {
  const champions = new Set(championships.flatMap((title) => title.wrestlerIds));
  const goals = new Map<number, number>();
  for (const title of championships) {
    const contender = titlePool(title, wrestlers)
      .filter((w) => !champions.has(w.id) && !goals.has(w.id))
      .sort((a, b) => b.points - a.points)[0];
    if (contender) goals.set(contender.id, title.id);
  }
  return wrestlers.map((w) => (goals.has(w.id) ? { ...w, goalIds: [goals.get(w.id)!] } : w));
}
