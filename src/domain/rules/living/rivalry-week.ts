import type { IsoDate, Stored } from '../../entities/base';
import type { Brand } from '../../entities/brand';
import type { Championship } from '../../entities/championship';
import type { Game } from '../../entities/game';
import { isActiveRivalry, readRivalries, RIVALRY_BEATS_KEPT, type Rivalry, type RivalryOrigin } from '../../entities/rivalry';
import type { Wrestler } from '../../entities/wrestler';
import { MAX_ACTIVE_RIVALRIES, rivalryStartRefusal, startedRivalry, trimEnded } from '../../production/rivalry-effects';
import type { Rng } from '../rng';
import { canCompete } from '../roster';
import { readStat } from '../stats';
import { titleSideSize } from '../title-fit';
import { fitToBook } from './fitness';
import { heatAt, isCold } from './rivalry-heat';

/** What the rule reads of the living week's world (week-rules.ts WeekWorld has these fields). */
interface RivalryWorld {
  game: Stored<Game>;
  to: IsoDate;
  wrestlers: Stored<Wrestler>[];
  brands: Stored<Brand>[];
  championships: Stored<Championship>[];
  news: string[];
}

/** Below this many active rivalries involving its roster, the world starts one on a brand. */
export const MIN_ACTIVE_PER_BRAND = 2;
/** The contender is drawn among this many of the best ranked (seeded by the week's rng). */
const CONTENDERS_DRAWN = 3;
/** Issue 36: how far down the ranking a fresh opponent is looked for. */
export const FRESH_AMONG = 6;

type Pair = { sides: [number[], number[]]; origin: RivalryOrigin };

const nameOf = (byId: ReadonlyMap<number, Wrestler>) => (r: Pick<Rivalry, 'sides'>): string =>
  r.sides.map((side) => side.map((id) => byId.get(id)?.name || `Wrestler ${id}`).join(' & ')).join(' vs. ');

/** Who is gone from a rivalry (retired, left, or no record): the first such wrestler's id. */
const goneFrom = (r: Rivalry, byId: ReadonlyMap<number, Wrestler>): number | undefined =>
  r.sides.flat().find((id) => {
    const w = byId.get(id);
    return !w || !canCompete(w) || w.status !== 'SIGNED';
  });

/** End what has gone cold, and what a side can no longer play out. */
function endRivalries(rivalries: Rivalry[], world: RivalryWorld, byId: ReadonlyMap<number, Wrestler>, news: string[]): Rivalry[] {
  const name = nameOf(byId);
  return rivalries.map((r) => {
    if (!isActiveRivalry(r)) return r;
    const gone = goneFrom(r, byId);
    const endReason = gone !== undefined ? ('gone' as const) : isCold(r, world.to) ? ('cold' as const) : null;
    if (!endReason) return r;
    const heat = heatAt(r, world.to);
    news.push(gone !== undefined ? `The rivalry ${name(r)} ended: ${byId.get(gone)?.name || 'one side'} is gone.` : `The rivalry ${name(r)} went cold.`);
    const end = { date: world.to, kind: 'end' as const, heat, gain: 0, productionId: null, segmentId: null };
    return { ...r, endedOn: world.to, endReason, heat, heatOn: world.to, beats: [...r.beats, end].slice(-RIVALRY_BEATS_KEPT) };
  });
}

const drawn = <T>(ranked: readonly T[], rng: Rng): T | undefined => ranked[Math.floor(rng() * Math.min(CONTENDERS_DRAWN, ranked.length))];

/**
 * Issue 36 item 4: a pair that feuded before waits its turn. The candidates for facing `id`, those
 * who never feuded with them first, then by how few rivalries (kept on the Game) the two have had,
 * each group keeping its order (best ranked first). Only the best FRESH_AMONG are reordered: a
 * fresh opponent still comes from near the top of the ranking.
 */
export function freshOpponents<W extends { id: number }>(id: number, candidates: readonly W[], rivalries: readonly Pick<Rivalry, 'sides'>[]): W[] {
  const met = (other: number) => rivalries.filter((r) => r.sides.some((s) => s.includes(id)) && r.sides.some((s) => s.includes(other))).length;
  const near = candidates.slice(0, FRESH_AMONG).map((w, index) => ({ w, index, met: met(w.id) }));
  return [...near.sort((a, b) => a.met - b.met || a.index - b.index).map((c) => c.w), ...candidates.slice(FRESH_AMONG)];
}
const byPoints = (a: Stored<Wrestler>, b: Stored<Wrestler>): number => readStat(b, 'points') - readStat(a, 'points') || a.id - b.id;

/**
 * A pair for the brand: its most prestigious singles champion (free of a rivalry) against a
 * contender of the title's gender drawn among the best ranked; else two of its top wrestlers.
 * Issue 36: an opponent who has not feuded with them before comes first (freshOpponents).
 */
function pairFor(brand: Brand & { id: number }, free: readonly Stored<Wrestler>[], world: RivalryWorld, rivalries: readonly Rivalry[], rng: Rng): Pair | null {
  const fits = (a: number, b: number) => rivalryStartRefusal(rivalries, [a], [b], world.to) === null;
  const titles = world.championships
    .filter((c) => c.active && titleSideSize(c) === 1 && c.wrestlerIds.length === 1 && c.brandIds.includes(brand.id))
    .sort((a, b) => a.rank - b.rank || a.id - b.id);
  for (const title of titles) {
    const holder = free.find((w) => w.id === title.wrestlerIds[0]);
    if (!holder) continue;
    const contenders = free.filter((w) => w.id !== holder.id && (title.gender === 'INTERGENDER' || w.gender === title.gender) && fits(holder.id, w.id));
    const contender = drawn(freshOpponents(holder.id, contenders, rivalries), rng);
    // Issue 35: no title changed hands, so the rivalry is a challenge, not 'born of a title change'.
    if (contender) return { sides: [[holder.id], [contender.id]], origin: 'challenge' };
  }
  const first = drawn(free, rng);
  if (!first) return null;
  const second = drawn(freshOpponents(first.id, free.filter((w) => w.id !== first.id && w.gender === first.gender && fits(first.id, w.id)), rivalries), rng);
  return second ? { sides: [[first.id], [second.id]], origin: 'booker' } : null;
}

/**
 * Issue 17 (living week rule "rivalries"): rivalries gone cold end, and those a side can no longer
 * play out (retired, released) end as gone; then each brand with fewer than MIN_ACTIVE_PER_BRAND
 * active rivalries among its roster gets one from the world (a champion against a contender, or
 * two top wrestlers; seeded by `rng`), while the game has fewer than MAX_ACTIVE_RIVALRIES and each
 * wrestler at most one. Ended rivalries are cut to the newest ENDED_RIVALRIES_KEPT.
 */
export function rivalryWeek<W extends RivalryWorld>(world: W, rng: Rng): W {
  const byId = new Map(world.wrestlers.map((w) => [w.id, w]));
  const news = [...world.news];
  let rivalries = endRivalries(readRivalries(world.game.rivalries), world, byId, news);
  const name = nameOf(byId);
  for (const brand of [...world.brands].sort((a, b) => a.id - b.id)) {
    const roster = world.wrestlers
      .filter((w) => w.brandIds.includes(brand.id) && canCompete(w) && fitToBook(w, world.to))
      .sort(byPoints);
    const ids = new Set(roster.map((w) => w.id));
    for (let tries = 0; tries < MIN_ACTIVE_PER_BRAND; tries += 1) {
      const active = rivalries.filter(isActiveRivalry);
      if (active.length >= MAX_ACTIVE_RIVALRIES) break;
      if (active.filter((r) => r.sides.flat().some((id) => ids.has(id))).length >= MIN_ACTIVE_PER_BRAND) break;
      const busy = new Set(active.flatMap((r) => r.sides.flat()));
      const pair = pairFor(brand, roster.filter((w) => !busy.has(w.id)), world, rivalries, rng);
      if (!pair) break;
      const started = startedRivalry(rivalries, { ...pair, date: world.to, productionId: null });
      rivalries = [...rivalries, started];
      news.push(`A rivalry began: ${name(started)}.`);
    }
  }
  const game = { ...world.game, rivalries: trimEnded(rivalries) };
  return { ...world, game, news };
}
