import type { Stored } from '../../domain/entities/base';
import type { Championship } from '../../domain/entities/championship';
import type { Reign } from '../../domain/entities/reign';
import { changeTitles, fittingTitleChanges, type TitleChange, type TitleRecords } from '../../domain/rules/championship';
import type { Repositories } from '../ports/unit-of-work.port';

const isStored = (reign: Reign): reign is Stored<Reign> => reign.id !== undefined;

export interface SavedTitles {
  championships: Stored<Championship>[];
  reigns: Stored<Reign>[];
}

/**
 * Writes titles and reigns as title changes left them, inside the caller's transaction: stored
 * reigns are put back, new ones created. The writes go out together (bulk, no round trip between
 * them) so the completion commit stays fast; the database still applies them in order.
 */
export async function writeTitles(tx: Repositories, records: TitleRecords<Stored<Championship>>): Promise<SavedTitles> {
  const kept = records.reigns.filter(isStored);
  const [opened] = await Promise.all([
    tx.Reign.bulkCreate(records.reigns.filter((reign) => !isStored(reign))),
    tx.Championship.bulkPut(records.championships),
    tx.Reign.bulkPut(kept),
  ]);
  return { championships: records.championships, reigns: [...kept, ...opened] };
}

/**
 * SPEC §4 title changes (a rumble's or a tournament's winner) applied, by the one domain rule, to
 * the titles and open reigns read in the caller's transaction, then written. A title that no
 * longer exists is skipped, and so is a winner who does not fit the title (DESIGN §4: a rumble
 * for a tag title crowns nobody).
 */
export async function saveTitleChanges(tx: Repositories, changes: readonly TitleChange[]): Promise<SavedTitles> {
  const ids = [...new Set(changes.map((change) => change.championshipId))];
  if (ids.length === 0) return { championships: [], reigns: [] };
  const [championships, reigns, winners] = await Promise.all([
    tx.Championship.getMany(ids),
    Promise.all(ids.map((id) => tx.Reign.findBy('championshipId', id))),
    tx.Wrestler.getMany([...new Set(changes.flatMap((change) => change.holders))]),
  ]);
  const fitting = fittingTitleChanges(changes, championships, new Map(winners.map((w) => [w.id, w])));
  if (fitting.length === 0) return { championships: [], reigns: [] };
  const open = reigns.flat().filter((reign) => reign.endDate === null);
  return writeTitles(tx, changeTitles({ championships, reigns: open }, fitting));
}
