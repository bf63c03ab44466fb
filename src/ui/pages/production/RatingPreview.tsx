import { memo, useMemo } from 'react';
import { Text } from '@fluentui/react-components';
import type { SegmentDetails } from '../../../application/segments';
import type { Stored } from '../../../domain/entities/base';
import { isLiving, type Game } from '../../../domain/entities/game';
import { readRivalries, type Rivalry } from '../../../domain/entities/rivalry';
import type { Wrestler } from '../../../domain/entities/wrestler';
import { expectedRating } from '../../../domain/rules/coach';
import { RatingStars, WhyThisRating } from '../../components/rating';
import { useGame } from '../../game/game-context';
import type { ProductionView } from './production-view';
import { useProductionStyles } from './production-styles';

/** Participants as rating sees them; appearances of deleted wrestlers are left out. */
export const participantsOnCard = (appearances: SegmentDetails['appearances']) =>
  appearances.flatMap((a) => (a.wrestler ? [{ wrestler: a.wrestler, groupId: a.groupId, winner: a.winner, manager: a.manager }] : []));

// The game's rivalries, read once per list (issue 19: a long game's list was parsed again for every
// preview on every booking click). The game on screen keeps its list until it is read again.
const rivalriesRead = new WeakMap<object, Rivalry[]>();
function rivalriesOf(game: Stored<Game>): Rivalry[] {
  const list = game.rivalries;
  if (typeof list !== 'object' || list === null) return readRivalries(list);
  let read = rivalriesRead.get(list);
  if (!read) rivalriesRead.set(list, (read = readRivalries(list)));
  return read;
}

/**
 * What the completion would rate the segment with today's stats (issue 17: the booking coach's
 * measure, so a living game's rivalry heat is in it as the completion adds it).
 */
export function expectedOf(details: SegmentDetails, game: Stored<Game>, view?: Pick<ProductionView, 'show' | 'production'>, main = false) {
  const wrestlers = new Map(details.appearances.flatMap((a) => (a.wrestler ? [[a.wrestler.id, a.wrestler] as [number, Stored<Wrestler>]] : [])));
  const cast = details.appearances.map((a) => ({ wrestlerId: a.wrestlerId, groupId: a.groupId, manager: a.manager }));
  // Issue 35: the booked length and the card's main event, for a living match's length line.
  return expectedRating({ type: details.segment.type, cast, duration: details.segment.duration, main }, {
    wrestlers,
    living: isLiving(game),
    rivalries: rivalriesOf(game),
    date: view?.production.date || game.date,
    showType: view?.show?.type ?? null,
    showId: view?.show?.id ?? null,
  });
}

/** What the segment would rate with today's stats, and why, before the show is simulated. */
export const RatingPreview = memo(function RatingPreview({ details, show, production, main = false }: Pick<ProductionView, 'show' | 'production'> & { details: SegmentDetails; main?: boolean }) {
  const styles = useProductionStyles();
  const { game } = useGame();
  const { explanation, rating } = useMemo(() => expectedOf(details, game, { show, production }, main), [details, game, show, production, main]);
  return (
    <div className={styles.row}>
      <Text className={styles.muted}>Expected rating</Text>
      <RatingStars rating={rating} />
      <WhyThisRating explanation={explanation} source="preview" subject={details.kind.name} />
    </div>
  );
});
