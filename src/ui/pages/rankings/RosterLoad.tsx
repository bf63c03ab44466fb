import type { ReactNode } from 'react';
import { Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { RankingRoster } from '../../../application/rankings';
import { RouteLink } from '../../components/RouteLink';

const useStyles = makeStyles({
  error: { color: tokens.colorPaletteRedForeground1 },
  empty: { color: tokens.colorNeutralForeground3 },
});

interface RosterLoadProps {
  roster: RankingRoster | null;
  error: string | null;
  children: (roster: RankingRoster) => ReactNode;
}

/** Loading, failure and the empty roster, said the same way on every ranking screen. */
export function RosterLoad({ roster, error, children }: RosterLoadProps) {
  const styles = useStyles();
  if (error) return <Text role="alert" className={styles.error}>Could not read the roster: {error}</Text>;
  if (!roster) return <Spinner label="Reading the roster" />;
  if (roster.wrestlers.length === 0) {
    return (
      <Text as="p" className={styles.empty}>
        No active wrestlers on your brands yet. <RouteLink to="/import/wrestlers">Import the starting roster</RouteLink> or{' '}
        <RouteLink to="/setup">start a new game</RouteLink>.
      </Text>
    );
  }
  return <>{children(roster)}</>;
}

/** What to say when the filters leave nobody. */
export function NoMatch() {
  return (
    <Text as="p" className={useStyles().empty}>
      No wrestler matches these filters. Choose another brand or gender.
    </Text>
  );
}
