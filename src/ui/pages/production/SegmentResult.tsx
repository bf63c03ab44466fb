import { Text } from '@fluentui/react-components';
import type { SegmentDetails } from '../../../application/segments';
import { formatDuration } from '../../../domain/format';
import { RatingStars, WhyThisRating, storedRatingExplanation } from '../../components/rating';
import { airtimeNote } from '../../../domain/production/airtime-steps';
import { readRunIn } from '../../../domain/production/run-in-steps';
import { TextWithWrestlerLinks, WrestlerLinks } from '../../components/WrestlerLink';
import { nameOf, resultText } from './segment-people';
import { useProductionStyles } from './production-styles';

/** A simulated segment: who won, how it rated (and why), and the story it told. */
export function SegmentResult({ details }: { details: SegmentDetails }) {
  const styles = useProductionStyles();
  const { segment, kind, appearances } = details;
  const result = resultText(appearances);
  const people = appearances.map((a) => ({ id: a.wrestlerId, name: nameOf(a) }));
  // A run-in's interferer is off the card; its storyline names them too.
  const runIn = readRunIn(segment.meta);
  const storyPeople = runIn && runIn.interferer ? [...people, { id: runIn.interfererId, name: runIn.interferer }] : people;
  const winners = appearances.filter((a) => a.winner && !a.manager).map((a) => ({ id: a.wrestlerId, name: nameOf(a) }));
  return (
    <div className={styles.stack}>
      <dl className={styles.facts}>
        {appearances.length > 0 && (
          <>
            <dt>{kind.competition ? 'Competitors' : 'Appearing'}</dt>
            {/* Issue 35: each name opens the wrestler's page. */}
            <dd><WrestlerLinks people={people} joiner=", " /></dd>
          </>
        )}
        {kind.competition && (
          <>
            <dt>Winner</dt>
            {/* The winners' names open their pages too (a draw or no result is said in words). */}
            <dd>{result === null || result === 'Draw' ? (result ?? 'No result') : <WrestlerLinks people={winners} />}</dd>
          </>
        )}
        <dt>Duration</dt>
        <dd>
          {formatDuration(segment.duration)}
          {/* Issue 35 (living rules): the booked length is kept; what it ran is said beside it. */}
          {airtimeNote(segment) && <span className={styles.muted}> ({airtimeNote(segment)})</span>}
        </dd>
        <dt>Rating</dt>
        <dd className={styles.row}>
          <RatingStars rating={segment.rating} />
          <WhyThisRating explanation={storedRatingExplanation(segment)} source="completion" subject={kind.name} />
        </dd>
      </dl>
      {/* Issue 35: the story's names open the wrestlers' pages too. */}
      {segment.storyline && <Text as="p" italic><TextWithWrestlerLinks text={segment.storyline} people={storyPeople} /></Text>}
      {segment.desc && <Text as="p" className={styles.muted}>{segment.desc}</Text>}
    </div>
  );
}
