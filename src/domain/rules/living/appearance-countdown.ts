import { byId, type CompletionStep } from '../../production/completion-work';

/**
 * Issue 15 (living completion, with recordResults): every appearance on the card spends one of the
 * wrestler's remaining appearances, managers and non-competition segments included (they are on the
 * show and paid for it). Counted from the wrestler as they walked in, so a result step that already
 * spent an appearance for a competitor is not counted twice, whatever the order of the steps.
 */
export const countAppearancesDown: CompletionStep = (work) => {
  const onCard = new Set(work.segments.flatMap((segment) => segment.appearanceIds));
  const counts = new Map<number, number>();
  for (const appearance of work.appearances) {
    if (onCard.has(appearance.id)) counts.set(appearance.wrestlerId, (counts.get(appearance.wrestlerId) ?? 0) + 1);
  }
  const before = byId(work.wrestlersBefore);
  const wrestlers = work.wrestlers.map((w) => {
    const count = counts.get(w.id);
    if (!count) return w;
    const start = before.get(w.id)?.remainingAppearances ?? w.remainingAppearances;
    return { ...w, remainingAppearances: Math.max(0, start - count) };
  });
  return { ...work, wrestlers };
};
