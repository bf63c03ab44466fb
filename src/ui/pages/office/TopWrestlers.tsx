import { formatPoints } from '../../../domain/format';
import { Text } from '@fluentui/react-components';
import { RouteLink } from '../../components/RouteLink';
import type { TopWrestler } from '../../../application/office';
import { InjuryBadge } from '../../components/InjuryBadge';
import { OfficeList } from './OfficeList';
import { useOfficeStyles } from './office-styles';
import { WrestlerLink } from '../../components/WrestlerLink';

/** The active wrestlers with the most points. */
export function TopWrestlers({ wrestlers }: { wrestlers: TopWrestler[] }) {
  const styles = useOfficeStyles();
  return (
    <OfficeList title="Top wrestlers" items={wrestlers} ordered itemKey={(wrestler) => wrestler.id}
      empty={
        <>
          No active wrestlers on your brands. <RouteLink to="/import/wrestlers">Import the starting roster</RouteLink>.
        </>
      }
    >
      {(wrestler, index) => (
        <>
          <Text>
            {index + 1}. <WrestlerLink id={wrestler.id} name={wrestler.name} />
          </Text>
          <InjuryBadge wrestler={wrestler} />
          <Text weight="semibold" className={styles.figure}>
            {formatPoints(wrestler.points)} pts
          </Text>
        </>
      )}
    </OfficeList>
  );
}
