import { kindOrDefault } from '../catalog/segment-kinds';
import { showTypes } from '../catalog/show-types';
import { diffDays } from '../dates';
import { segmentRivalryNote, sidesKey, type RecentMatchup } from '../entities/rivalry';
import { heatViewersFactor } from '../rules/living/rivalry-heat';
import { MAX_SWING } from '../rules/living/viewers-trend';
import { applyViewersEffect } from './completion-finance';
import { appearancesOf, byId, type CompletionStep, type CompletionWork } from './completion-work';
import { applyRivalryEffects, MATCHUP_MEMORY_DAYS, noRivalryEffects, rivalryStartRefusal, type RivalryStart } from './rivalry-effects';
import { groupsOf, rivalryName } from './rivalry-steps';

// Issue 17 items 1–2, living rules only (registered in living-steps.ts): the rivalries the world
// makes at a completion, and the heat on the card drawing viewers to the show.

const ALIGNMENT_CHANGE = 'ALIGNMENT_CHANGE';

const without = (ids: readonly number[], others: readonly number[]): number[] => ids.filter((id) => !others.includes(id));

/** The candidates, in the order they are tried: title changes, betrayals, repeated matches. */
function candidates(work: CompletionWork, date: string): { starts: RivalryStart[]; matchups: RecentMatchup[] } {
  const productionId = work.production.id;
  const starts: RivalryStart[] = [];
  // A title change: the new holders against the old (a holder on both sides is left out). Issue 35:
  // only a title won in a segment of this card (a new reign the card made) is a title change.
  const before = byId(work.asRead.championships);
  const wonHere = new Set(work.reigns.filter((r) => r.id === undefined && r.segmentId != null && work.segments.some((s) => s.id === r.segmentId)).map((r) => r.championshipId));
  for (const title of work.championships) {
    if (!wonHere.has(title.id)) continue;
    const old = before.get(title.id)?.wrestlerIds ?? [];
    const [winners, losers] = [without(title.wrestlerIds, old), without(old, title.wrestlerIds)];
    if (winners.length > 0 && losers.length > 0) starts.push({ sides: [winners, losers], origin: 'title', date, productionId });
  }
  const remembered = (Array.isArray(work.game?.recentMatchups) ? work.game.recentMatchups : []).filter(
    (m) => typeof m?.key === 'string' && typeof m.date === 'string' && diffDays(m.date, date) >= 0 && diffDays(m.date, date) < MATCHUP_MEMORY_DAYS,
  );
  const matchups: RecentMatchup[] = [];
  const repeated: RivalryStart[] = [];
  for (const segment of work.segments) {
    const own = appearancesOf(work, segment);
    const groups = groupsOf(own);
    // A betrayal: one of two wrestlers in an alignment change turns on the other.
    if (segment.type === ALIGNMENT_CHANGE && groups.flat().length === 2) {
      const [a, b] = groups.flat();
      starts.push({ sides: [[a], [b]], origin: 'betrayal', date, productionId });
    }
    // A decided match between two sides: remembered; the same two again within four weeks make a rivalry.
    if (!kindOrDefault(segment.type).competition || groups.length !== 2 || !own.some((a) => a.winner)) continue;
    const key = sidesKey(groups[0], groups[1]);
    if (remembered.some((m) => m.key === key)) repeated.push({ sides: [groups[0], groups[1]], origin: 'repeated', date, productionId });
    matchups.push({ key, date });
  }
  return { starts: [...starts, ...repeated], matchups };
}

/**
 * rateSegments' living step, last: the rivalries the world makes from what happened on the card (a
 * title change, a betrayal, two sides meeting again within four weeks), each only where
 * rivalryStartRefusal allows it (never a second rivalry for the same sides, one active rivalry per
 * wrestler), and the card's decided matches remembered. The commit applies them to the Game record.
 */
export const makeWorldRivalries: CompletionStep = (work) => {
  if (!work.game) return work;
  const date = work.production.date;
  const { starts, matchups } = candidates(work, date);
  const previous = work.effects.rivalries ?? noRivalryEffects();
  // What the record will hold after this card's beats (a payoff that ended a rivalry blocks a restart)
  // and the rivalries an earlier step started (issue 35: a run-in's).
  let rivalries = applyRivalryEffects(work.game, { ...previous, matchups: [] }, date).rivalries;
  const started: RivalryStart[] = [];
  for (const start of starts) {
    if (rivalryStartRefusal(rivalries, start.sides[0], start.sides[1], date) !== null) continue;
    started.push(start);
    rivalries = applyRivalryEffects({ rivalries }, { beats: [], started: [start], matchups: [] }, date).rivalries;
  }
  if (started.length === 0 && matchups.length === 0) return work;
  const rivalryEffects = { ...previous, started: [...previous.started, ...started], matchups: [...previous.matchups, ...matchups] };
  return { ...work, effects: { ...work.effects, rivalries: rivalryEffects } };
};

/** The heat of each rivalry on the card (a rivalry with two segments counts once, its hottest). */
export function cardHeats(work: Pick<CompletionWork, 'segments'>): Map<number, { heat: number; sides: [number[], number[]] }> {
  const heats = new Map<number, { heat: number; sides: [number[], number[]] }>();
  for (const segment of work.segments) {
    const note = segmentRivalryNote(segment.meta);
    if (!note || (heats.get(note.rivalryId)?.heat ?? -1) >= note.heatBefore) continue;
    heats.set(note.rivalryId, { heat: note.heatBefore, sides: note.sides });
  }
  return heats;
}

/**
 * raiseViewers' living step, after the trend: the show's viewers factor times heatViewersFactor of
 * the card's rivalries (up to 10%), still within the trend's band around the show type's level;
 * the production's viewers line says so.
 */
export const rivalryViewers: CompletionStep = (work) => {
  const heats = cardHeats(work);
  const shown = work.asRead.show;
  if (heats.size === 0 || !work.show || !shown || work.effects.viewersFactor === undefined) return work;
  const factor = heatViewersFactor([...heats.values()].map((h) => h.heat));
  const level = showTypes[shown.type]?.avgViewers || shown.avgViewers;
  const ceiling = shown.avgViewers > 0 ? (level * MAX_SWING) / shown.avgViewers : Infinity;
  const viewersFactor = Math.max(work.effects.viewersFactor, Math.min(ceiling, work.effects.viewersFactor * factor));
  const effects = { ...work.effects, viewersFactor };
  const wrestlers = byId(work.wrestlersBefore);
  const named = [...heats.values()].map((h) => `${rivalryName(h.sides, wrestlers)}, heat ${Math.round(h.heat)}`).join('; ');
  const why = ` The rivalries on the card (${named}) lift the show's average audience ×${Math.round(factor * 100) / 100} after it.`;
  const finance = work.production.finance;
  const lines = finance?.lines.map((line) => (line.label === 'Viewers' ? { ...line, reason: `${line.reason}.${why}` } : line));
  const production = lines ? { ...work.production, finance: { ...finance, lines } } : work.production;
  return { ...work, production, effects, show: { ...work.show, avgViewers: applyViewersEffect(shown, effects).avgViewers } };
};
