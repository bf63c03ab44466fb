import { withLedgerEntries } from '../../domain/rules/ledger';
import type { Stored } from '../../domain/entities/base';
import { GAME_ID, type Game } from '../../domain/entities/game';
import type { OwnerYear } from '../../domain/entities/owner-season';
import { hasRivals } from '../../domain/entities/promotion';
import { roundCents } from '../../domain/rules/finance';
import { measureObjectives, setObjectives } from '../../domain/rules/owner/objectives';
import { isShortYear, ownerVerdict } from '../../domain/rules/owner/verdict';
import type { UseCaseDeps } from '../deps';
import type { Repositories } from '../ports/unit-of-work.port';
import { closeYear } from './close-year';
import { ownerFigures, ownerSituation, productionsOfYear, tallyFigures, tallyTo, yearOf } from './owner-figures';

/** A year's objectives: those already set, else set now from the promotion as it stands. */
async function yearOrNew(repos: Repositories, game: Stored<Game>, year: number): Promise<OwnerYear> {
  const found = game.ownerYears.find((entry) => entry.year === year);
  if (found) return { ...found, objectives: found.objectives.map((objective) => ({ ...objective })) };
  return { year, objectives: setObjectives(await ownerSituation(repos, game, year)), verdict: '', setOn: game.date };
}

const replaceYear = (years: readonly OwnerYear[], next: OwnerYear): OwnerYear[] =>
  [...years.filter((entry) => entry.year !== next.year), next].sort((a, b) => a.year - b.year);

/**
 * Issue 18 item 5: after the forward move's living week (in its batch), only in games with rivals:
 * the current year's objectives are set if it has none and measured; when the move crossed into a
 * new year, the old year closes first (measured a last time, the owner's verdict with its budget
 * change on the player's brands, the awards, the Hall of Fame). One Game update, in the storage given.
 */
export async function runOwnerWeek(deps: UseCaseDeps, before: Stored<Game>, after: Stored<Game>): Promise<void> {
  if (!hasRivals(after)) return;
  await deps.unitOfWork.run(async (tx) => {
    const game = (await tx.Game.get(GAME_ID)) ?? after;
    if (!hasRivals(game) || !game.date) return;
    const year = yearOf(game.date);
    let ownerYears = game.ownerYears.map((entry) => ({ ...entry, objectives: entry.objectives.map((objective) => ({ ...objective })) }));
    const changes: Partial<Game> = {};

    const closing = yearOf(before.date);
    if (Number.isFinite(closing) && year > closing && !game.awards.some((entry) => entry.year === closing)) {
      const productions = await productionsOfYear(tx, closing);
      const old = await yearOrNew(tx, game, closing);
      const objectives = measureObjectives(old.objectives, await ownerFigures(tx, game, closing, productions));
      const verdict = ownerVerdict(objectives, { short: isShortYear(old.setOn ?? game.date, closing) });
      // Closed: counted afresh above, so the running tally is no longer kept.
      const { tally: _tally, ...closed } = old;
      ownerYears = replaceYear(ownerYears, { ...closed, objectives, verdict: verdict.text, met: verdict.met, budget: verdict.budget });
      const { awards, inductees } = await closeYear(tx, game, closing, productions, await tx.Wrestler.all(), game.date);
      changes.awards = [...game.awards, awards];
      changes.hallOfFame = [...game.hallOfFame, ...inductees];
      // The budget change lands before the new year's objectives are set, so its money target counts it.
      if (verdict.budget !== 0) {
        const brands = await tx.Brand.getMany(game.brandIds);
        // Issue 33: the owner's verdict goes into each brand's ledger with its reason.
        const line = { date: game.date, amount: verdict.budget, label: "Owner's budget", reason: `${closing}: ${verdict.text}` };
        await tx.Brand.bulkPut(brands.map((brand) => withLedgerEntries({ ...brand, balance: roundCents(brand.balance + verdict.budget) }, [line])));
      }
    }

    const current = await yearOrNew(tx, { ...game, ownerYears }, year);
    // Issue 19: the week's productions are added to the year's tally; the year is not read again.
    const tally = await tallyTo(tx, game, current, game.date);
    const objectives = measureObjectives(current.objectives, await tallyFigures(tx, game, current, tally));
    changes.ownerYears = replaceYear(ownerYears, { ...current, objectives, tally });
    await tx.Game.update(GAME_ID, changes);
  });
}
