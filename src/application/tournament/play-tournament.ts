import { createActor } from 'xstate';
import type { Stored } from '../../domain/entities/base';
import type { Tournament } from '../../domain/entities/tournament';
import type { Wrestler } from '../../domain/entities/wrestler';
import { ErrorMessages } from '../../domain/errors';
import { tournamentMachine, type TournamentEvent } from '../../domain/machines/tournament.machine';
import { tournamentTitleChange } from '../../domain/rules/tournament-match';
import { saveTitleChanges } from '../championships/save-title-changes';
import type { Repositories } from '../ports/unit-of-work.port';
import { freshRng, type MachineUseCaseDeps } from '../deps';

export interface PlayedTournament {
  tournament: Stored<Tournament>;
  /** How many matches this call played (0 when there was nothing to play). */
  played: number;
}

async function loadTournament(tx: Repositories, id: number): Promise<Stored<Tournament>> {
  const tournament = await tx.Tournament.get(id);
  if (!tournament) throw new Error(ErrorMessages.recordNotFound(id, 'Tournament'));
  return tournament;
}

/**
 * Each action restores the machine from the stored bracket and the entrants' records, sends one
 * event and writes what changed (the bracket, the records of those who fought, and on the final
 * the title) in one unit of work: a failed write leaves the tournament as it was.
 */
export function createPlayTournament({ unitOfWork, random, inspect }: Pick<MachineUseCaseDeps, 'unitOfWork' | 'random' | 'inspect'>) {
  const play = (type: TournamentEvent['type']) => (id: number) =>
    unitOfWork.run(async (tx): Promise<PlayedTournament> => {
      const before = await loadTournament(tx, id);
      const entrants = await tx.Wrestler.getMany(before.wrestlerIds);
      const wrestlers = new Map<number, Wrestler>(entrants.map((w) => [w.id, w]));
      const actor = createActor(tournamentMachine, { input: { tournament: before, wrestlers, rng: freshRng(random) }, inspect }).start();
      if (actor.getSnapshot().status === 'active') actor.send({ type });
      const { tournament: after, wrestlers: records, played } = actor.getSnapshot().context;
      actor.stop();
      if (played === 0) return { tournament: before, played };

      const saved = await tx.Tournament.update(id, after);
      for (const [wrestlerId, record] of records) {
        if (record !== wrestlers.get(wrestlerId)) await tx.Wrestler.update(wrestlerId, record);
      }
      // A tournament that has just been decided for a title moves the title and its reigns.
      const titleChange = before.complete ? null : tournamentTitleChange(saved);
      if (titleChange) await saveTitleChanges(tx, [titleChange]);
      return { tournament: saved, played };
    });

  return {
    /** The next match of the bracket. */
    playMatch: play('tournament.playMatch'),
    /** The rest of the round the next match belongs to. */
    playRound: play('tournament.playRound'),
    /** Every match left, to the champion. */
    run: play('tournament.run'),
  };
}

export type PlayTournament = ReturnType<typeof createPlayTournament>;
