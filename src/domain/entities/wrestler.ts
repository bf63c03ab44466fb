import { baseDefaults, withDefaults, type BaseRecord, type IsoDate } from './base';
import { addDays } from '../dates';
import type { Alignment, ContractType, Gender, Role, WrestlerClass, WrestlerStatus } from './enums';

/** The statistics that rules read capped to 0..100 (SPEC §4). */
export type CappedStat = 'points' | 'charisma' | 'damage' | 'popularity' | 'morale' | 'stamina';

export interface Wrestler extends BaseRecord {
  brandIds: number[];
  goalIds: number[];
  entranceVideoUrl: string;
  musicUrl: string;
  billedFrom: string;
  region: string;
  country: string;
  dob: IsoDate;
  /** Centimetres. */
  height: number;
  /** Kilograms. */
  weight: number;
  alignment: Alignment;
  gender: Gender;
  role: Role;
  class: WrestlerClass;
  remainingAppearances: number;
  contractType: ContractType;
  contractExpires: IsoDate;
  status: WrestlerStatus;
  active: boolean;
  retired: boolean;
  /** US dollars per appearance. */
  cost: number;
  losses: number;
  wins: number;
  draws: number;
  streak: number;
  followers: number;
  points: number;
  morale: number;
  stamina: number;
  popularity: number;
  charisma: number;
  damage: number;
  special: string;
  finisher: string;
  /**
   * Issue 15 (living rules): the first day the wrestler is fit again; '' when not injured. A date
   * on or before the game's date means healed.
   */
  injuredUntil: IsoDate;
  /** Issue 15: what the injury is ("Torn bicep"), '' when none. */
  injury: string;
  /**
   * Issue 15 (living rules): where the wrestler's points and popularity settle without use, set
   * from their own values the first living week (-1 until then) and following a career slowly
   * (stat-fade.ts), so the roster keeps its spread instead of crowding the middle.
   */
  pointsLevel: number;
  popularityLevel: number;
  /**
   * Issue 15 (living rules): after walking out of contract talks, the first day they talk again;
   * '' when they talk.
   */
  talksRefusedUntil: IsoDate;
  /**
   * Issue 35: in-ring and microphone skills, 0–100; -1 (older saves, new records) means "derive
   * from the stats" (rules/living/skills.ts reads them: inRingSkillOf, micSkillOf).
   */
  inRingSkill: number;
  micSkill: number;
  /** Issue 35: the push the player set (PUSH_LEVELS); '' means derived from points and popularity (pushOf). */
  push: string;
  /** Issue 35 (living rules): -100 (cold) … 100 (hot), moved by results and decaying weekly (momentumOf). */
  momentum: number;
  /**
   * Issue 36 (living rules, games with rivals): the first week the talent market saw this wrestler
   * as a free agent; '' while signed (and in older saves until the next market week).
   */
  unsignedSince: IsoDate;
  /**
   * Issue 36 (living rules): the in-ring level the wrestler grows toward before their prime,
   * 0–100; -1 (older saves) means "derived from the stats" (rules/living/aging.ts potentialOf).
   */
  potential: number;
  /**
   * Issue 36 (living rules): the day the wrestler's announced retirement takes effect ('' when none
   * is announced); kept after they retire, as the day they did.
   */
  retiresOn: IsoDate;
  /**
   * Issue 36 (living rules): the day the player asked the wrestler to delay an announced retirement
   * ('' when never asked): a wrestler is asked once (rules/living/retirement-delay.ts).
   */
  askedToStay: IsoDate;
}

/** "his" or "her" for a wrestler, as every sentence the world tells about them words it. */
export const his = (w: Pick<Wrestler, 'gender'>): string => (w.gender === 'FEMALE' ? 'her' : 'his');

export const DEFAULT_CONTRACT_DAYS = 365;
export const DEFAULT_APPEARANCES = 52;

/**
 * DESIGN §3: stored points default to 20. `contractExpires` needs today's date to default to one
 * year out (the domain never reads the clock); without it the field stays empty.
 */
export const createWrestler = (partial?: Partial<Wrestler>, today?: IsoDate): Wrestler =>
  withDefaults<Wrestler>(
    {
      ...baseDefaults(),
      brandIds: [],
      goalIds: [],
      entranceVideoUrl: '',
      musicUrl: '',
      billedFrom: '',
      region: '',
      country: '',
      dob: '',
      height: 180,
      weight: 170,
      alignment: 'NEUTRAL',
      gender: 'MALE',
      role: 'DEFAULT',
      class: 'WRESTLER',
      remainingAppearances: DEFAULT_APPEARANCES,
      contractType: 'FULL',
      contractExpires: today ? addDays(today, DEFAULT_CONTRACT_DAYS) : '',
      status: 'SIGNED',
      active: true,
      retired: false,
      cost: 100,
      losses: 0,
      wins: 0,
      draws: 0,
      streak: 0,
      followers: 1000,
      points: 20,
      morale: 30,
      stamina: 30,
      popularity: 0,
      charisma: 10,
      damage: 0,
      special: '',
      finisher: '',
      injuredUntil: '',
      injury: '',
      pointsLevel: -1,
      popularityLevel: -1,
      talksRefusedUntil: '',
      inRingSkill: -1,
      micSkill: -1,
      push: '',
      momentum: 0,
      unsignedSince: '',
      potential: -1,
      retiresOn: '',
      askedToStay: '',
    },
    partial,
  );
