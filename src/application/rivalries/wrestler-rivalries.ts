import type { IsoDate } from '../../domain/entities/base';
import { inRivalry, isActiveRivalry, readRivalries, type RivalryEndReason, type RivalryOrigin } from '../../domain/entities/rivalry';
import { heatAt } from '../../domain/rules/living/rivalry-heat';
import { requireGame } from '../game';
import type { Repositories } from '../ports/unit-of-work.port';
import { sideName } from './rivalry-board';

/** One rivalry on a wrestler's profile. */
export interface WrestlerRivalry {
  id: number;
  /** The other side's name(s), joined with " & ". */
  opponent: string;
  /** Their own side when it is a team ("with Vale"), else ''. */
  partners: string;
  /** Issue 35: the same people by id and name (the profile links each to their page). */
  opponentPeople: { id: number; name: string }[];
  partnerPeople: { id: number; name: string }[];
  active: boolean;
  origin: RivalryOrigin;
  startedOn: IsoDate;
  endedOn: IsoDate | null;
  endReason: RivalryEndReason;
  /** Now for an active one, at the end for an ended one. */
  heat: number;
  segments: number;
}

/** A wrestler's rivalries for their profile: active ones first, then the ended, newest first. */
export function createWrestlerRivalries({ repos }: { repos: Repositories }) {
  return async (wrestlerId: number): Promise<WrestlerRivalry[]> => {
    const game = await requireGame(repos);
    const theirs = readRivalries(game.rivalries).filter((r) => inRivalry(r, wrestlerId));
    const byId = new Map((await repos.Wrestler.getMany([...new Set(theirs.flatMap((r) => r.sides.flat()))])).map((w) => [w.id, w]));
    return theirs
      .map((r) => {
        const own = r.sides.find((side) => side.includes(wrestlerId))!;
        const other = r.sides.find((side) => side !== own)!;
        const active = isActiveRivalry(r);
        return {
          id: r.id,
          opponent: sideName(other, byId),
          partners: sideName(own.filter((id) => id !== wrestlerId), byId),
          opponentPeople: other.map((id) => ({ id, name: byId.get(id)?.name ?? `Wrestler ${id}` })),
          partnerPeople: own.filter((id) => id !== wrestlerId).map((id) => ({ id, name: byId.get(id)?.name ?? `Wrestler ${id}` })),
          active,
          origin: r.origin,
          startedOn: r.startedOn,
          endedOn: r.endedOn,
          endReason: r.endReason,
          heat: active ? heatAt(r, game.date) : r.heat,
          segments: r.segments,
        };
      })
      .sort((a, b) => Number(b.active) - Number(a.active) || (b.endedOn ?? b.startedOn).localeCompare(a.endedOn ?? a.startedOn) || b.id - a.id);
  };
}
