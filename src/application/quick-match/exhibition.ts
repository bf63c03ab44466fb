import type { Stored } from '../../domain/entities/base';
import { createAppearance } from '../../domain/entities/appearance';
import type { Wrestler } from '../../domain/entities/wrestler';
import { rateSegmentBreakdown, type RatingBreakdown } from '../../domain/rules/rating';
import { applyLoss, applyWin } from '../../domain/rules/results';
import type { Rng } from '../../domain/rules/rng';
import { simulateDuration, simulateSegment, winWeight } from '../../domain/rules/segment-simulation';
import { sum } from '../../domain/rules/stats';
import { matchKind, QuickMatchError, teamsProblem } from './match-teams';
import { recordFields, recordStamp, type RecordFields } from './record-stamp';

export interface ExhibitionInput {
  /** Wrestler ids per team, in the order the player built them. */
  teams: readonly (readonly number[])[];
  /** A competition kind's `type` from the catalogue. */
  type: string;
  /** Replays an earlier exhibition; a fresh seed when not given. */
  seed?: number;
}

export interface ExhibitionTeam {
  /** Team n has groupId n (1-based, the order given). */
  groupId: number;
  wrestlers: { id: number; name: string }[];
  /** This team's share of the total win weight: its chance of winning, 0..1. */
  chance: number;
  winner: boolean;
}

/** What applying would write to one wrestler: only the fields a result changes. */
export interface RecordChange {
  wrestlerId: number;
  name: string;
  result: 'win' | 'loss';
  before: RecordFields;
  after: RecordFields;
}

/** One simulated match that has changed nothing yet. */
export interface Exhibition {
  seed: number;
  type: string;
  kindName: string;
  teams: ExhibitionTeam[];
  winnerGroupId: number;
  /** The wrestler the weighted draw picked: their whole team wins (SPEC §4). */
  drawnWrestler: { id: number; name: string };
  rating: number;
  breakdown: RatingBreakdown;
  /** Seconds. */
  duration: number;
  changes: RecordChange[];
  /** Fingerprint of the records it was simulated on (see recordStamp). */
  stamp: string;
}

/**
 * SPEC §4 simulation of one match between the given teams, on the wrestlers as they are: the
 * winner by weighted draw, a duration, the rating over the competitors as they walked in (as
 * production completion rates), and reading A's results as proposed changes. Writes nothing.
 * The draws come in a fixed order (winner, duration, then each wrestler's fuzz), so a seed replays.
 */
export function runExhibition(input: ExhibitionInput & { seed: number }, wrestlers: readonly Stored<Wrestler>[], rng: Rng): Exhibition {
  const problem = teamsProblem(input.teams, input.type);
  if (problem) throw new QuickMatchError(problem);
  const kind = matchKind(input.type)!;
  const byId = new Map(wrestlers.map((w) => [w.id, w]));
  const lineup = input.teams.map((team, i) => team.map((id) => ({ wrestler: byId.get(id)!, groupId: i + 1 })));
  const appearances = lineup.flat().map(({ wrestler, groupId }) => createAppearance({ wrestlerId: wrestler.id, groupId }));

  const outcome = simulateSegment({ competition: true, appearances, wrestlers: byId }, rng, { skipDecided: false });
  const drawn = byId.get(outcome.winnerId!)!;
  const winnerGroupId = appearances.find((a) => a.wrestlerId === drawn.id)!.groupId;
  const duration = simulateDuration(rng);
  const participants = lineup.flat().map((p) => ({ ...p, winner: p.groupId === winnerGroupId }));
  const breakdown = rateSegmentBreakdown(participants);

  const total = sum(participants.map((p) => winWeight(p.wrestler)));
  const teams = lineup.map((team, i) => ({
    groupId: i + 1,
    wrestlers: team.map(({ wrestler }) => ({ id: wrestler.id, name: wrestler.name })),
    chance: sum(team.map(({ wrestler }) => winWeight(wrestler))) / total,
    winner: i + 1 === winnerGroupId,
  }));
  const changes = participants.map(({ wrestler, winner }): RecordChange => ({
    wrestlerId: wrestler.id,
    name: wrestler.name,
    result: winner ? 'win' : 'loss',
    before: recordFields(wrestler),
    after: recordFields(winner ? applyWin(wrestler, rng) : applyLoss(wrestler, rng)),
  }));

  return {
    seed: input.seed,
    type: kind.type,
    kindName: kind.name,
    teams,
    winnerGroupId,
    drawnWrestler: { id: drawn.id, name: drawn.name },
    rating: breakdown.total / 100,
    breakdown,
    duration,
    changes,
    stamp: recordStamp(participants.map((p) => p.wrestler)),
  };
}
