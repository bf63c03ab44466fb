import type { IsoDate, Stored } from '../../domain/entities/base';
import type { Championship } from '../../domain/entities/championship';
import type { Wrestler } from '../../domain/entities/wrestler';
import type { Reign } from '../../domain/entities/reign';
import { whyCannotDefend } from '../../domain/rules/title-vacancy';
import type { Holder } from './reign-days';

/** A holder who can no longer defend the title, and why ("has retired"). */
export interface UnableHolder extends Holder {
  why: string;
}

/** One title's current holders, for its page (and its "Vacate title" button). */
export interface TitleStanding {
  id: number;
  name: string;
  /** Empty while the title is vacant. */
  holders: Holder[];
  /** The holders who can no longer defend it on the game date. */
  unable: UnableHolder[];
  /** Issue 36: while vacant, the day its last reign ended and why it was given up (null when it was lost in a match or never held). */
  vacated: { date: IsoDate; reason: string } | null;
}

/** `newest`: the title's newest reign, if any (it tells why a vacant title was given up). */
export function titleStanding(title: Stored<Championship>, wrestlers: ReadonlyMap<number, Stored<Wrestler>>, date: IsoDate, newest?: Reign): TitleStanding {
  const holders = title.wrestlerIds.map((id) => ({ id, name: wrestlers.get(id)?.name ?? `Wrestler #${id}` }));
  const unable = holders.flatMap((holder) => {
    const why = whyCannotDefend(wrestlers.get(holder.id), date);
    return why === null ? [] : [{ ...holder, why }];
  });
  const vacated = holders.length === 0 && newest?.endDate && newest.endReason ? { date: newest.endDate, reason: newest.endReason } : null;
  return { id: title.id, name: title.name, holders, unable, vacated };
}
