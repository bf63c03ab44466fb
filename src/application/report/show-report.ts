import { ruleSetOf } from '../../domain/entities/game';
import { readRivalries, segmentRivalryNote } from '../../domain/entities/rivalry';
import { readRunIn } from '../../domain/production/run-in-steps';
import { encodeReplayCode } from '../../domain/report/replay-code';
import { loadedFromSnapshot, storedReplaySnapshot } from '../../domain/report/replay-snapshot';
import { showReportOf, type ShowReport } from '../../domain/report/show-report';
import type { Repositories } from '../ports/unit-of-work.port';
import { readGame } from '../game';

/** A completed show's report, and its replay code (null for a show completed before issue 17). */
export interface ShowReportView {
  report: ShowReport;
  replayCode: string | null;
}

export type ReadShowReport = (productionId: number) => Promise<ShowReportView | null>;

const unique = (ids: readonly number[]): number[] => [...new Set(ids)];

/** Issue 17: the report of a completed production; null when there is none or it is not complete. */
export function createReadShowReport({ repos }: { repos: Repositories }): ReadShowReport {
  return async (productionId) => {
    const production = Number.isInteger(productionId) ? await repos.Production.get(productionId) : undefined;
    if (!production?.complete) return null;
    const [show, game, segments] = await Promise.all([
      production.showId === null ? undefined : repos.Show.get(production.showId),
      readGame(repos),
      repos.Segment.getMany(unique(production.segmentIds)),
    ]);
    const ordered = production.segmentIds.map((id) => segments.find((s) => s.id === id)).filter((s) => s !== undefined);
    const championshipIds = unique(ordered.flatMap((s) => s.championshipIds));
    const [appearances, championships, reigns] = await Promise.all([
      repos.Appearance.getMany(unique(ordered.flatMap((s) => s.appearanceIds))),
      repos.Championship.getMany(championshipIds),
      Promise.all(championshipIds.map((id) => repos.Reign.findBy('championshipId', id))),
    ]);
    const snapshot = storedReplaySnapshot(ordered);
    // The rules the show was played by are the snapshot's (the game's now, for an older show).
    const rules = ruleSetOf(snapshot ? loadedFromSnapshot(snapshot).game : game);
    // Issue 35: the rivalries this show started are listed with its results.
    const rivalries = readRivalries(game?.rivalries);
    // Everyone the night's events name, not only the card's cast: a run-in's interferer and the
    // rivalries it started are named too (they read "Wrestler #19" and were no link otherwise).
    const named = [
      ...appearances.map((a) => a.wrestlerId),
      ...ordered.flatMap((s) => {
        const runIn = readRunIn(s.meta);
        return [...(runIn ? [runIn.interfererId, runIn.wrongedId, runIn.winnerId] : []), ...(segmentRivalryNote(s.meta)?.sides.flat() ?? [])];
      }),
      ...rivalries.filter((rivalry) => rivalry.beats.some((b) => b.kind === 'start' && b.productionId === production.id)).flatMap((rivalry) => rivalry.sides.flat()),
    ];
    const wrestlers = await repos.Wrestler.getMany(unique(named));
    const report = showReportOf({ production, show: show ?? null, rules, segments: ordered, appearances, wrestlers, championships, reigns: reigns.flat(), rivalries });
    const replayCode =
      snapshot && production.seed !== null
        ? encodeReplayCode({ seed: production.seed, showName: show?.name ?? '', showType: show?.type ?? '', rules, snapshot })
        : null;
    return { report, replayCode };
  };
}
