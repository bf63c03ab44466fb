import { fromPromise } from 'xstate';
import type { Stored } from '../../domain/entities/base';
import type { Draft } from '../../domain/entities/draft';
import type { Wrestler } from '../../domain/entities/wrestler';
import { ErrorMessages } from '../../domain/errors';
import type { DraftPick, StoredDraftParties } from '../../domain/machines/draft.machine';
import type { Clock } from '../ports/clock.port';
import type { Repositories } from '../ports/unit-of-work.port';
import { gameDateOr, readGame } from '../game';
import { isLiving } from '../../domain/entities/game';
import { withLedgerEntries } from '../../domain/rules/ledger';
import { formatMoney } from '../../domain/format';

async function mustGet<T extends { id?: number }>(repo: { get(id: number): Promise<Stored<T> | undefined> }, id: number, table: string) {
  const row = await repo.get(id);
  if (!row) throw new Error(ErrorMessages.recordNotFound(id, table));
  return row;
}

/** The draft machine's storage, on the repositories of one unit of work; `held` drafts are not processed. */
export function draftActors(tx: Repositories, clock: Clock | undefined, held: ReadonlySet<number> = new Set()) {
  return {
    loadPick: fromPromise<{ wrestler: Stored<Wrestler>; gameDate: string }, DraftPick>(async ({ input }) => {
      const wrestler = await mustGet(tx.Wrestler, input.wrestlerId, 'Wrestler');
      await mustGet(tx.Brand, input.brandId, 'Brand');
      const gameDate = gameDateOr(await readGame(tx), clock);
      if (!gameDate) throw new Error('The game has no date to start the draft from');
      return { wrestler, gameDate };
    }),
    saveDraft: fromPromise<Stored<Draft>, Draft>(({ input }) => tx.Draft.create(input)),
    // Issue 33: `held` drafts (a rival's brand or wrestler, in a game with rivals) stay pending, unprocessed.
    loadPendingDrafts: fromPromise<Stored<Draft>[], void>(async () => (await tx.Draft.all()).filter((d) => !d.complete && !held.has(d.id))),
    loadDraftParties: fromPromise<StoredDraftParties | null, Stored<Draft>>(async ({ input: draft }) => {
      if (draft.wrestlerId === null || draft.brandId === null) return null;
      const [wrestler, brand] = await Promise.all([tx.Wrestler.get(draft.wrestlerId), tx.Brand.get(draft.brandId)]);
      return wrestler && brand ? { draft, wrestler, brand } : null;
    }),
    saveDraftParties: fromPromise<void, StoredDraftParties>(async ({ input: { draft, wrestler, brand } }) => {
      await tx.Draft.update(draft.id, { complete: draft.complete });
      const { status, brandIds, remainingAppearances, contractType, contractExpires } = wrestler;
      await tx.Wrestler.update(wrestler.id, { status, brandIds, remainingAppearances, contractType, contractExpires });
      // Issue 33: under living rules the draft's price is a line of the paying brand's ledger.
      const [game, stored] = await Promise.all([readGame(tx), tx.Brand.get(brand.id)]);
      const paid = stored ? brand.balance - stored.balance : 0;
      if (!game || !stored || !isLiving(game) || paid === 0) return void (await tx.Brand.update(brand.id, { balance: brand.balance }));
      const line = { date: game.date, amount: paid, label: 'Draft', reason: `${wrestler.name} drafted for ${formatMoney(-paid)}.` };
      const { ledger, moneyYears } = withLedgerEntries({ ...stored, balance: brand.balance }, [line]);
      await tx.Brand.update(brand.id, { balance: brand.balance, ledger, moneyYears });
    }),
  };
}
