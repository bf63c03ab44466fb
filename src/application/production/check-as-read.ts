import { checkAsRead, RecordConflictError, sameRecord } from '../../domain/entities/record-conflict';
import type { Stored } from '../../domain/entities/base';
import type { Production } from '../../domain/entities/production';
import type { LoadedProduction } from '../../domain/production/completion-work';
import type { Repositories } from '../ports/unit-of-work.port';

const idsOf = (records: readonly { id: number }[]): number[] => records.map((record) => record.id);

/**
 * Issue 14 (no lost update): inside the commit's transaction, before anything is written, every
 * record the completion writes must still be as step 1 read it: the wrestlers, titles, open reigns
 * (a reign opened elsewhere meanwhile counts too), segments and appearances, and the production
 * itself. Otherwise it throws a RecordConflictError and the caller writes nothing. Brands and the
 * show are not checked: the commit applies its effects to them as they are now.
 */
export async function checkStillAsRead(tx: Repositories, read: LoadedProduction, production: Stored<Production>): Promise<void> {
  if (!sameRecord(production, read.production)) throw new RecordConflictError('Production', production.id);
  const [wrestlers, championships, segments, appearances, reignsByTitle] = await Promise.all([
    tx.Wrestler.getMany(idsOf(read.wrestlers)),
    tx.Championship.getMany(idsOf(read.championships)),
    tx.Segment.getMany(idsOf(read.segments)),
    tx.Appearance.getMany(idsOf(read.appearances)),
    Promise.all(read.championships.map((title) => tx.Reign.findBy('championshipId', title.id))),
  ]);
  checkAsRead('Wrestler', read.wrestlers, wrestlers);
  checkAsRead('Championship', read.championships, championships);
  checkAsRead('Segment', read.segments, segments);
  checkAsRead('Appearance', read.appearances, appearances);
  const open = reignsByTitle.flat().filter((reign) => reign.endDate === null);
  checkAsRead('Reign', read.reigns, open);
  const known = new Set(idsOf(read.reigns));
  const opened = open.find((reign) => !known.has(reign.id));
  if (opened) throw new RecordConflictError('Reign', opened.id);
}
