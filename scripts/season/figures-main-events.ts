import type { Appearance } from '../../src/domain/entities/appearance';
import { standingAfter } from '../../src/domain/entities/played-card';
import type { Production } from '../../src/domain/entities/production';
import type { Segment } from '../../src/domain/entities/segment';
import type { Wrestler } from '../../src/domain/entities/wrestler';
import { isSidedMatch } from '../../src/domain/production/airtime-steps';
import { readStat } from '../../src/domain/rules/stats';

// Issue 36 item 4's figures on who headlines: DESIGN §4 `booking.mainEventStarShare` and
// `booking.mainEventRepeatMax`, pure functions over a run's records.

type Prod = Pick<Production, 'segmentIds' | 'date'>;
type Seg = Pick<Segment, 'type' | 'appearanceIds' | 'meta'> & { id: number };
type App = Pick<Appearance, 'wrestlerId' | 'groupId' | 'manager'> & { id: number };

/** A card's matches with two sides or more, in running order, each with its competitors' ids. */
function sidedMatches(production: Prod, segments: ReadonlyMap<number, Seg>, appearances: ReadonlyMap<number, App>): { segment: Seg; ids: number[] }[] {
  return production.segmentIds.flatMap((id) => {
    const segment = segments.get(id);
    if (!segment) return [];
    const cast = segment.appearanceIds.flatMap((a) => appearances.get(a) ?? []);
    return isSidedMatch(segment.type, cast) ? [{ segment, ids: cast.filter((a) => !a.manager).map((a) => a.wrestlerId) }] : [];
  });
}

/**
 * `booking.mainEventStarShare`: of the cards with two matches or more, the share whose main event
 * (the last match with two sides) includes the card's most popular wrestler: popularity as the
 * segment's momentum note kept it (living rules), else the wrestler's at the end of the run. A tie
 * counts when any of the most popular is in the main event. null without such a card.
 */
export function mainEventStarShare(
  productions: readonly Prod[],
  segments: ReadonlyMap<number, Seg>,
  appearances: ReadonlyMap<number, App>,
  wrestlers: ReadonlyMap<number, Pick<Wrestler, 'popularity'>>,
): number | null {
  let cards = 0;
  let starred = 0;
  for (const production of productions) {
    const matches = sidedMatches(production, segments, appearances);
    if (matches.length < 2) continue;
    const popularity = new Map<number, number>();
    for (const { segment, ids } of matches) {
      for (const id of ids) {
        const noted = standingAfter(segment.meta, id)?.popularity;
        const known = wrestlers.get(id);
        popularity.set(id, noted ?? (known ? readStat(known, 'popularity') : 0));
      }
    }
    const top = Math.max(...popularity.values());
    const main = matches[matches.length - 1].ids;
    cards += 1;
    if (main.some((id) => popularity.get(id) === top)) starred += 1;
  }
  return cards === 0 ? null : starred / cards;
}

/**
 * `booking.mainEventRepeatMax`: the most times one main-event pairing (the same competitors, in any
 * order) headlined a card in one calendar year; null without a main event.
 */
export function mainEventRepeatMax(productions: readonly Prod[], segments: ReadonlyMap<number, Seg>, appearances: ReadonlyMap<number, App>): number | null {
  const counts = new Map<string, number>();
  for (const production of productions) {
    const matches = sidedMatches(production, segments, appearances);
    if (matches.length === 0) continue;
    const pairing = [...new Set(matches[matches.length - 1].ids)].sort((a, b) => a - b).join('-');
    const key = `${production.date.slice(0, 4)}:${pairing}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts.size === 0 ? null : Math.max(...counts.values());
}
