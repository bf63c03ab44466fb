import { withCareerNews } from '../../domain/entities/career-news';
import { GAME_ID } from '../../domain/entities/game';
import { companyOfWrestler } from '../../domain/entities/promotion';
import { CatalogueError, ErrorMessages } from '../../domain/errors';
import { answerStay, stayProblem, type StayAnswer } from '../../domain/rules/living/retirement-delay';
import { freshRng, type UseCaseDeps } from '../deps';
import { requireGame } from '../game';

/**
 * Issue 36 (living rules): the player asks one of their wrestlers who announced retirement to stay
 * a while longer. The check, the answer (retirement-delay.ts, drawn once), the wrestler's new day
 * and the news line are one unit of work; the wrestler is never asked twice.
 */
export function createAskToStay({ unitOfWork, random }: Pick<UseCaseDeps, 'unitOfWork' | 'random'>) {
  return (wrestlerId: number): Promise<StayAnswer> =>
    unitOfWork.run(async (tx) => {
      const [game, w, brands] = await Promise.all([requireGame(tx), tx.Wrestler.get(wrestlerId), tx.Brand.all()]);
      if (!w) throw new CatalogueError(ErrorMessages.recordNotFound(wrestlerId, 'Wrestler'));
      const problem = stayProblem(game, w);
      if (problem) throw new CatalogueError(problem);
      const answer = answerStay(w, game.date, freshRng(random));
      await tx.Wrestler.bulkPut([{ ...w, askedToStay: game.date, retiresOn: answer.retiresOn }]);
      const line = { date: game.date, kind: 'stay' as const, wrestlerId: w.id, championshipId: null, companyId: companyOfWrestler(w, brands), text: answer.text };
      await tx.Game.update(GAME_ID, { careerNews: withCareerNews(game.careerNews, [line]) });
      return answer;
    });
}
