import { Text } from '@fluentui/react-components';
import type { Champion } from '../../../application/office';
import { SectionCard } from '../../components/SectionCard';
import { useOfficeStyles } from './office-styles';
import { WrestlerLinks } from '../../components/WrestlerLink';

/** Every active title of the player's brands, most prestigious first, with who holds it. */
export function CurrentChampions({ champions }: { champions: Champion[] }) {
  const styles = useOfficeStyles();
  return (
    <SectionCard title="Current champions">
      {champions.length === 0 ? (
        <Text className={styles.empty}>Your brands have no championships yet.</Text>
      ) : (
        <ul className={styles.list}>
          {champions.map((champion) => (
            <li key={champion.championshipId} className={styles.stack}>
              <Text size={200} className={styles.muted}>
                {champion.title}
              </Text>
              {/* Issue 35: each holder's name opens their page. */}
              <Text weight="semibold"><WrestlerLinks people={champion.holders} empty="Vacant" /></Text>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
