import type { Stored } from '../../../src/domain/entities/base';
import type { Production } from '../../../src/domain/entities/production';
import type { Wrestler } from '../../../src/domain/entities/wrestler';
import { kindOrDefault } from '../../../src/domain/catalog/segment-kinds';
import { addDays } from '../../../src/domain/dates';
import { openBenchGame, timed, type BenchGame } from './bench-game';
import type { ProductionCompletionOptions, ProductionCompletionResult } from './protocol';
import { isInRing } from '../../../src/domain/rules/roster';

/** The card: a promo, singles, a tag match, a triple threat with a referee, a title match (12 wrestlers). */
const CARD = [
  { type: 'INTERVIEW', sides: [1], title: false },
  { type: 'SINGLES', sides: [1, 1], title: false },
  { type: 'TAG_TEAM', sides: [2, 2], title: false },
  { type: 'SPECIAL_REFEREE', sides: [1, 1, 1], title: false },
  { type: 'CHAMPIONSHIP', sides: [1, 1], title: true },
] as const;
const WRESTLERS_PER_CARD = CARD.reduce((sum, segment) => sum + segment.sides.reduce((a, b) => a + b, 0), 0);

/** A 5-segment production of a PPV, booked with the card above (different wrestlers each time). */
export async function bookProduction({ services }: BenchGame, index: number, pool: Stored<Wrestler>[]): Promise<Stored<Production>> {
  const game = await services.game.load();
  const show = (await services.repos.Show.all()).find((s) => s.defaultAmountSegments === CARD.length);
  if (!show) throw new Error(`The seed has no show of ${CARD.length} segments`);
  const titles = (await services.repos.Championship.all()).filter((c) => c.brandIds.some((id) => show.brandIds.includes(id)));
  const production = await services.production.createProduction({ showId: show.id, date: addDays(game.date, index) });
  let next = index * WRESTLERS_PER_CARD;
  const take = () => pool[next++ % pool.length];
  await services.unitOfWork.run(async (tx) => {
    for (const [position, plan] of CARD.entries()) {
      const booked = plan.sides.flatMap((size, side) =>
        Array.from({ length: size }, () => ({ wrestler: take(), groupId: side + 1 })),
      );
      const appearances = await tx.Appearance.bulkCreate(
        booked.map(({ wrestler, groupId }) => ({ wrestlerId: wrestler.id, groupId, cost: wrestler.cost })),
      );
      const kind = kindOrDefault(plan.type);
      await tx.Segment.update(production.segmentIds[position], {
        type: kind.type,
        category: kind.category,
        appearanceIds: appearances.map((a) => a.id),
        championshipIds: plan.title && titles.length > 0 ? [titles[index % titles.length].id] : [],
      });
    }
  });
  return production;
}

/**
 * production-completion: completeProduction on freshly booked productions of the seed world, and
 * for each a raw Dexie transaction writing the very records that completion wrote.
 */
export async function benchProductionCompletion(options: ProductionCompletionOptions): Promise<ProductionCompletionResult> {
  const game = await openBenchGame('production');
  const { services, db } = game;
  try {
    const pool = (await services.repos.Wrestler.all()).filter(isInRing);
    const total = options.warmups + options.runs;
    const productions: Stored<Production>[] = [];
    for (let i = 0; i < total; i += 1) productions.push(await bookProduction(game, i, pool));

    const result: ProductionCompletionResult = { completionMs: [], rawMs: [], segments: CARD.length, wrestlers: WRESTLERS_PER_CARD, statuses: [] };
    for (const [i, production] of productions.entries()) {
      const [completion, completionMs] = await timed(() => services.production.completeProduction(production.id));
      const work = completion.work;
      if (completion.status !== 'completed' || !work) throw new Error(`Completion ${completion.status}: ${String(completion.error)}`);
      const tables = [db.Production, db.Segment, db.Appearance, db.Wrestler, db.Championship, db.Reign, db.Brand, db.Show];
      const [, rawMs] = await timed(() =>
        db.transaction('rw', tables, async () => {
          await Promise.all([
            db.Production.bulkPut([work.production]),
            db.Segment.bulkPut(work.segments),
            db.Appearance.bulkPut(work.appearances),
            db.Wrestler.bulkPut(work.wrestlers),
            db.Championship.bulkPut(work.championships),
            db.Reign.bulkPut(work.reigns as Parameters<typeof db.Reign.bulkPut>[0]),
            db.Brand.bulkPut(work.brands),
            ...(work.show ? [db.Show.bulkPut([work.show])] : []),
          ]);
        }),
      );
      if (i < options.warmups) continue;
      result.completionMs.push(completionMs);
      result.rawMs.push(rawMs);
      result.statuses.push(completion.status);
    }
    return result;
  } finally {
    await game.dispose();
  }
}
