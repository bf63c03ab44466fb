import { Text } from '@fluentui/react-components';
import type { StorageEstimate } from '../../application/ports/device-storage.port';
import { useReadModel } from '../components/use-read-model';
import { useServices } from '../services-context';
import { formatBytes } from './storage-text';

function persistenceText(persisted: boolean | null): string {
  if (persisted === true) return 'Persistent storage is granted: the browser keeps your game even when space runs low.';
  if (persisted === false) {
    return 'Persistent storage is not granted: the browser may remove your game when space runs low. Keep a backup.';
  }
  return 'This browser does not say whether it keeps your game when space runs low. Keep a backup.';
}

function spaceText({ usage, quota }: StorageEstimate): string {
  if (usage === null || quota === null) return 'This browser does not say how much space the game uses.';
  return `The game uses ${formatBytes(usage)}; ${formatBytes(Math.max(0, quota - usage))} is left.`;
}

/** Settings "Storage": whether the browser keeps the game, and the space used and left (issue 14). */
export function StorageFigures({ round }: { round: number }) {
  const { saves } = useServices();
  const { data, error } = useReadModel(() => saves.storage(), 'storage figures', String(round));
  if (error) return <Text role="alert">{error}</Text>;
  if (!data) return <Text>Reading the storage figures…</Text>;
  return (
    <>
      <Text as="p">{persistenceText(data.persisted)}</Text>
      <Text as="p">{spaceText(data)}</Text>
    </>
  );
}
