import type { IsoDate } from '../../domain/entities/base';
import { GAME_ID } from '../../domain/entities/game';
import {
  ENDED_RIVALRIES_KEPT, RIVALRY_BEATS_KEPT, isActiveRivalry, nextRivalryId, normaliseSides, readRivalries, sidesKey, type Rivalry,
} from '../../domain/entities/rivalry';
import { heatAt, isPayoffShowType, START_HEAT } from '../../domain/rules/living/rivalry-heat';
import { canCompete } from '../../domain/rules/roster';
import { requireGame } from '../game';
import type { Repositories, UnitOfWork } from '../ports/unit-of-work.port';
import { RivalryMessages } from './messages';
import { sidesOf } from './rivalry-board';

/** Ended rivalries beyond ENDED_RIVALRIES_KEPT (the oldest ended) are dropped; active ones always stay. */
export function keepEnded(rivalries: readonly Rivalry[]): Rivalry[] {
  const ended = rivalries.filter((r) => !isActiveRivalry(r)).sort((a, b) => (b.endedOn ?? '').localeCompare(a.endedOn ?? '') || b.id - a.id);
  const dropped = new Set(ended.slice(ENDED_RIVALRIES_KEPT).map((r) => r.id));
  return rivalries.filter((r) => !dropped.has(r.id));
}

/** The rivalries read fresh inside the unit of work, changed by `change`, written back in it. */
async function changeRivalries<R>(tx: Repositories, change: (rivalries: Rivalry[], date: IsoDate) => Promise<{ next: Rivalry[]; result: R }>): Promise<R> {
  const game = await requireGame(tx);
  const { next, result } = await change(readRivalries(game.rivalries), game.date);
  await tx.Game.update(GAME_ID, { rivalries: keepEnded(next) });
  return result;
}

function requireActive(rivalries: readonly Rivalry[], id: number): Rivalry {
  const rivalry = rivalries.find((r) => r.id === id && isActiveRivalry(r));
  if (!rivalry) throw new Error(RivalryMessages.noRivalry(id));
  return rivalry;
}

/**
 * Starting, ending and aiming a rivalry change `game.rivalries` only: each reads the Game record
 * fresh inside one unit of work and writes it back there, so a rivalry the completion or another
 * tab changed meanwhile is kept.
 */
export function createRivalryActions({ unitOfWork }: { unitOfWork: UnitOfWork }) {
  return {
    /** A rivalry the player starts between two sides (wrestler ids; a team is several). Resolves it. */
    start: (sideA: readonly number[], sideB: readonly number[]): Promise<Rivalry> =>
      unitOfWork.run((tx) =>
        changeRivalries(tx, async (rivalries, date) => {
          if (sideA.length === 0 || sideB.length === 0) throw new Error(RivalryMessages.emptySide);
          const ids = [...new Set([...sideA, ...sideB])];
          const wrestlers = await tx.Wrestler.getMany(ids);
          const byId = new Map<number, { id: number; name: string }>(wrestlers.map((w) => [w.id, w]));
          const missing = ids.find((id) => !byId.has(id));
          if (missing !== undefined) throw new Error(RivalryMessages.notFound(missing));
          const both = sideA.find((id) => sideB.includes(id));
          if (both !== undefined) throw new Error(RivalryMessages.sameWrestler(byId.get(both)!.name));
          const unfit = wrestlers.find((w) => !canCompete(w));
          if (unfit) throw new Error(RivalryMessages.cannotCompete(unfit.name));
          const sides = normaliseSides(sideA, sideB);
          const active = rivalries.filter(isActiveRivalry);
          const same = active.find((r) => sidesKey(...r.sides) === sidesKey(...sides));
          if (same) throw new Error(RivalryMessages.alreadyActive(sidesOf(same, byId).title));
          for (const id of ids) {
            const other = active.find((r) => r.sides.some((side) => side.includes(id)));
            if (other) {
              const names = new Map(byId);
              for (const w of await tx.Wrestler.getMany(other.sides.flat())) names.set(w.id, w);
              throw new Error(RivalryMessages.alreadyInRivalry(byId.get(id)!.name, sidesOf(other, names).title));
            }
          }
          const heat = START_HEAT.player;
          const rivalry: Rivalry = {
            id: nextRivalryId(rivalries), sides, origin: 'player', startedOn: date, endedOn: null, endReason: '',
            heat, heatOn: date, beats: [{ date, kind: 'start', heat, gain: 0, productionId: null, segmentId: null }],
            segments: 0, payoffShowId: null,
          };
          return { next: [...rivalries, rivalry], result: rivalry };
        }),
      ),

    /** Ends an active rivalry as the player's decision (endReason 'player'); its heat is kept as it stands. */
    end: (rivalryId: number): Promise<Rivalry> =>
      unitOfWork.run((tx) =>
        changeRivalries(tx, async (rivalries, date) => {
          const rivalry = requireActive(rivalries, rivalryId);
          const heat = heatAt(rivalry, date);
          const ended: Rivalry = {
            ...rivalry, endedOn: date, endReason: 'player', heat, heatOn: date,
            beats: [...rivalry.beats, { date, kind: 'end' as const, heat, gain: 0, productionId: null, segmentId: null }].slice(-RIVALRY_BEATS_KEPT),
          };
          return { next: rivalries.map((r) => (r.id === rivalryId ? ended : r)), result: ended };
        }),
      ),

    /** The show the player wants it paid off on (a PPV, major PPV or world show); null goes back to the suggestion. */
    setPayoffShow: (rivalryId: number, showId: number | null): Promise<Rivalry> =>
      unitOfWork.run((tx) =>
        changeRivalries(tx, async (rivalries) => {
          const rivalry = requireActive(rivalries, rivalryId);
          if (showId !== null) {
            const show = await tx.Show.get(showId);
            if (!show) throw new Error(RivalryMessages.noShow(showId));
            if (!isPayoffShowType(show.type)) throw new Error(RivalryMessages.notPayoffShow(show.name));
          }
          const changed = { ...rivalry, payoffShowId: showId };
          return { next: rivalries.map((r) => (r.id === rivalryId ? changed : r)), result: changed };
        }),
      ),
  };
}
