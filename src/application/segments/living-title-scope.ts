import type { Stored } from '../../domain/entities/base';
import type { Production } from '../../domain/entities/production';
import type { Reign } from '../../domain/entities/reign';
import type { Championship } from '../../domain/entities/championship';
import type { Wrestler } from '../../domain/entities/wrestler';
import { addDays, diffDays } from '../../domain/dates';
import { titleIdleWeeks } from '../../domain/rules/living/title-booking';
import { bookerDaysOffLine } from '../../domain/rules/living/title-holders';
import { kindOrDefault } from '../../domain/catalog/segment-kinds';
import { LIVING_TITLES, mainEventOf } from '../../domain/rules/living/title-plan';
import type { Repositories } from '../ports/unit-of-work.port';
import type { TitleWeek } from './random-draw';

const isDrawnKind = (type: string): boolean => type === 'DEFAULT' || kindOrDefault(type).competition;

/** The days a title match keeps its champion and its title busy, before and after its own. */
const REST_SPAN = LIVING_TITLES.restDays - 1;

/** A title match: its titles and the people in it (wrestlers and managers). */
interface TitleMatch {
  championshipIds: readonly number[];
  people: readonly { wrestlerId: number; manager: boolean }[];
}

const isTitleMatch = (s: { type: string; championshipIds: readonly number[] }): boolean =>
  s.championshipIds.length > 0 && kindOrDefault(s.type).competition;

/**
 * The title matches of productions dated `from` to `to` (whole days), other than `exceptId`, in
 * running order production by production. Issue 19 (interaction-p95): a completed production's
 * played card already names its title matches and who stood in them (it is locked once complete),
 * so only the productions not played yet are read for their segments and appearances; before,
 * every Randomise read the whole week's cards in two more rounds, one after the other.
 */
async function titleMatchesBetween(tx: Repositories, from: string, to: string, exceptId?: number): Promise<TitleMatch[]> {
  const nearby = (await tx.Production.findBetween('date', from, `${to}\uffff`)).filter((p) => p.id !== exceptId);
  const played = (p: Stored<Production>) => (p.complete && Array.isArray(p.played) ? p.played : null);
  const unplayed = nearby.filter((p) => !played(p));
  const segments = unplayed.length ? (await tx.Segment.getMany(unplayed.flatMap((p) => p.segmentIds))).filter(isTitleMatch) : [];
  const appearances = segments.length ? new Map((await tx.Appearance.getMany(segments.flatMap((s) => s.appearanceIds))).map((a) => [a.id, a])) : new Map();
  const read = new Map(segments.map((s) => [s.id, s]));
  return nearby.flatMap((p): TitleMatch[] => {
    const card = played(p);
    if (card) return card.filter(isTitleMatch).map((s) => ({ championshipIds: s.championshipIds, people: s.cast }));
    return p.segmentIds.flatMap((id) => {
      const segment = read.get(id);
      return segment ? [{ championshipIds: segment.championshipIds, people: segment.appearanceIds.flatMap((a) => appearances.get(a) ?? []) }] : [];
    });
  });
}

/**
 * Wrestlers (not managers) in a title match of another production within the rest window around
 * `date`, and the titles on the line there: a champion defends at most once a week, and so does a
 * title (issue 15 item 7), whatever the order the week's cards are drawn in.
 */
export async function titleBusy(tx: Repositories, date: string, productionId: number | undefined): Promise<{ busyIds: number[]; busyTitleIds: number[] }> {
  const matches = await titleMatchesBetween(tx, addDays(date, -REST_SPAN), addDays(date, REST_SPAN), productionId);
  return {
    busyIds: [...new Set(matches.flatMap((m) => m.people.filter((a) => !a.manager).map((a) => a.wrestlerId)))],
    busyTitleIds: [...new Set(matches.flatMap((m) => m.championshipIds))],
  };
}

/**
 * Reads, in one request per table, what titleBusy reads for every one of `dates`. In a batch (a
 * week's sweep), each card's titleBusy is then answered from memory instead of asking storage for
 * its own window of days, a read per card that cost about as much as drawing the card (issue 18's
 * season with rivals). Outside a batch it is only a read, as titleBusy's own.
 */
export async function warmTitleWeeks(tx: Repositories, dates: readonly string[]): Promise<void> {
  if (dates.length === 0) return;
  const sorted = [...dates].sort();
  await titleMatchesBetween(tx, addDays(sorted[0], -REST_SPAN), addDays(sorted[sorted.length - 1], REST_SPAN));
}

/** The newest reigns read in one request before any title is looked up on its own (see openReigns). */
export const RECENT_REIGNS = 128;

/** Every title, and the newest RECENT_REIGNS reigns: openReigns' first read. */
export interface RecentReigns {
  titles: Stored<Championship>[];
  recent: Stored<Reign>[];
}

/**
 * openReigns' first read, on its own: a Randomise asks for it with its very first reads, before
 * it knows the card (issue 19: one round of storage fewer before the draw).
 */
export async function readRecentReigns(tx: Repositories): Promise<RecentReigns> {
  const [titles, recent] = await Promise.all([
    tx.Championship.all(),
    tx.Reign.range('id', 0, Number.MAX_SAFE_INTEGER, { reverse: true, limit: RECENT_REIGNS }),
  ]);
  return { titles, recent };
}

/**
 * The open reign of each title, as a read of every reign would find it (a title with more than one
 * open keeps the newest). Issue 19 (interaction-p95): that read grew with history (700 reigns after
 * ten seasons) and was the slowest request of a Randomise. Now the newest RECENT_REIGNS reigns come
 * in one request: a title with a reign among them has its newest reign there. A title without one
 * (a long reign) asks for its newest reign through the championship index, one row; and a title
 * whose newest reign is over (vacant) has its own reigns read.
 */
export async function readOpenReigns(tx: Repositories, read: Promise<RecentReigns> = readRecentReigns(tx)): Promise<Stored<Reign>[]> {
  const { titles, recent } = await read;
  const newestOf = new Map<number, Stored<Reign>>();
  for (const reign of recent) if (!newestOf.has(reign.championshipId)) newestOf.set(reign.championshipId, reign);
  const open = await Promise.all(
    titles.map(async ({ id }) => {
      const newest = newestOf.get(id) ?? (await tx.Reign.range('championshipId', id, id, { reverse: true, limit: 1 }))[0];
      if (!newest || newest.endDate === null) return newest;
      return (await tx.Reign.findBy('championshipId', id)).filter((r) => r.endDate === null).at(-1);
    }),
  );
  return open.filter((reign): reign is Stored<Reign> => reign !== undefined);
}

/**
 * The living booker's view of the week around a production (DrawScope.titleWeek). Drawing one
 * segment (`segmentId`), the titles of the card's other segments are on the line too; drawing a
 * whole card, the caller adds the titles it draws as it goes (the stored ones are being redrawn).
 */
export async function titleWeekOf(
  tx: Repositories,
  production: Stored<Production> | undefined,
  roster: Stored<Wrestler>[],
  date: string,
  segmentId?: number,
  recentReigns?: Promise<RecentReigns>,
): Promise<TitleWeek> {
  const [segments, busy, reigns] = await Promise.all([
    tx.Segment.getMany(production?.segmentIds ?? []),
    titleBusy(tx, date, production?.id),
    readOpenReigns(tx, recentReigns),
  ]);
  const idleWeeks = new Map(reigns.map((r) => [r.championshipId, titleIdleWeeks(r, diffDays(r.startDate, date) / 7)]));
  const offLineDays = new Map(reigns.map((r) => [r.championshipId, bookerDaysOffLine(r, date)]));
  const onCard = segmentId === undefined ? [] : segments.filter((s) => s.id !== segmentId).flatMap((s) => s.championshipIds);
  return { roster, busyIds: busy.busyIds, busyTitleIds: [...new Set([...busy.busyTitleIds, ...onCard])], idleWeeks, offLineDays, mainEventId: mainEventOf(segments, (s) => isDrawnKind(s.type)) };
}
