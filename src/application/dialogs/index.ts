import type { IsoDate, Stored } from '../../domain/entities/base';
import { GAME_ID, type Game } from '../../domain/entities/game';
import { hasRivals } from '../../domain/entities/promotion';
import { CONVERSATION_MONEY, MOVED_MONEY, withLedgerEntries } from '../../domain/rules/ledger';
import { withMoves } from '../../domain/rules/living/talent-moves';
import { addDays } from '../../domain/dates';
import { applyDialogEffects, type DialogChange } from '../../domain/rules/dialog-effects';
import { keysOfWeek, openDialogs, weekEnd, weekInbox, type Dialog, type DialogWorld } from '../../domain/rules/dialogs';
import type { UseCaseDeps } from '../deps';
import type { Repositories } from '../ports/unit-of-work.port';
import { forGameBrands, requireGame } from '../game';
import { isInRing } from '../../domain/rules/roster';
import { EditConflictError, fieldConflicts } from '../../domain/records/edit-conflict';
import { sameRecord } from '../../domain/records/same-record';

export type { Dialog, DialogOption, DialogKind, DialogUrgency } from '../../domain/rules/dialogs';
export type { DialogChange, DialogEffect } from '../../domain/rules/dialog-effects';
export { describeEffect } from '../../domain/rules/dialog-effects';

/** Said when a key names no open conversation: decided, no longer true, or never one. */
export const DIALOG_OVER = 'This conversation is over.';

export class DialogOverError extends Error {
  override name = 'DialogOverError';
  constructor() {
    super(DIALOG_OVER);
  }
}

export interface DialogInbox {
  date: IsoDate;
  /** The week's open conversations, at most INBOX_LIMITS.weekly (src/domain/rules/dialog-model.ts). */
  dialogs: Dialog[];
  /** How many more would like a word but wait: the week is full (Backstage lists everyone). */
  waiting: number;
  /** The last day of the week: unanswered conversations end then. */
  expires: IsoDate;
}

/** What a decision did, for the screen to show before going back to the inbox. */
export interface DialogOutcome {
  key: string;
  who: string;
  about: string;
  choice: string;
  changes: DialogChange[];
}

/** The subject's id in a key `kind-subjectId-week`. */
const subjectOf = (key: string): number => Number(key.split('-')[1]) || 0;

/** Only the last four weeks' shows are quoted by a director (and read: productions pile up). */
const RECENT_DAYS = 28;

type Reads = Pick<Repositories, 'Game' | 'Wrestler' | 'Brand' | 'Championship' | 'Production'>;

/** The week's decided keys, each once; older weeks, duplicates and junk of an old save are dropped. */
const decidedOf = (game: Game): string[] => keysOfWeek(game.decidedDialogs, game.date);

async function readWorld(repos: Reads, game: Stored<Game>): Promise<DialogWorld> {
  const [people, brands, championships, productions] = await Promise.all([
    repos.Wrestler.all(),
    repos.Brand.all(),
    repos.Championship.all(),
    repos.Production.findBetween('date', addDays(game.date, -RECENT_DAYS), game.date),
  ]);
  const ownBrandIds = new Set(forGameBrands(brands.map((b) => ({ id: b.id, brandIds: [b.id] })), game).map((b) => b.id));
  return {
    date: game.date,
    roster: forGameBrands(people, game).filter((w) => isInRing(w) && !w.retired),
    brands: brands.filter((b) => ownBrandIds.has(b.id)),
    people,
    championships,
    productions,
    decided: decidedOf(game),
  };
}

/**
 * `/dialog`: the backstage conversations the promotion's state raises (src/domain/rules/dialogs.ts)
 * and the player's answers. A decision applies every effect and records its key in one unit of
 * work, re-deriving the conversation inside it, so a stale screen cannot answer one that is over.
 */
export function createDialogServices({ repos, unitOfWork }: Pick<UseCaseDeps, 'repos' | 'unitOfWork'>) {
  const inbox = async (): Promise<DialogInbox> => {
    const game = await requireGame(repos);
    const { dialogs, waiting } = weekInbox(await readWorld(repos, game));
    return { date: game.date, dialogs, waiting, expires: weekEnd(game.date) };
  };
  return {
    inbox,
    /** One open conversation, or null when the key names none. */
    open: async (key: string): Promise<Dialog | null> => (await inbox()).dialogs.find((d) => d.key === key) ?? null,
    /**
     * Rejects with DIALOG_OVER when the conversation is not open; then nothing is written. With
     * `asRead` (the conversation as the screen showed it; issue 14) a conversation that reads
     * otherwise now (a show, an edit or an import elsewhere) is an EditConflictError, nothing written.
     */
    decide: (key: string, optionId: string, asRead?: Dialog): Promise<DialogOutcome> =>
      unitOfWork.run(async (tx) => {
        const game = await requireGame(tx);
        const world = await readWorld(tx, game);
        const dialog = openDialogs(world).find((d) => d.key === key);
        const option = dialog?.options.find((o) => o.id === optionId);
        if (!dialog || !option) throw new DialogOverError();
        if (asRead && !sameRecord(asRead, dialog)) {
          const shown = asRead as unknown as Record<string, unknown>;
          const now = dialog as unknown as Record<string, unknown>;
          throw new EditConflictError('Dialog', subjectOf(key), fieldConflicts(shown, now), {}, now);
        }
        const applied = applyDialogEffects(option.effects, {
          wrestlers: new Map(world.people.map((w) => [w.id, w])),
          brands: new Map(world.brands.map((b) => [b.id, b])),
        });
        await tx.Wrestler.bulkPut(applied.wrestlers);
        // Issue 33: money a conversation moves (a budget transfer) goes in the brand's ledger with its reason.
        await tx.Brand.bulkPut(applied.brands.map((brand) => {
          const by = option.effects.reduce((sum, e) => sum + (e.type === 'balance' && e.brandId === brand.id ? e.by : 0), 0);
          const category = option.effects.filter((e) => e.type === 'balance').length > 1 ? MOVED_MONEY : CONVERSATION_MONEY;
          return withLedgerEntries(brand, [{ date: game.date, amount: by, label: option.label, reason: `${dialog.about}.`, category }]);
        }));
        // Issue 33: a release with rivals in the game goes on the board ("Who moved where").
        const released = hasRivals(game)
          ? option.effects.flatMap((e) => (e.type === 'release' ? [{ wrestlerId: e.wrestlerId, fromCompanyId: game.playerCompanyId, toCompanyId: null, date: game.date, reason: `You released ${e.name}: a free agent now.` }] : []))
          : [];
        const moves = released.length > 0 ? { talentMoves: withMoves(game, released).talentMoves } : {};
        await tx.Game.update(GAME_ID, { decidedDialogs: [...decidedOf(game), key], ...moves });
        return { key, who: dialog.who, about: dialog.about, choice: option.label, changes: applied.changes };
      }),
  };
}

export type DialogServices = ReturnType<typeof createDialogServices>;
