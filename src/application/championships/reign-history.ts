import type { IsoDate, Stored } from '../../domain/entities/base';
import type { Reign } from '../../domain/entities/reign';
import type { Repositories } from '../ports/unit-of-work.port';
import { holdersOf, newestFirst, reignDays, type Holder } from './reign-days';
import { requireGame } from '../game';
import { titleStanding, type TitleStanding } from './title-standing';

/** One line of `/reigns`. */
export interface ReignRow {
  id: number;
  championshipId: number;
  championshipName: string;
  holders: Holder[];
  startDate: IsoDate;
  /** null while the reign is current. */
  endDate: IsoDate | null;
  /** To the end date, or to the game date while current; null when a date is unreadable. */
  days: number | null;
  defenses: number;
  /** Issue 36: why the reign ended without a match ("Kip Sabian signed with VWU"); '' otherwise. */
  endReason: string;
}

/** One wrestler's reigns added up: tag partners each get the whole reign. */
export interface HolderTotal extends Holder {
  reigns: number;
  days: number;
  defenses: number;
}

export interface ReignHistory {
  date: IsoDate;
  /** Every title, by name, for the filter. */
  championships: { id: number; name: string }[];
  /** The chosen title, or null for every title (also when the id names no title). */
  championshipId: number | null;
  /** Newest first. */
  reigns: ReignRow[];
  mostDays: HolderTotal[];
  mostDefenses: HolderTotal[];
  /** The chosen title's current holders and who of them can no longer defend it; null for every title. */
  standing: TitleStanding | null;
}

export const RECORD_HOLDERS = 5;

/** Every reign (or one title's), newest first, with the holders who held longest and defended most. */
export function createReignHistory({ repos }: { repos: Repositories }) {
  return async (filter: { championshipId?: number | null } = {}): Promise<ReignHistory> => {
    const game = await requireGame(repos);
    const [championships, wrestlers] = await Promise.all([repos.Championship.all(), repos.Wrestler.all()]);
    const chosen = championships.find((c) => c.id === filter.championshipId) ?? null;
    // The championshipId index answers one title's reigns without reading the others.
    const reigns: Stored<Reign>[] = chosen ? await repos.Reign.findBy('championshipId', chosen.id) : await repos.Reign.all();
    const titles = new Map(championships.map((c) => [c.id, c.name]));
    const people = new Map(wrestlers.map((w) => [w.id, w]));
    const names = new Map(wrestlers.map((w) => [w.id, w.name]));

    const rows = [...reigns].sort(newestFirst).map(
      (reign): ReignRow => ({
        id: reign.id,
        championshipId: reign.championshipId,
        championshipName: titles.get(reign.championshipId) ?? 'Unknown championship',
        holders: holdersOf(names, reign.wrestlerIds),
        startDate: reign.startDate,
        endDate: reign.endDate,
        days: reignDays(reign, game.date),
        defenses: reign.defenses,
        endReason: reign.endReason ?? '',
      }),
    );
    const totals = holderTotals(rows);
    return {
      date: game.date,
      championships: championships.map(({ id, name }) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name)),
      championshipId: chosen?.id ?? null,
      reigns: rows,
      mostDays: top(totals, (t) => t.days),
      mostDefenses: top(totals, (t) => t.defenses),
      standing: chosen ? titleStanding(chosen, people, game.date, [...reigns].sort(newestFirst)[0]) : null,
    };
  };
}

function holderTotals(rows: readonly ReignRow[]): HolderTotal[] {
  const totals = new Map<number, HolderTotal>();
  for (const row of rows) {
    for (const holder of row.holders) {
      const total = totals.get(holder.id) ?? { ...holder, reigns: 0, days: 0, defenses: 0 };
      total.reigns += 1;
      total.days += row.days ?? 0;
      total.defenses += row.defenses;
      totals.set(holder.id, total);
    }
  }
  return [...totals.values()];
}

/** The best few by a figure (ties by name); nobody with nothing to show. */
const top = (totals: readonly HolderTotal[], figure: (t: HolderTotal) => number): HolderTotal[] =>
  totals
    .filter((t) => figure(t) > 0)
    .sort((a, b) => figure(b) - figure(a) || a.name.localeCompare(b.name))
    .slice(0, RECORD_HOLDERS);
