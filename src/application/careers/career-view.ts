import type { IsoDate } from '../../domain/entities/base';
import type { Alignment, ContractType, Gender, WrestlerClass, WrestlerStatus } from '../../domain/entities/enums';
import type { CappedStat } from '../../domain/entities/wrestler';
import { readStat } from '../../domain/rules/stats';
import { inRingSkillOf, micSkillOf, momentumOf, pushIsSet, pushOf, type PushLevel } from '../../domain/rules/living/skills';
import { newestFirst as reignsNewestFirst, reignDays } from '../championships/reign-days';
import type { Repositories } from '../ports/unit-of-work.port';
import type { CareerAppearance, Named } from './career-appearances';
import { careerRecord, type CareerHistoryPage } from './career-history';
import { followedIds } from './followed-ids';
import { isInRing } from '../../domain/rules/roster';
import { requireGame } from '../game';
import { careerArcOf, careerRetirementOf, type CareerArc, type CareerRetirement } from './career-arc';

/** The stats a career shows, in this order, each read capped at 100. */
export const CAREER_STATS: readonly CappedStat[] = ['points', 'popularity', 'charisma', 'morale', 'stamina', 'damage'];

export interface CareerReign {
  id: number;
  championship: Named;
  /** Co-holders (tag partners). */
  partners: Named[];
  startDate: IsoDate;
  /** null while current. */
  endDate: IsoDate | null;
  days: number | null;
  defenses: number;
}

export interface CareerProfile {
  id: number;
  name: string;
  class: WrestlerClass;
  alignment: Alignment;
  gender: Gender;
  brandNames: string[];
  status: WrestlerStatus;
  contractType: ContractType;
  contractExpires: IsoDate;
  remainingAppearances: number;
  /** US dollars per appearance. */
  cost: number;
  followers: number;
  active: boolean;
  retired: boolean;
  /** Can still step into the ring (a career can start with them). */
  inRing: boolean;
  finisher: string;
  stats: Record<CappedStat, number>;
  /** Issue 15: the return date ('' or absent when fit) and what the injury is. */
  injuredUntil?: IsoDate;
  injury?: string;
  /** Issue 35: skills (0–100), push (set or derived) and momentum (-100..100), read through skills.ts. */
  inRingSkill: number;
  micSkill: number;
  push: PushLevel;
  pushSet: boolean;
  momentum: number;
  /** Date of birth ('' when unknown). */
  dob: IsoDate;
}

export interface CareerView {
  date: IsoDate;
  followed: boolean;
  profile: CareerProfile;
  record: { wins: number; losses: number; draws: number; streak: number };
  titles: Named[];
  /** The championship the wrestler chases (SPEC §4 goals), or null. */
  goal: Named | null;
  /** Active titles of the wrestler's division (or intergender): what a goal can be. */
  goalOptions: Named[];
  /** Newest first. */
  reigns: CareerReign[];
  /** The first page of the history: completed segments of the ten newest shows, newest first. */
  history: CareerAppearance[];
  /** Which page `history` is and how many there are (read others with `careers.history`). */
  historyPage: Omit<CareerHistoryPage, 'rows'>;
  /** Segments of productions not simulated yet, from the game date on, soonest first. */
  upcoming: CareerAppearance[];
  /** Issue 36 (living rules): age, prime, decline and potential; null in a classic game or for staff. */
  arc: CareerArc | null;
  /** Issue 36 (living rules): an announced retirement and asking them to stay; null when none. */
  retirement: CareerRetirement | null;
}

const byName = (a: Named, b: Named) => a.name.localeCompare(b.name);

/** `/career-mode/:wrestlerId`: one wrestler's career; null when no such wrestler exists. */
export function createCareerView({ repos }: { repos: Repositories }) {
  return async (wrestlerId: number): Promise<CareerView | null> => {
    const game = await requireGame(repos);
    const wrestler = Number.isSafeInteger(wrestlerId) ? await repos.Wrestler.get(wrestlerId) : undefined;
    if (!wrestler) return null;
    const [brands, championships, reigns, { history, upcoming }] = await Promise.all([
      repos.Brand.getMany(wrestler.brandIds),
      repos.Championship.all(),
      repos.Reign.all(),
      careerRecord(repos, game, wrestler.id),
    ]);
    const titleName = new Map(championships.map((c) => [c.id, c.name]));
    const own = reigns.filter((r) => r.wrestlerIds.includes(wrestler.id)).sort(reignsNewestFirst);
    const partnerIds = [...new Set(own.flatMap((r) => r.wrestlerIds))].filter((id) => id !== wrestler.id);
    const partnerName = new Map((await repos.Wrestler.getMany(partnerIds)).map((w) => [w.id, w.name]));
    const goalId = wrestler.goalIds.find((id) => titleName.has(id));

    return {
      date: game.date,
      followed: followedIds(game).includes(wrestler.id),
      profile: {
        injuredUntil: wrestler.injuredUntil, injury: wrestler.injury,
        id: wrestler.id, name: wrestler.name, class: wrestler.class, alignment: wrestler.alignment, gender: wrestler.gender,
        brandNames: brands.map((b) => b.name), status: wrestler.status, contractType: wrestler.contractType,
        contractExpires: wrestler.contractExpires, remainingAppearances: wrestler.remainingAppearances, cost: wrestler.cost,
        followers: wrestler.followers, active: wrestler.active, retired: wrestler.retired, inRing: isInRing(wrestler),
        finisher: wrestler.finisher,
        inRingSkill: inRingSkillOf(wrestler), micSkill: micSkillOf(wrestler), push: pushOf(wrestler), pushSet: pushIsSet(wrestler),
        momentum: momentumOf(wrestler), dob: wrestler.dob,
        stats: Object.fromEntries(CAREER_STATS.map((key) => [key, readStat(wrestler, key)])) as Record<CappedStat, number>,
      },
      record: { wins: wrestler.wins, losses: wrestler.losses, draws: wrestler.draws, streak: wrestler.streak },
      titles: championships.filter((c) => c.wrestlerIds.includes(wrestler.id)).map((c) => ({ id: c.id, name: c.name })).sort(byName),
      goal: goalId === undefined ? null : { id: goalId, name: titleName.get(goalId) ?? '' },
      goalOptions: championships
        .filter((c) => c.active && (c.gender === wrestler.gender || c.gender === 'INTERGENDER'))
        .map((c) => ({ id: c.id, name: c.name }))
        .sort(byName),
      reigns: own.map((reign) => ({
        id: reign.id,
        championship: { id: reign.championshipId, name: titleName.get(reign.championshipId) ?? 'Unknown championship' },
        partners: partnerIds.filter((id) => reign.wrestlerIds.includes(id)).map((id) => ({ id, name: partnerName.get(id) ?? 'A deleted wrestler' })),
        startDate: reign.startDate,
        endDate: reign.endDate,
        days: reignDays(reign, game.date),
        defenses: reign.defenses,
      })),
      history: history.rows,
      historyPage: { page: history.page, pages: history.pages, shows: history.shows },
      upcoming,
      arc: isInRing({ ...wrestler, active: true }) ? careerArcOf(game, wrestler) : null,
      retirement: careerRetirementOf(game, wrestler),
    };
  };
}
