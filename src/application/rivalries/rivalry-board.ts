import type { IsoDate, Stored } from '../../domain/entities/base';
import type { ShowTypeKey } from '../../domain/entities/enums';
import type { Brand } from '../../domain/entities/brand';
import type { Company } from '../../domain/entities/company';
import { isLiving, type Game } from '../../domain/entities/game';
import { companyOfWrestler, rivalCompanyIds } from '../../domain/entities/promotion';
import { isActiveRivalry, readRivalries, type Rivalry, type RivalryEndReason, type RivalryOrigin } from '../../domain/entities/rivalry';
import type { Show } from '../../domain/entities/show';
import type { Wrestler } from '../../domain/entities/wrestler';
import { heatAt, isPayoffShowType } from '../../domain/rules/living/rivalry-heat';
import { canCompete, namesOf } from '../../domain/rules/roster';
import { forGameBrands, requireGame } from '../game';
import type { Repositories } from '../ports/unit-of-work.port';
import { heatSeries, type HeatPoint } from './heat-series';
import { readRivalrySegments, type RivalrySegment } from './rivalry-segments';
import { nextOccurrenceOf, nextPayoffShow, sidesBrands } from './schedule-search';

export interface RivalrySide {
  wrestlerIds: number[];
  /** A team's names joined with " & ". */
  name: string;
  /** Issue 35: each member by id and name (the board links each to the wrestler's page). */
  people?: Named[];
}

/** The show a rivalry is to be paid off on, and its next date. */
export interface PayoffShow {
  showId: number;
  showName: string;
  type: ShowTypeKey;
  /** Its next occurrence on or after the game date; null when it no longer comes round. */
  date: IsoDate | null;
  /** True when the player chose it; false when it is the next big show of the sides' brand. */
  chosen: boolean;
}

export interface ActiveRivalry {
  id: number;
  sides: [RivalrySide, RivalrySide];
  /** "Crane vs. Vale". */
  title: string;
  origin: RivalryOrigin;
  startedOn: IsoDate;
  heat: number;
  series: HeatPoint[];
  segments: RivalrySegment[];
  payoff: PayoffShow | null;
  brandIds: number[];
  /** Issue 18: the rival promotion whose wrestlers feud (read-only to the player); null for the player's own. */
  runBy: string | null;
}

export interface EndedRivalry {
  id: number;
  sides: [RivalrySide, RivalrySide];
  title: string;
  origin: RivalryOrigin;
  startedOn: IsoDate;
  endedOn: IsoDate;
  endReason: RivalryEndReason;
  /** Heat when it ended. */
  heat: number;
}

export interface PayoffOption {
  showId: number;
  name: string;
  type: ShowTypeKey;
  brandIds: number[];
}

export interface RivalryBoard {
  date: IsoDate;
  /** Heat moves and matters only under living rules (docs/decisions-rivalries.md). */
  living: boolean;
  active: ActiveRivalry[];
  /** Newest first. */
  ended: EndedRivalry[];
  /** Who can be put in a rivalry: signed, in-ring wrestlers of the game's brands, by name. */
  /** Issue 33: with an injured wrestler's return date and injury ('' when fit), for the pickers' warning. */
  wrestlers: { id: number; name: string; brandNames: string[]; inRivalry: boolean; injuredUntil: string; injury: string }[];
  /** The game's PPVs, major PPVs and world shows, for "Set payoff show". */
  payoffShows: PayoffOption[];
}

type Named = Pick<Stored<Wrestler>, 'id' | 'name'>;

export const sideName = (ids: readonly number[], byId: ReadonlyMap<number, Named>): string =>
  ids.map((id) => byId.get(id)?.name ?? `Wrestler ${id}`).join(' & ');

export function sidesOf(rivalry: Pick<Rivalry, 'sides'>, byId: ReadonlyMap<number, Named>): { sides: [RivalrySide, RivalrySide]; title: string } {
  const sides = rivalry.sides.map((ids) => ({
    wrestlerIds: [...ids], name: sideName(ids, byId), people: ids.map((id) => ({ id, name: byId.get(id)?.name ?? `Wrestler ${id}` })),
  })) as [RivalrySide, RivalrySide];
  return { sides, title: `${sides[0].name} vs. ${sides[1].name}` };
}

export function payoffOf(
  rivalry: Rivalry,
  shows: readonly Stored<Show>[],
  brandIds: readonly number[],
  date: IsoDate,
): PayoffShow | null {
  const chosen = rivalry.payoffShowId === null ? undefined : shows.find((s) => s.id === rivalry.payoffShowId);
  if (chosen) return { showId: chosen.id, showName: chosen.name, type: chosen.type, date: nextOccurrenceOf(chosen, date)?.date ?? null, chosen: true };
  const next = nextPayoffShow(shows, brandIds, date);
  return next ? { showId: next.show.id, showName: next.show.name, type: next.show.type, date: next.date, chosen: false } : null;
}

/** The rival promotion a feud's wrestlers work for (the first one who works for a rival), or null. */
function rivalNames(game: Stored<Game>, brands: readonly Stored<Brand>[], companies: readonly Stored<Company>[]) {
  const rivals = new Set(rivalCompanyIds(game, brands));
  return (people: readonly Pick<Wrestler, 'brandIds'>[]): string | null => {
    if (rivals.size === 0 || people.some((w) => companyOfWrestler(w, brands) === game.playerCompanyId)) return null;
    const company = people.map((w) => companyOfWrestler(w, brands)).find((id) => id !== null && rivals.has(id));
    return company === undefined ? null : (companies.find((c) => c.id === company)?.name ?? 'a rival');
  };
}

/** `/rivalries`: the active rivalries with their heat, chart, segments and payoff show; the ended ones. */
export function createRivalryBoard({ repos }: { repos: Repositories }) {
  return async (): Promise<RivalryBoard> => {
    const game = await requireGame(repos);
    const rivalries = readRivalries(game.rivalries);
    const active = rivalries.filter(isActiveRivalry);
    // Every read at once, each table read once (issue 19): the segments' read shares the Game record and the shows.
    const showsRead = repos.Show.all();
    const [wrestlers, shows, brands, companies, segments] = await Promise.all([
      repos.Wrestler.all(), showsRead, repos.Brand.all(), repos.Company.all(), readRivalrySegments(repos, active, { game, shows: showsRead }),
    ]);
    const rivalName = rivalNames(game, brands, companies);
    const brandNames = namesOf(brands);
    const byId = new Map(wrestlers.map((w) => [w.id, w]));
    const busy = new Set(active.flatMap((r) => r.sides.flat()));
    return {
      date: game.date,
      living: isLiving(game),
      active: active.map((rivalry) => {
        const brandIds = sidesBrands(rivalry.sides.flat().flatMap((id) => byId.get(id) ?? []), game.brandIds);
        return {
          id: rivalry.id,
          ...sidesOf(rivalry, byId),
          origin: rivalry.origin,
          startedOn: rivalry.startedOn,
          heat: heatAt(rivalry, game.date),
          series: heatSeries(rivalry, game.date),
          segments: segments.get(rivalry.id) ?? [],
          payoff: payoffOf(rivalry, shows, brandIds, game.date),
          brandIds,
          runBy: rivalName(rivalry.sides.flat().flatMap((id) => byId.get(id) ?? [])),
        };
      }),
      ended: rivalries
        .filter((r) => !isActiveRivalry(r))
        .sort((a, b) => (b.endedOn ?? '').localeCompare(a.endedOn ?? '') || b.id - a.id)
        .map((r) => ({ id: r.id, ...sidesOf(r, byId), origin: r.origin, startedOn: r.startedOn, endedOn: r.endedOn ?? r.startedOn, endReason: r.endReason, heat: r.heat })),
      wrestlers: forGameBrands(wrestlers.filter((w) => canCompete(w)), game)
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((w) => ({ id: w.id, name: w.name, brandNames: brandNames(w.brandIds), inRivalry: busy.has(w.id), injuredUntil: w.injuredUntil ?? '', injury: w.injury ?? '' })),
      payoffShows: forGameBrands(shows.filter((s) => isPayoffShowType(s.type)), game)
        .map((s) => ({ showId: s.id, name: s.name, type: s.type, brandIds: [...s.brandIds] })),
    };
  };
}
