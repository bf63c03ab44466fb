import { byId, type CompletionStep } from '../../production/completion-work';

/**
 * Issue 15 (living completion, with recordResults): a wrestler on the card spends one of their
 * remaining appearances, managers and non-competition segments included (they are on the show and
 * paid for it). Issue 35: an appearance is a night on the show, however many segments they are in
 * (a promo before their match is one appearance), as a contract's appearances are a week's work
 * (contract-terms.ts fullPerWeek) and a card now fills its slot. Counted from the wrestler as they
 * walked in, so a result step that already spent an appearance for a competitor is not counted
 * twice, whatever the order of the steps.
 */
export const countAppearancesDown: CompletionStep = (work) => {
  const onCard = new Set(work.segments.flatMap((segment) => segment.appearanceIds));
  const booked = new Set(work.appearances.filter((appearance) => onCard.has(appearance.id)).map((appearance) => appearance.wrestlerId));
  const before = byId(work.wrestlersBefore);
  const wrestlers = work.wrestlers.map((w) => {
    if (!booked.has(w.id)) return w;
    const start = before.get(w.id)?.remainingAppearances ?? w.remainingAppearances;
    return { ...w, remainingAppearances: Math.max(0, start - 1) };
  });
  return { ...work, wrestlers };
};
