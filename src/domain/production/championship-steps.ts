import { changeHolders, changeReigns, fittingTitleChanges, titleHolders, updatesChampionships, type TitleChange } from '../rules/championship';
import { appearancesOf, byId, type CompletionStep, type CompletionWork } from './completion-work';
import { lostByDisqualification } from './run-in-steps';

/**
 * The production's title changes in running order: for each title segment with a winner, its
 * winners without a manager take each loaded title it carries, on the production date; unless
 * they do not fit the title (DESIGN §4: a side of the wrong size or gender is never crowned).
 * Issue 35 (living rules): a champion who lost by disqualification after a run-in keeps the title.
 */
export function titleChanges(work: CompletionWork): TitleChange[] {
  const known = byId(work.championships);
  const changes = work.segments.filter((s) => updatesChampionships(s) && !lostByDisqualification(s)).flatMap((segment) => {
    const holders = titleHolders(appearancesOf(work, segment));
    if (holders.length === 0) return [];
    return segment.championshipIds
      .filter((id) => known.has(id))
      .map((championshipId) => ({ championshipId, holders, date: work.production.date, segmentId: segment.id }));
  });
  return fittingTitleChanges(changes, work.championships, byId(work.wrestlers));
}

/** Step 7 (SPEC §4 "Championship segment"): the winners without a manager become the holders. */
export const updateChampionships: CompletionStep = (work) => ({
  ...work,
  championships: changeHolders(work.championships, titleChanges(work)),
});

/** Step 8: the reigns after the same title changes (a title fought for twice is updated twice). */
export const updateReigns: CompletionStep = (work) => ({ ...work, reigns: changeReigns(work.reigns, titleChanges(work)) });
