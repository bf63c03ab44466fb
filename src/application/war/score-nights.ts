import { showTypes } from '../../domain/catalog/show-types';
import type { Stored } from '../../domain/entities/base';
import { GAME_ID } from '../../domain/entities/game';
import type { FinanceLine, Production } from '../../domain/entities/production';
import { hasRivals, playerCompanyOf } from '../../domain/entities/promotion';
import type { ProductionWar } from '../../domain/entities/ratings-war';
import type { Show } from '../../domain/entities/show';
import { sameRecord } from '../../domain/records/same-record';
import { nightShares, warDraw } from '../../domain/rules/living/ratings-war';
import { audienceShares } from '../../domain/rules/living/war-audience';
import { MAX_SWING } from '../../domain/rules/living/viewers-trend';
import { updateTallies, type TalliedNight } from '../../domain/rules/living/war-tally';
import { boundedWarFactor, warViewersFactor } from '../../domain/rules/living/war-viewers';
import type { UseCaseDeps } from '../deps';
import { requireGame } from '../game';
import { warLine, WAR_LINE } from './war-line';
import { readWarWindow, type WindowNight } from './war-window';

/** What scoring the window did (for tests and the forward's log). */
export interface WarSummary {
  /** Contested nights scored (again) this time. */
  nights: number;
  productionIds: number[];
}

const yearOf = (date: string): number => Number(date.slice(0, 4));

/**
 * A night is contested when complete shows of two promotions were played, or when a rival played
 * and the player's show of that night was not (a forfeit: the rivals split the audience and the
 * night counts as the player's loss). docs/decisions-rivals.md, "war".
 */
const isContested = (night: WindowNight, player: number | null): boolean => {
  const companies = new Set(night.played.map((p) => p.companyId));
  return companies.size >= 2 || (night.absent.length > 0 && [...companies].some((c) => c !== player));
};

/** The show's viewers after the war's factor, kept within the viewers trend's band around the show type's level. */
function applyFactor(show: Stored<Show>, factor: number): Stored<Show> {
  if (!(show.avgViewers > 0) || factor === 1) return show;
  const level = showTypes[show.type]?.avgViewers || show.avgViewers;
  const bounded = boundedWarFactor(factor, level / MAX_SWING / show.avgViewers, (level * MAX_SWING) / show.avgViewers);
  return { ...show, avgViewers: Math.max(0, Math.round(show.avgViewers * bounded)) };
}

/**
 * Issue 18 item 3: every night of the schedule window where shows of more than one promotion are
 * complete gets its shares (`production.war`), the war's viewers effect on each show and the
 * year's tally (`game.warTally`), over the storage given (the forward move's batch), before the
 * date moves. A night scored before (a show of it completed later) is scored again: its old result
 * leaves the tally and its old viewers factor is undone. Only what changed is written.
 */
export async function scoreWarNights(deps: Pick<UseCaseDeps, 'repos'>): Promise<WarSummary> {
  const { repos } = deps;
  const game = await requireGame(repos);
  const summary: WarSummary = { nights: 0, productionIds: [] };
  if (!hasRivals(game)) return summary;
  const player = playerCompanyOf(game);
  const nights = await readWarWindow(repos, game);
  const [removed, added]: [TalliedNight[], TalliedNight[]] = [[], []];
  const productions: Stored<Production>[] = [];
  const shows = new Map<number, { before: Stored<Show>; after: Stored<Show> }>();

  for (const night of nights) {
    if (!isContested(night, player)) continue;
    // Issue 35: the night follows each show's viewers; the card (the draw) moves it only at the margin.
    const scored = audienceShares(night.played.map((p) => ({
      key: p.production.id, companyId: p.companyId, name: p.show.name, viewers: p.production.viewers, draw: warDraw(p.parts), stars: p.stars,
    })));
    const results = scored.results;
    // A forfeit: the player's show not played is the reason whatever the rivals drew.
    const unplayed = night.absent.map((s) => s.name).join(' and ');
    const reason = unplayed && results.length === 1 ? `${unplayed} not played: ${night.played[0].show.name} had the night alone` : scored.reason;
    // The war's effect on the shows' audiences after the night follows the cards (the draws' shares, as
    // before issue 35), never the viewers themselves: a night won on viewers alone would otherwise
    // feed the next one, week after week, until the trend's band stops it.
    const cardShares = nightShares(night.played.map((p) => warDraw(p.parts)));
    const nightAudience = night.played.reduce((sum, p) => sum + Math.max(0, p.production.viewers), 0);
    for (const old of night.played.map((p) => p.production.war)) if (old?.won) removed.push({ year: yearOf(old.night), winner: old.companyId });
    const winner = results.find((r) => r.won)!;
    added.push({ year: yearOf(night.night), winner: winner.companyId });
    summary.nights += 1;

    night.played.forEach((p, i) => {
      const result = results[i];
      const entry = shows.get(p.show.id) ?? { before: p.show, after: p.show };
      const factor = warViewersFactor(cardShares[i], cardShares, result.won);
      const undo = p.production.war?.viewersFactor ?? 1;
      const after = applyFactor(entry.after, factor / undo);
      shows.set(p.show.id, { before: entry.before, after });
      const war: ProductionWar = {
        night: night.night, companyId: p.companyId, share: result.share, nightAudience, draw: result.draw, won: result.won,
        parts: { ...p.parts }, viewersFactor: factor, absentShowIds: night.absent.map((s) => s.id),
        upset: scored.upset, reason,
      };
      const others = night.played.flatMap((o, j) => (o === p ? [] : [{ name: o.show.name, share: results[j].share }]));
      // Scored again: the line keeps what the first scoring moved, plus what this one moves.
      const before = p.production.finance.lines.find((l) => l.label === WAR_LINE)?.amount ?? 0;
      const line: FinanceLine = warLine(war, others, night.absent.map((s) => s.name), before + after.avgViewers - entry.after.avgViewers);
      const lines = [...p.production.finance.lines.filter((l) => l.label !== WAR_LINE), line];
      const next = { ...p.production, war, finance: { lines } };
      if (!sameRecord(next, p.production)) productions.push(next);
    });
  }

  const changedShows = [...shows.values()].filter((s) => !sameRecord(s.before, s.after)).map((s) => s.after);
  const currentYear = Math.max(yearOf(game.date), ...added.map((n) => n.year));
  const warTally = updateTallies(game.warTally, removed, added, currentYear);
  await Promise.all([
    productions.length > 0 ? repos.Production.bulkPut(productions) : Promise.resolve(),
    changedShows.length > 0 ? repos.Show.bulkPut(changedShows) : Promise.resolve(),
    sameRecord(warTally, game.warTally) ? Promise.resolve() : repos.Game.update(GAME_ID, { warTally }),
  ]);
  summary.productionIds = productions.map((p) => p.id);
  return summary;
}
