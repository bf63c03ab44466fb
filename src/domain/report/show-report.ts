import { kindOrDefault } from '../catalog/segment-kinds';
import type { Appearance } from '../entities/appearance';
import type { Championship } from '../entities/championship';
import type { RuleSet } from '../entities/enums';
import type { Production } from '../entities/production';
import type { Reign } from '../entities/reign';
import type { Segment } from '../entities/segment';
import type { Show } from '../entities/show';
import type { Wrestler } from '../entities/wrestler';
import { storedRatingExplanation, type RatingExplanation } from '../production/rating-explanation';
import type { Rivalry } from '../entities/rivalry';
import { nightEvents, type NightEvent } from './night-events';

/** One side of a segment: a wrestler or a team (a group id), with the managers at ringside. */
export interface ReportSide {
  wrestlers: string[];
  managers: string[];
}

export interface ReportSegment {
  kind: string;
  competition: boolean;
  duration: number;
  sides: ReportSide[];
  /** The winning wrestlers (managers not counted); empty for no result or a draw. */
  winners: string[];
  draw: boolean;
  /** Titles on the line. */
  titles: string[];
  /** "New champion: Vale (Heavyweight Championship), beating Crane". */
  titleChanges: string[];
  rating: number;
  /** The stored "Why this rating" (null for an old save or a segment never rated). */
  why: RatingExplanation | null;
  storyline: string;
}

/** A money figure with its reason (issue 15's explanation), or a classic ledger line without one. */
export interface ReportMoneyLine {
  label: string;
  amount: number;
  reason: string;
}

/** Issue 17: a completed show as a report reads it, in running order. */
export interface ShowReport {
  showName: string;
  date: string;
  rules: RuleSet;
  segments: ReportSegment[];
  attendance: number;
  viewers: number;
  money: ReportMoneyLine[];
  /** Issue 35: every title change, debut, turn and rivalry step of the night, in running order. */
  events?: NightEvent[];
}

export interface ReportRecords {
  production: Production;
  show: Pick<Show, 'name'> | null;
  rules: RuleSet;
  /** In running order. */
  segments: (Segment & { id: number })[];
  appearances: (Appearance & { id: number })[];
  /** Names of everyone appearing (post-show records are fine: only names are read). */
  wrestlers: Pick<Wrestler & { id: number }, 'id' | 'name'>[];
  championships: Pick<Championship & { id: number }, 'id' | 'name'>[];
  /** The card's titles' reigns, including the ones this show ended and started. */
  reigns: Reign[];
  /** The game's rivalries (issue 35: the ones this show started are listed); absent: none listed. */
  rivalries?: readonly Pick<Rivalry, 'sides' | 'origin' | 'beats'>[];
}

/** Figures the headline shows, not money. */
const COUNT_LINES = new Set(['Attendance', 'Viewers']);

function classicMoney(p: Production): ReportMoneyLine[] {
  const line = (label: string, amount: number): ReportMoneyLine => ({ label, amount, reason: '' });
  return [
    line('Tickets', p.attendanceIncome), line('Merchandise', p.merchIncome),
    line('TV income', p.income - p.attendanceIncome - p.merchIncome), line('Income', p.income),
    line('Outgoings', -p.outgoings), line('Payout', p.payout),
  ];
}

/** The report of a completed production, from its records (stored, or a replay's in memory). */
export function showReportOf(r: ReportRecords): ShowReport {
  const names = new Map(r.wrestlers.map((w) => [w.id, w.name || `Wrestler #${w.id}`]));
  const nameOf = (id: number) => names.get(id) ?? `Wrestler #${id}`;
  const titles = new Map(r.championships.map((c) => [c.id, c.name || `Title #${c.id}`]));
  const appearances = new Map(r.appearances.map((a) => [a.id, a]));
  const segments = r.segments.map((segment): ReportSegment => {
    const own = segment.appearanceIds.map((id) => appearances.get(id)).filter((a) => a !== undefined);
    const groups = [...new Set(own.map((a) => a.groupId))].sort((a, b) => a - b);
    const sides = groups.map((groupId) => {
      const members = own.filter((a) => a.groupId === groupId);
      return { wrestlers: members.filter((a) => !a.manager).map((a) => nameOf(a.wrestlerId)), managers: members.filter((a) => a.manager).map((a) => nameOf(a.wrestlerId)) };
    });
    const kind = kindOrDefault(segment.type);
    const titleChanges = segment.championshipIds.flatMap((id) =>
      r.reigns.filter((reign) => reign.championshipId === id && reign.segmentId === segment.id).map((reign) => {
        const ended = r.reigns.find((old) => old.championshipId === id && old.endDate === reign.startDate && old !== reign);
        const from = ended && ended.wrestlerIds.length > 0 ? `, beating ${ended.wrestlerIds.map(nameOf).join(' & ')}` : '';
        return `New champion: ${reign.wrestlerIds.map(nameOf).join(' & ')} (${titles.get(id) ?? `Title #${id}`})${from}`;
      }),
    );
    return {
      kind: kind.name, competition: kind.competition, duration: segment.duration, sides,
      winners: own.filter((a) => a.winner && !a.manager).map((a) => nameOf(a.wrestlerId)),
      draw: own.some((a) => a.draw),
      titles: segment.championshipIds.map((id) => titles.get(id) ?? `Title #${id}`),
      titleChanges, rating: segment.rating, why: storedRatingExplanation(segment), storyline: segment.storyline,
    };
  });
  const lines = r.production.finance?.lines ?? [];
  const bySegment = new Map(r.segments.map((segment, i) => [segment.id, segments[i]]));
  const segmentsById = new Map(r.segments.map((segment) => [segment.id, segment]));
  const events = nightEvents({
    productionId: r.production.id ?? -1,
    segments: r.segments,
    castOf: (id) => (bySegment.get(id)?.sides ?? []).flatMap((s) => [...s.wrestlers, ...s.managers]),
    castIdsOf: (id) => (segmentsById.get(id)?.appearanceIds ?? []).flatMap((a) => appearances.get(a)?.wrestlerId ?? []),
    titleChangesOf: (id) => bySegment.get(id)?.titleChanges ?? [],
    nameOf,
    rivalries: r.rivalries,
  });
  return {
    showName: r.show?.name || 'Show', date: r.production.date, rules: r.rules, segments,
    attendance: r.production.attendance, viewers: r.production.viewers,
    money: lines.length > 0 ? lines.filter((l) => !COUNT_LINES.has(l.label)) : classicMoney(r.production),
    events,
  };
}
