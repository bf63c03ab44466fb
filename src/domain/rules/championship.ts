import { kindOrDefault } from '../catalog/segment-kinds';
import type { Appearance } from '../entities/appearance';
import type { IsoDate } from '../entities/base';
import type { Championship } from '../entities/championship';
import { createReign, type Reign } from '../entities/reign';
import type { Segment } from '../entities/segment';
import type { Rng } from './rng';

/** SPEC §4: the winners without a manager become the holders. */
export const titleHolders = (appearances: readonly Pick<Appearance, 'wrestlerId' | 'winner' | 'manager'>[]): number[] =>
  [...new Set(appearances.filter((a) => a.winner && !a.manager).map((a) => a.wrestlerId))];

export const sameHolders = (a: readonly number[], b: readonly number[]): boolean => {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((id) => right.has(id));
};

/** The current reign (no end date) of a championship. */
export const openReignOf = <R extends Reign>(reigns: readonly R[], championshipId: number): R | undefined =>
  reigns.find((reign) => reign.championshipId === championshipId && reign.endDate === null);

/** A segment changes titles when it is a Championship, or a competition with championships attached. */
export const updatesChampionships = (segment: Pick<Segment, 'type' | 'championshipIds'>): boolean =>
  segment.championshipIds.length > 0 && kindOrDefault(segment.type).competition;

export interface ReignUpdate<R extends Reign> {
  /** The open reign, ended at the date, when the title changed hands. */
  closed: R | null;
  /** The new reign (no id yet) when the title changed hands or had no holder. */
  opened: Reign | null;
  /** The open reign with one more defence when the holders kept it. */
  defended: R | null;
}

/**
 * SPEC §4 championship segment and rumble: no open reign starts one; the same holders add a
 * defence; different holders end the open reign at the date and start a new one with 0 defences.
 */
export function updateReign<R extends Reign>(input: {
  openReign: R | undefined;
  holders: readonly number[];
  championshipId: number;
  date: IsoDate;
  segmentId?: number | null;
}): ReignUpdate<R> {
  const { openReign, holders, championshipId, date } = input;
  if (holders.length === 0) return { closed: null, opened: null, defended: null };
  if (openReign && sameHolders(openReign.wrestlerIds, holders)) {
    return { closed: null, opened: null, defended: { ...openReign, defenses: openReign.defenses + 1 } };
  }
  const opened = createReign({
    wrestlerIds: [...holders],
    championshipId,
    segmentId: input.segmentId ?? null,
    defenses: 0,
    startDate: date,
    endDate: null,
  });
  return { closed: openReign ? { ...openReign, endDate: date } : null, opened, defended: null };
}

/** One championship's result in a segment: new holders on the title plus the reign update. */
export function applyChampionshipResult<C extends Championship, R extends Reign>(input: {
  championship: C & { id: number };
  appearances: readonly Pick<Appearance, 'wrestlerId' | 'winner' | 'manager'>[];
  reigns: readonly R[];
  date: IsoDate;
  segmentId?: number | null;
}): { championship: C & { id: number } } & ReignUpdate<R> {
  const holders = titleHolders(input.appearances);
  const update = updateReign({
    openReign: openReignOf(input.reigns, input.championship.id),
    holders,
    championshipId: input.championship.id,
    date: input.date,
    segmentId: input.segmentId,
  });
  const championship = holders.length > 0 ? { ...input.championship, wrestlerIds: holders } : input.championship;
  return { championship, ...update };
}

/**
 * SPEC §4: when randomising, a coin flip (50%) decides whether the titles held by wrestlers in the
 * segment are attached to it. Returns the ids to attach (possibly none).
 */
export function championshipsToAttach(
  championships: readonly Pick<Championship, 'id' | 'wrestlerIds' | 'active'>[],
  wrestlerIds: readonly number[],
  rng: Rng,
): number[] {
  if (rng() >= 0.5) return [];
  return championships
    .filter((c) => c.id !== undefined && c.active && c.wrestlerIds.some((id) => wrestlerIds.includes(id)))
    .map((c) => c.id!);
}
