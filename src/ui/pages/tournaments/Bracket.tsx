import { useId } from 'react';
import { Badge, Subtitle2, Text, mergeClasses } from '@fluentui/react-components';
import { TrophyFilled } from '@fluentui/react-icons';
import type { BracketMatchView, BracketRoundView, Competitor } from '../../../application/tournament';
import { formatDuration, formatRating } from '../../../domain/format';
import { useTournamentStyles } from './tournament-styles';

function Slot({ competitor, match, champion }: { competitor: Competitor | null; match: BracketMatchView; champion: boolean }) {
  const styles = useTournamentStyles();
  if (!competitor) return <Text className={styles.muted}>To be decided</Text>;
  const decided = match.winnerId !== null;
  const won = match.winnerId === competitor.id;
  return (
    <span className={mergeClasses(styles.competitor, decided && (won ? styles.winner : styles.loser))}>
      <Text weight={won ? 'semibold' : 'regular'}>{competitor.name}</Text>
      {won && (
        <Badge size="small" appearance={champion ? 'filled' : 'tint'} color={champion ? 'warning' : 'success'} icon={champion ? <TrophyFilled /> : undefined}>
          {champion ? 'Champion' : 'Won'}
        </Badge>
      )}
    </span>
  );
}

function MatchCard({ round, match, isFinal }: { round: string; match: BracketMatchView; isFinal: boolean }) {
  const styles = useTournamentStyles();
  const champion = isFinal && match.winnerId !== null;
  const result =
    match.winnerId === null
      ? null
      : match.duration === 0
        ? 'Walkover'
        : `Rating ${formatRating(match.rating ?? 0)} · ${formatDuration(match.duration ?? 0)}`;
  return (
    <li
      aria-label={`${round}, match ${match.number}`}
      className={mergeClasses(styles.match, match.next && styles.upNext, champion && styles.champion)}
    >
      {match.next && (
        <Badge appearance="tint" color="brand" size="small">
          Up next
        </Badge>
      )}
      <Slot competitor={match.competitors[0]} match={match} champion={champion} />
      <Text size={200} className={styles.muted} aria-hidden>
        v
      </Text>
      <Slot competitor={match.competitors[1]} match={match} champion={champion} />
      {result && (
        <Text size={200} className={mergeClasses(styles.muted, styles.figure)}>
          {result}
        </Text>
      )}
    </li>
  );
}

function Round({ round, isFinal }: { round: BracketRoundView; isFinal: boolean }) {
  const styles = useTournamentStyles();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.stack}>
      <Subtitle2 as="h3" id={headingId}>
        {round.name}
      </Subtitle2>
      <ol className={styles.round}>
        {round.matches.map((match) => (
          <MatchCard key={match.number} round={round.name} match={match} isFinal={isFinal} />
        ))}
      </ol>
    </section>
  );
}

/** The bracket by rounds, left to right: each match's competitors, winner, rating and duration. */
export function Bracket({ rounds }: { rounds: readonly BracketRoundView[] }) {
  const styles = useTournamentStyles();
  return (
    <div className={styles.bracket}>
      {rounds.map((round, r) => (
        <Round key={round.name} round={round} isFinal={r === rounds.length - 1} />
      ))}
    </div>
  );
}
