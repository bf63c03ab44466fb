import { diffDays } from '../../dates';
import type { IsoDate, Stored } from '../../entities/base';
import type { Championship } from '../../entities/championship';
import type { Wrestler } from '../../entities/wrestler';

/** Issue 15: a champion out longer than this (four weeks) is worth asking the player about. */
export const LONG_INJURY_DAYS = 28;

export interface InjuredChampion {
  championshipId: number;
  title: string;
  wrestlerId: number;
  name: string;
  injuredUntil: IsoDate;
  injury: string;
  /** Days from `date` until the return date. */
  daysOut: number;
}

/**
 * Every holder of an active title whose return date is more than four weeks after `date`: the
 * player may vacate the title or keep it for a defence on the champion's return.
 */
export function longInjuredChampions(
  championships: readonly Stored<Championship>[],
  wrestlers: readonly Stored<Wrestler>[],
  date: IsoDate,
): InjuredChampion[] {
  const byId = new Map(wrestlers.map((w) => [w.id, w]));
  return championships
    .filter((title) => title.active)
    .flatMap((title) =>
      title.wrestlerIds.flatMap((id) => {
        const champion = byId.get(id);
        if (!champion?.injuredUntil) return [];
        const daysOut = diffDays(date, champion.injuredUntil);
        if (!(daysOut > LONG_INJURY_DAYS)) return [];
        return [{ championshipId: title.id, title: title.name, wrestlerId: id, name: champion.name, injuredUntil: champion.injuredUntil, injury: champion.injury, daysOut }];
      }),
    );
}
