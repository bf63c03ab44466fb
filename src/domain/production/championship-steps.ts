import type { Stored } from '../entities/base';
import type { Reign } from '../entities/reign';
import type { Segment } from '../entities/segment';
import { openReignOf, titleHolders, updateReign, updatesChampionships } from '../rules/championship';
import { appearancesOf, byId, type CompletionStep, type CompletionWork } from './completion-work';

/** A title segment's result: the winners without a manager, for each title it carries. */
interface TitleResult {
  segment: Stored<Segment>;
  championshipId: number;
  holders: number[];
}

/** Title results in running order; titles that are not loaded and segments with no winner are skipped. */
function titleResults(work: CompletionWork): TitleResult[] {
  const known = byId(work.championships);
  return work.segments.filter(updatesChampionships).flatMap((segment) => {
    const holders = titleHolders(appearancesOf(work, segment));
    if (holders.length === 0) return [];
    return segment.championshipIds.filter((id) => known.has(id)).map((championshipId) => ({ segment, championshipId, holders }));
  });
}

/** Step 7 (SPEC §4 "Championship segment"): the winners without a manager become the holders. */
export const updateChampionships: CompletionStep = (work) => {
  const championships = byId(work.championships);
  for (const { championshipId, holders } of titleResults(work)) {
    championships.set(championshipId, { ...championships.get(championshipId)!, wrestlerIds: holders });
  }
  return { ...work, championships: work.championships.map((c) => championships.get(c.id)!) };
};

/**
 * Step 8: the same holders add a defence; new holders end the open reign on the production date
 * and start one with 0 defences. A title fought for twice in one production is updated twice.
 */
export const updateReigns: CompletionStep = (work) => {
  const reigns: Reign[] = [...work.reigns];
  for (const { segment, championshipId, holders } of titleResults(work)) {
    const openReign = openReignOf(reigns, championshipId);
    const update = updateReign({ openReign, holders, championshipId, date: work.production.date, segmentId: segment.id });
    const index = openReign ? reigns.indexOf(openReign) : -1;
    const replaced = update.closed ?? update.defended;
    if (replaced && index >= 0) reigns[index] = replaced;
    if (update.opened) reigns.push(update.opened);
  }
  return { ...work, reigns };
};
