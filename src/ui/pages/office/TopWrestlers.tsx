import { Text } from '@fluentui/react-components';
import { RouteLink } from '../../components/RouteLink';
import type { TopWrestler } from '../../../application/office';
import { InjuryBadge } from '../../components/InjuryBadge';
import { SectionCard } from '../../components/SectionCard';
import { useOfficeStyles } from './office-styles';

/** The active wrestlers with the most points. */
export function TopWrestlers({ wrestlers }: { wrestlers: TopWrestler[] }) {
  const styles = useOfficeStyles();
  return (
    <SectionCard title="Top wrestlers">
      {wrestlers.length === 0 ? (
        <Text className={styles.empty}>
          No active wrestlers on your brands. <RouteLink to="/import/wrestlers">Import the starting roster</RouteLink>.
        </Text>
      ) : (
        <ol className={styles.list}>
          {wrestlers.map((wrestler, index) => (
            <li key={wrestler.id} className={styles.row}>
              <Text>
                {index + 1}. {wrestler.name}
              </Text>
              <InjuryBadge wrestler={wrestler} />
              <Text weight="semibold" className={styles.figure}>
                {wrestler.points} pts
              </Text>
            </li>
          ))}
        </ol>
      )}
    </SectionCard>
  );
}
