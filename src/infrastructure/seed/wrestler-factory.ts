import { addDays } from '../../domain/dates';
import {
  createWrestler,
  type Alignment,
  type Gender,
  type Role,
  type Wrestler,
  type WrestlerClass,
} from '../../domain/entities';
import type { Rng } from '../../domain/rules/rng';
import { HOMETOWNS, type HomeKey } from './hometowns';
import { SEED_DATE } from './ids';
import { clamp, intBetween, pickOne, rngFor } from './random';

/** One curated wrestler: [ring name, class, alignment, finisher, hometown]. */
export type TalentRow = readonly [string, WrestlerClass, Alignment, string, HomeKey];

/** One curated staff member: [name, role, gender, finisher from their ring days, hometown]. */
export type StaffRow = readonly [string, Role, Gender, string, HomeKey];

/** How rich a promotion is: dollars per appearance and followers, both per (points/10)². */
export interface Tier {
  cost: number;
  followers: number;
}

/** A gendered list, best first; points fall evenly from `top` to `bottom`. */
export interface RosterList {
  top: number;
  bottom: number;
  rows: readonly TalentRow[];
}

export interface RosterSpec {
  brandIds: number[];
  tier: Tier;
  men: RosterList;
  women: RosterList;
}

// [min height, max height] in cm and [min weight, max weight] in kg per class, men then women.
const BODY: Record<WrestlerClass, { M: readonly number[]; F: readonly number[] }> = {
  GIANT: { M: [203, 216, 140, 185], F: [180, 190, 85, 100] },
  BRUISER: { M: [186, 198, 112, 138], F: [170, 180, 70, 85] },
  WRESTLER: { M: [180, 193, 95, 115], F: [163, 175, 56, 68] },
  FIGHTER: { M: [178, 190, 88, 105], F: [162, 174, 55, 66] },
  BOXER: { M: [178, 188, 86, 100], F: [163, 173, 55, 64] },
  SPECIALIST: { M: [175, 188, 85, 100], F: [160, 172, 52, 62] },
  CRUISER: { M: [166, 180, 70, 86], F: [154, 166, 47, 56] },
};

const SPECIALS: Record<WrestlerClass, readonly string[]> = {
  WRESTLER: ['German Suplex', 'Brainbuster', 'Northern Lights Suplex', 'Spinebuster', 'Half Crab', 'Bridging Suplex'],
  BRUISER: ['Short-Arm Lariat', 'Sitout Powerbomb', 'Backbreaker', 'Headbutt', 'Uranage', 'Spinebuster'],
  FIGHTER: ['Running Knee', 'Spinning Heel Kick', 'Rolling Elbow', 'Enzuigiri', 'Triangle Choke', 'Spinning Backfist'],
  BOXER: ['Jab Combination', 'Uppercut Flurry', 'Superman Punch', 'Body Blow Barrage', 'Spinning Backfist'],
  SPECIALIST: ['Crossface', 'Ankle Lock', 'Octopus Hold', 'Cobra Clutch', 'Dragon Sleeper', 'Kneebar'],
  CRUISER: ['Springboard Moonsault', 'Shooting Star Press', 'Hurricanrana', 'Corkscrew Plancha', 'Tornado DDT', 'Double Stomp'],
  GIANT: ['Chokeslam', 'Big Boot', 'Samoan Drop', 'Powerslam', 'Jackhammer', 'Bear Hug'],
};

/** A date `years` before the seed date, on a drawn day of the year. */
function birthday(rng: Rng, age: number): string {
  const year = Number(SEED_DATE.slice(0, 4)) - age;
  const month = String(intBetween(rng, 1, 12)).padStart(2, '0');
  const day = String(intBetween(rng, 1, 28)).padStart(2, '0');
  return `${year}-${month}-${day}`;
}

function place(home: HomeKey): Pick<Wrestler, 'billedFrom' | 'region' | 'country'> {
  const [billedFrom, region, country] = HOMETOWNS[home];
  return { billedFrom, region, country };
}

function body(rng: Rng, cls: WrestlerClass, gender: Gender): Pick<Wrestler, 'height' | 'weight'> {
  const [hMin, hMax, wMin, wMax] = BODY[cls][gender === 'MALE' ? 'M' : 'F'];
  return { height: intBetween(rng, hMin, hMax), weight: intBetween(rng, wMin, wMax) };
}

const roundTo = (value: number, step: number): number => Math.round(value / step) * step;

/** An in-ring wrestler whose stats follow from points: stars are popular, experienced and dear. */
export function talent(row: TalentRow, gender: Gender, points: number, brandIds: number[], tier: Tier): Wrestler {
  const [name, cls, alignment, finisher, home] = row;
  const rng = rngFor(name);
  const age = 21 + Math.round((points / 100) * 10 + rng() * 13);
  const matches = Math.round((age - 19) * (16 + rng() * 24));
  const winRate = 0.3 + points / 200 + (rng() - 0.5) * 0.1;
  const wins = Math.round(matches * winRate);
  const draws = Math.round(matches * 0.03 * rng());
  const partTime = age >= 42;
  const scale = (points / 10) ** 2;
  return createWrestler({
    name,
    gender,
    class: cls,
    alignment,
    role: 'WRESTLER',
    brandIds: [...brandIds],
    ...place(home),
    ...body(rng, cls, gender),
    dob: birthday(rng, age),
    points,
    morale: Math.round(35 + rng() * 50),
    stamina: clamp(Math.round(45 + points * 0.35 + rng() * 20)),
    popularity: clamp(Math.round(points * 0.85 + rng() * 15 - 3)),
    charisma: clamp(Math.round(15 + points * 0.65 + rng() * 20)),
    followers: 1000 + roundTo(tier.followers * scale * (0.6 + rng() * 0.8), 100),
    wins,
    draws,
    losses: matches - wins - draws,
    streak: intBetween(rng, 0, points > 60 ? 6 : 2),
    damage: intBetween(rng, 0, 3) * 0.5,
    cost: Math.max(100, roundTo(tier.cost * scale, 100)),
    contractType: partTime ? 'PART' : 'FULL',
    remainingAppearances: partTime ? 24 : 52,
    contractExpires: addDays(SEED_DATE, intBetween(rng, 40, 1100)),
    finisher,
    special: pickOne(rng, SPECIALS[cls]),
  });
}

/**
 * Commentators, referees, interviewers and authority figures are Wrestler records with a role.
 * Their points stay 0 so they are never eligible for a show's points band or a random match.
 */
export function staff(row: StaffRow, brandIds: number[], tier: Tier): Wrestler {
  const [name, role, gender, finisher, home] = row;
  const rng = rngFor(name);
  return createWrestler({
    name,
    gender,
    role,
    class: 'WRESTLER',
    alignment: role === 'OWNER' || role === 'AUTHORITY' ? pickOne(rng, ['GOOD', 'BAD'] as const) : 'NEUTRAL',
    brandIds: [...brandIds],
    ...place(home),
    ...body(rng, 'WRESTLER', gender),
    dob: birthday(rng, intBetween(rng, 34, 66)),
    points: 0,
    morale: intBetween(rng, 50, 85),
    stamina: intBetween(rng, 30, 60),
    popularity: intBetween(rng, 20, 65),
    charisma: intBetween(rng, 45, 90),
    // The voices and faces of a show are known; referees much less so.
    followers: 1000 + roundTo(tier.followers * (role === 'REFEREE' ? 0.2 + rng() : 3 + rng() * 12), 100),
    cost: roundTo(tier.cost * (2 + rng() * 3), 100),
    contractExpires: addDays(SEED_DATE, intBetween(rng, 120, 1100)),
    finisher,
    special: pickOne(rng, SPECIALS.WRESTLER),
  });
}

/** Points fall evenly down a list, best first. */
export const pointsAt = (list: RosterList, index: number): number =>
  list.rows.length === 1
    ? list.top
    : Math.round(list.top - ((list.top - list.bottom) * index) / (list.rows.length - 1));

export function rosterRecords(spec: RosterSpec): Wrestler[] {
  const men = spec.men.rows.map((row, i) => talent(row, 'MALE', pointsAt(spec.men, i), spec.brandIds, spec.tier));
  const women = spec.women.rows.map((row, i) =>
    talent(row, 'FEMALE', pointsAt(spec.women, i), spec.brandIds, spec.tier),
  );
  return [...men, ...women];
}
