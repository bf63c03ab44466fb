import type { Key, ReactNode } from 'react';
import { Text } from '@fluentui/react-components';
import { SectionCard } from '../../components/SectionCard';
import { useOfficeStyles } from './office-styles';

interface OfficeListProps<T> {
  title: string;
  items: readonly T[];
  /** What the card says when there is nothing to list, and what to do about it. */
  empty: ReactNode;
  /** A ranked list (`<ol>`). */
  ordered?: boolean;
  /** Items laid out by their own content, not as one row. */
  bare?: boolean;
  itemKey: (item: T) => Key;
  children: (item: T, index: number) => ReactNode;
}

/** Issue 32: the office's list cards (results, balances, top wrestlers): a titled card, its list or what to do when empty. */
export function OfficeList<T>({ title, items, empty, ordered = false, bare = false, itemKey, children }: OfficeListProps<T>) {
  const styles = useOfficeStyles();
  const List = ordered ? 'ol' : 'ul';
  return (
    <SectionCard title={title}>
      {items.length === 0 ? (
        <Text className={styles.empty}>{empty}</Text>
      ) : (
        <List className={styles.list}>
          {items.map((item, index) => (
            <li key={itemKey(item)} className={bare ? undefined : styles.row}>
              {children(item, index)}
            </li>
          ))}
        </List>
      )}
    </SectionCard>
  );
}
