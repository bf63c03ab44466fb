import { formatMoney } from '../../domain/format';
import { transferMoney, transferProblem, type TransferRequest } from '../../domain/rules/brand-transfer';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import { requireGame } from '../game';

export type { TransferRequest } from '../../domain/rules/brand-transfer';

/** A transfer done (both balances after it) or refused (why; nothing was written). */
export type TransferResult =
  | { ok: true; message: string; balances: { brandId: number; name: string; balance: number }[] }
  | { ok: false; message: string };

/**
 * Issue 33 item 6: money moves between two brands the player runs, of one promotion, in one unit
 * of work: both balances and both ledger entries are written together or not at all.
 */
export function createTransferMoney({ unitOfWork }: { unitOfWork: UnitOfWork }) {
  return (request: TransferRequest): Promise<TransferResult> =>
    unitOfWork.run(async (tx) => {
      const [game, brands] = await Promise.all([requireGame(tx), tx.Brand.all()]);
      const from = brands.find((b) => b.id === request.fromBrandId);
      const to = brands.find((b) => b.id === request.toBrandId);
      const runs = (id: number) => game.brandIds.length === 0 || game.brandIds.includes(id);
      const problem = transferProblem(from, to, request.amount, runs);
      if (problem || !from || !to) return { ok: false, message: problem ?? 'Choose two brands.' };
      const [gave, got] = transferMoney(from, to, request.amount, game.date, request.reason);
      await tx.Brand.bulkPut([gave, got]);
      return {
        ok: true,
        message: `Moved ${formatMoney(got.balance - to.balance)} from ${from.name} to ${to.name}: ${from.name} now has ${formatMoney(gave.balance)}, ${to.name} ${formatMoney(got.balance)}.`,
        balances: [gave, got].map((b) => ({ brandId: b.id, name: b.name, balance: b.balance })),
      };
    });
}
