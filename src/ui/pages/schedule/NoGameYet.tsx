import { Spinner, Text } from '@fluentui/react-components';
import { RouteLink } from '../../components/RouteLink';

/** The empty state of the screens that need a loaded world: says what to do next. */
export function NoGameYet() {
  return (
    <Text as="p">
      There is no game to schedule yet. <RouteLink to="/setup">Set up a new game</RouteLink> to load the brands, shows and
      wrestlers.
    </Text>
  );
}

interface GameReadStateProps {
  error: string | null | undefined;
  /** Whether the screen's read has come back. */
  read: boolean;
  hasGame: boolean | null | undefined;
  /** The spinner's label while it reads ("Reading the schedule"). */
  reading: string;
}

/** Issue 32, the top of the calendar, schedule and simulate screens: the read's error, the spinner while it reads, or NoGameYet. */
export function GameReadState({ error, read, hasGame, reading }: GameReadStateProps) {
  return (
    <>
      {error && <Text role="alert">Something went wrong: {error}</Text>}
      {!read && !error && <Spinner label={reading} />}
      {hasGame === false && <NoGameYet />}
    </>
  );
}
