import type { Stored } from '../../domain/entities/base';
import type { Championship } from '../../domain/entities/championship';
import type { Reign } from '../../domain/entities/reign';
import { changeTitles, type TitleChange, type TitleRecords } from '../../domain/rules/championship';
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
 * longer exists is skipped.
 */
export async function saveTitleChanges(tx: Repositories, changes: readonly TitleChange[]): Promise<SavedTitles> {
  const ids = [...new Set(changes.map((change) => change.championshipId))];
  if (ids.length === 0) return { championships: [], reigns: [] };
  const [championships, reigns] = await Promise.all([
    tx.Championship.getMany(ids),
    Promise.all(ids.map((id) => tx.Reign.findBy('championshipId', id))),
  ]);
  const open = reigns.flat().filter((reign) => reign.endDate === null);
  return writeTitles(tx, changeTitles({ championships, reigns: open }, changes));
}
