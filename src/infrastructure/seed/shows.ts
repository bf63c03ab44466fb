import { showTypes } from '../../domain/catalog/show-types';
import { createShow, type Show, type ShowFrequency, type ShowTypeKey, type Stored } from '../../domain/entities';
import { AWE_MAIN, BRAND, VWU_BRANDS } from './ids';
import { wrestlerIdByName } from './wrestlers';

/** Who works a show, by staff name. */
interface Crew {
  commentators: string[];
  referees: string[];
  interviewers: string[];
  authorities: string[];
}

const crew = (commentators: string[], referees: string[], interviewers: string[], authorities: string[]): Crew => ({
  commentators, referees, interviewers, authorities,
});

const ONSLAUGHT = crew(['Milton Ferris', 'Jackie Pembroke', 'Trevor Dane'], ['Lou Petrillo', 'Earl Tidwell'], ['Kelsey Dunbar'], ['Victoria Ashdown']);
const UPRISING = crew(['Rudy Castellanos', 'Trevor Dane'], ['Dana Whitcombe', 'Earl Tidwell'], ['Nina Albarran'], ['Harlan Briggs']);
const BLITZ = crew(['Trevor Dane'], ['Earl Tidwell'], ['Nina Albarran'], ['Harlan Briggs']);
const AWE_EVENT = crew(['Milton Ferris', 'Jackie Pembroke', 'Rudy Castellanos'], ['Lou Petrillo', 'Dana Whitcombe', 'Earl Tidwell'], ['Kelsey Dunbar', 'Nina Albarran'], ['Conrad Blackmoor']);
const FOUNDRY = crew(['Sam Albrecht'], ['Marco Benassi', 'Earl Tidwell'], ['Kelsey Dunbar'], ['Desiree Mott']);
const VOLTAGE = crew(['Benny Ruiz', 'Phil Garrity', 'Renata Solis'], ['Gil Navarro', 'Paulette Greene'], ['Tasha Merriweather'], ['Gordon Achterberg']);
const SURGE = crew(['Renata Solis', 'Benny Ruiz'], ['Paulette Greene', 'Gil Navarro'], ['Tasha Merriweather'], ['Lydia Carraway']);
const VWU_EVENT = crew(['Benny Ruiz', 'Phil Garrity', 'Renata Solis'], ['Gil Navarro', 'Paulette Greene'], ['Tasha Merriweather'], ['Gordon Achterberg', 'Lydia Carraway']);
const TENRAI = crew(['Haruki Mitarai', 'Noboru Sakamaki'], ['Kazuo Umezawa', 'Isamu Tokuda'], ['Mayumi Aoki'], ['Shigeo Kumada']);
const SUMMIT = crew(['Benny Ruiz', 'Haruki Mitarai'], ['Gil Navarro', 'Kazuo Umezawa'], ['Tasha Merriweather', 'Mayumi Aoki'], ['Gordon Achterberg', 'Shigeo Kumada']);
const NPW = crew(['Marv Bellamy', 'Ginny Szabo'], ['Stan Kowal', 'Rita Ferrante'], ['Jordy Yates'], ['Walt Duchene']);

type When = Pick<Show, 'frequency' | 'dayIndex' | 'weekIndex' | 'monthIndex'>;
const at = (frequency: ShowFrequency, dayIndex: number, weekIndex = 0, monthIndex = 0): When => ({
  frequency, dayIndex, weekIndex, monthIndex,
});
// DESIGN §3: dayIndex 0 = Sunday; weekIndex = floor(dayOfMonth / 7), so 1..3 exist in every month.
const [SUN, MON, TUE, WED, THU, FRI, SAT] = [0, 1, 2, 3, 4, 5, 6];
const weekly = (day: number): When => at('weekly', day);
const monthly = (week: number, day: number): When => at('monthly', day, week);
const yearly = (month: number, week: number, day: number): When => at('yearly', day, week, month);
const [JAN, FEB, MAR, APR, MAY, JUN, JUL, AUG, SEP, OCT, NOV, DEC] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];

/** [name, schedule, economy preset, maxDuration (s), brands, minPoints, maxPoints, crew, description]. */
type ShowRow = readonly [string, When, ShowTypeKey, number, number[], number, number, Crew, string];

// SPEC §9 durations: 8280 (flagship TV), 5400 (second TV show), 3600 (weekly cable),
// 10800–18000 (events: 10800 monthly-scale, 14400 majors, 18000 the biggest night), 480 (short online show).
const SHOWS: readonly ShowRow[] = [
  ['AWE Onslaught', weekly(MON), 'TV', 8280, [BRAND.ONSLAUGHT], 30, 100, ONSLAUGHT, 'Three hours of Monday night television.'],
  ['AWE Uprising', weekly(FRI), 'TV', 5400, [BRAND.UPRISING], 30, 100, UPRISING, 'Friday night television.'],
  ['AWE Foundry', weekly(TUE), 'CABLE', 3600, [BRAND.FOUNDRY], 10, 75, FOUNDRY, 'The developmental hour on cable.'],
  ['AWE Blitz', weekly(WED), 'X', 480, AWE_MAIN, 50, 100, BLITZ, 'One fast match a week, streamed online.'],
  ['AWE Gauntlet of Kings', yearly(JAN, 3, SAT), 'MAJOR_PPV', 14400, AWE_MAIN, 40, 100, AWE_EVENT, 'Thirty enter, one heads to the Grand Summit.'],
  ['AWE Iron Verdict', yearly(FEB, 3, SAT), 'PPV', 10800, AWE_MAIN, 30, 100, AWE_EVENT, 'The last stop on the road to the Grand Summit.'],
  ['AWE Grand Summit', yearly(APR, 1, SUN), 'WORLD', 18000, AWE_MAIN, 40, 100, AWE_EVENT, 'The biggest night of the year, in a stadium.'],
  ['AWE Crown & Chains', yearly(MAY, 2, SAT), 'PPV', 10800, AWE_MAIN, 30, 100, AWE_EVENT, 'Every title on the line.'],
  ['AWE Night of Steel', yearly(JUL, 1, SAT), 'PPV', 10800, AWE_MAIN, 30, 100, AWE_EVENT, 'Cage matches under the summer sky.'],
  ['AWE Summer Siege', yearly(AUG, 1, SAT), 'MAJOR_PPV', 14400, AWE_MAIN, 40, 100, AWE_EVENT, 'The summer spectacle.'],
  ['AWE Burning Bridges', yearly(SEP, 3, SAT), 'PPV', 10800, AWE_MAIN, 30, 100, AWE_EVENT, 'Old alliances end here.'],
  ['AWE Harvest of Champions', yearly(NOV, 3, SAT), 'MAJOR_PPV', 14400, AWE_MAIN, 40, 100, AWE_EVENT, 'Brand against brand at the end of autumn.'],
  ['AWE Frozen Fury', yearly(DEC, 2, SAT), 'PPV', 10800, AWE_MAIN, 30, 100, AWE_EVENT, 'The year closes in the cold.'],
  ['AWE Foundry: Ascension', yearly(MAR, 1, SAT), 'PPV', 10800, [BRAND.FOUNDRY], 15, 75, FOUNDRY, 'Developmental special in spring.'],
  ['AWE Foundry: Breakout', yearly(JUN, 3, SAT), 'PPV', 10800, [BRAND.FOUNDRY], 15, 75, FOUNDRY, 'Developmental special in summer.'],
  ['AWE Foundry: Gridlock', yearly(OCT, 2, SUN), 'PPV', 10800, [BRAND.FOUNDRY], 15, 75, FOUNDRY, 'Developmental special in autumn.'],
  ['VWU Voltage', weekly(WED), 'CABLE', 3600, [BRAND.VOLTAGE], 25, 100, VOLTAGE, 'Wednesday night cable.'],
  ['VWU Surge', weekly(SAT), 'CABLE', 3600, [BRAND.SURGE], 20, 100, SURGE, 'Saturday night cable.'],
  ['VWU Full Throttle', yearly(MAR, 2, SUN), 'PPV', 10800, VWU_BRANDS, 30, 100, VWU_EVENT, 'The spring pay-per-view.'],
  ['VWU Bedlam by the Bay', yearly(MAY, 3, SUN), 'PPV', 10800, VWU_BRANDS, 30, 100, VWU_EVENT, 'A night of chaos on the coast.'],
  ['VWU Everest', yearly(AUG, 3, SUN), 'MAJOR_PPV', 14400, VWU_BRANDS, 40, 100, VWU_EVENT, 'The Union\'s stadium show.'],
  ['VWU Fault Line', yearly(OCT, 3, SAT), 'PPV', 10800, VWU_BRANDS, 30, 100, VWU_EVENT, 'Where feuds crack open.'],
  ['VWU Winter Wire', yearly(DEC, 1, SUN), 'PPV', 10800, VWU_BRANDS, 30, 100, VWU_EVENT, 'Barbed wire for the holidays.'],
  ['Tenrai Spirit', weekly(SAT), 'CABLE', 3600, [BRAND.TENRAI], 10, 100, TENRAI, 'The weekly tour broadcast.'],
  ['Tenrai Hall Series', monthly(2, SUN), 'PPV', 10800, [BRAND.TENRAI], 30, 100, TENRAI, 'A monthly card in the sacred hall.'],
  ['Tenrai Dome Spectacle', yearly(JAN, 1, SUN), 'MAJOR_PPV', 18000, [BRAND.TENRAI], 40, 100, TENRAI, 'The dome show that opens every year.'],
  ['Tenrai Summer Thunder Finals', yearly(AUG, 2, SAT), 'PPV', 10800, [BRAND.TENRAI], 30, 100, TENRAI, 'The final of the summer league.'],
  ['Tenrai Autumn Clash', yearly(OCT, 1, SAT), 'PPV', 10800, [BRAND.TENRAI], 30, 100, TENRAI, 'Autumn\'s biggest card.'],
  ['Summit of Nations', yearly(JUN, 3, SUN), 'MAJOR_PPV', 14400, [...VWU_BRANDS, BRAND.TENRAI], 40, 100, SUMMIT, 'Vanguard and Tenrai open the door between them.'],
  ['NPW Friction', weekly(THU), 'CABLE', 3600, [BRAND.NPW], 10, 100, NPW, 'Thursday night streaming from the Armory.'],
  ['NPW Quickfire', weekly(SUN), 'X', 480, [BRAND.NPW], 10, 60, NPW, 'One short match for the up-and-comers.'],
  ['NPW Rust & Glory', monthly(2, SAT), 'PPV', 10800, [BRAND.NPW], 20, 100, NPW, 'The monthly supercard.'],
  ['NPW Hometown Heat', yearly(JUN, 3, SAT), 'PPV', 10800, [BRAND.NPW], 30, 100, NPW, 'The summer show back home.'],
  ['NPW Anniversary Riot', yearly(SEP, 3, SAT), 'PPV', 10800, [BRAND.NPW], 30, 100, NPW, 'Another year of Northgate.'],
  ['NPW Cold Steel', yearly(DEC, 3, SAT), 'PPV', 10800, [BRAND.NPW], 30, 100, NPW, 'The year-end card.'],
];

const ids = (names: string[]): number[] => names.map(wrestlerIdByName);

export function seedShows(): Stored<Show>[] {
  return SHOWS.map(([name, when, type, maxDuration, brandIds, minPoints, maxPoints, staff, desc], index) => {
    // The economy is the preset's (SPEC §3 show types); the preset's cost is the production's, not the show's.
    const { cost: _cost, ...economy } = showTypes[type];
    return {
      ...createShow({
        name,
        desc,
        ...when,
        type,
        ...economy,
        special: type !== 'TV' && type !== 'CABLE' && type !== 'X',
        maxDuration,
        brandIds: [...brandIds],
        minPoints,
        maxPoints,
        commentatorIds: ids(staff.commentators),
        refereeIds: ids(staff.referees),
        interviewerIds: ids(staff.interviewers),
        authorityIds: ids(staff.authorities),
      }),
      id: index + 1,
    };
  });
}
