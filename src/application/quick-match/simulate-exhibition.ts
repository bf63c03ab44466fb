import type { Stored } from '../../domain/entities/base';
import type { Wrestler } from '../../domain/entities/wrestler';
import { CatalogueError, ErrorMessages } from '../../domain/errors';
import type { UseCaseDeps } from '../deps';
import type { Repositories } from '../ports/unit-of-work.port';
import { runExhibition, type Exhibition, type ExhibitionInput } from './exhibition';
import { QuickMatchError, QuickMatchMessages, teamsProblem } from './match-teams';
import { recordStamp } from './record-stamp';

/** The wrestlers of the teams, in team order; rejects the catalogue message for an unknown id. */
async function lineupOf(wrestlers: Repositories['Wrestler'], teams: readonly (readonly number[])[]): Promise<Stored<Wrestler>[]> {
  const ids = teams.flat();
  const found = await wrestlers.getMany(ids);
  const missing = ids.find((id) => !found.some((w) => w.id === id));
  if (missing !== undefined) throw new CatalogueError(ErrorMessages.recordNotFound(missing, 'Wrestler'));
  return found;
}

/** An exhibition: reads the wrestlers, simulates, writes nothing. */
export function createSimulateExhibition({ repos, random }: Pick<UseCaseDeps, 'repos' | 'random'>) {
  return async (input: ExhibitionInput): Promise<Exhibition> => {
    const problem = teamsProblem(input.teams, input.type);
    if (problem) throw new QuickMatchError(problem);
    const seed = input.seed ?? random.newSeed();
    const wrestlers = await lineupOf(repos.Wrestler, input.teams);
    return runExhibition({ ...input, seed }, wrestlers, random.fromSeed(seed));
  };
}

/**
 * Writes an exhibition's proposed results (reading A) in one unit of work, only the record fields
 * a result changes. It refuses, writing nothing, when any wrestler's record differs from the one
 * the match was simulated on: a result already applied (or overtaken by a show) is never
 * written again.
 */
export function createApplyExhibition({ unitOfWork }: Pick<UseCaseDeps, 'unitOfWork'>) {
  return (exhibition: Exhibition): Promise<Stored<Wrestler>[]> =>
    unitOfWork.run(async (tx) => {
      const teams = exhibition.teams.map((team) => team.wrestlers.map((w) => w.id));
      const current = await lineupOf(tx.Wrestler, teams);
      if (recordStamp(current) !== exhibition.stamp) throw new QuickMatchError(QuickMatchMessages.stale);
      const updated: Stored<Wrestler>[] = [];
      for (const change of exhibition.changes) updated.push(await tx.Wrestler.update(change.wrestlerId, change.after));
      return updated;
    });
}
