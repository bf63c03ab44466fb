import type { RumbleList } from '../../../application/rumble';
import { useReadModel } from '../../components/use-read-model';
import { useServices } from '../../services-context';

/** What `/rumbles/start` lists (newest first) and what its form chooses from. */
export type RumblesData = RumbleList;

/** The rumbles and the create form's choices; undefined while reading. */
export function useRumblesData(): { data: RumblesData | undefined; error: string | null } {
  const { rumbles } = useServices();
  const { data, error } = useReadModel(() => rumbles.list(), 'the rumbles', '');
  return { data: data ?? undefined, error };
}
