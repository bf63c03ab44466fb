import { addDays, diffDays } from '../../domain/dates';
import { createReign, type Championship, type Reign, type Stored, type Wrestler } from '../../domain/entities';
import type { Rng } from '../../domain/rules/rng';
import { titlePool } from './championships';
import { SEED_DATE } from './ids';
import { intBetween, rngFor } from './random';

type Draft = Pick<Reign, 'wrestlerIds' | 'startDate' | 'endDate'>;

const sameHolders = (a: readonly number[], b: readonly number[]): boolean =>
  a.length === b.length && a.every((id) => b.includes(id));

/** Past champions come from the better half of the title's pool, never the reign they replaced. */
function pickHolders(rng: Rng, pool: readonly Stored<Wrestler>[], count: number, after: readonly number[]): number[] {
  const candidates = [...pool].sort((a, b) => b.points - a.points).slice(0, Math.max(count * 4, 8));
  if (candidates.length <= count) throw new Error(`Seed: too few wrestlers to vary a title's holders`);
  for (;;) {
    const left = candidates.map((w) => w.id);
    const picked: number[] = [];
    while (picked.length < count) picked.push(left.splice(Math.floor(rng() * left.length), 1)[0]);
    if (!sameHolders(picked, after)) return picked;
  }
}

/** Defences come roughly every one to two months of a reign. */
const defensesFor = (rng: Rng, from: string, to: string): number =>
  Math.floor(diffDays(from, to) / intBetween(rng, 30, 70));

/**
 * Each title's history, walked backwards from its current holders: the open reign began shortly
 * before the seed date, and every earlier reign ends on the day the next one starts.
 */
function historyOf(title: Stored<Championship>, wrestlers: readonly Stored<Wrestler>[]): Draft[] {
  const rng = rngFor(title.name);
  const pool = titlePool(title, wrestlers);
  let start = addDays(SEED_DATE, -intBetween(rng, 21, 320));
  let holders = title.wrestlerIds;
  const history: Draft[] = [{ wrestlerIds: holders, startDate: start, endDate: null }];
  for (let past = intBetween(rng, 4, 7); past > 0; past -= 1) {
    const end = start;
    start = addDays(end, -intBetween(rng, 28, 420));
    holders = pickHolders(rng, pool, title.holders, holders);
    history.unshift({ wrestlerIds: holders, startDate: start, endDate: end });
  }
  return history;
}

export function seedReigns(
  championships: readonly Stored<Championship>[],
  wrestlers: readonly Stored<Wrestler>[],
): Stored<Reign>[] {
  const reigns: Stored<Reign>[] = [];
  for (const title of championships) {
    if (title.wrestlerIds.length === 0) continue;
    const rng = rngFor(`${title.name} defences`);
    for (const draft of historyOf(title, wrestlers)) {
      const defenses = defensesFor(rng, draft.startDate, draft.endDate ?? SEED_DATE);
      reigns.push({
        ...createReign({ ...draft, wrestlerIds: [...draft.wrestlerIds], championshipId: title.id, defenses }),
        id: reigns.length + 1,
      });
    }
  }
  return reigns;
}
