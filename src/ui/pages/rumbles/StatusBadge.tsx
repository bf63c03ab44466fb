import { Badge } from '@fluentui/react-components';
import type { Rumble } from '../../../domain/entities/rumble';
import { rumbleStatusOf } from './rumble-view';

const COLOR = { 'Not started': 'informative', Running: 'warning', Finished: 'success' } as const;

/** Not started, Running or Finished, as a badge. */
export function StatusBadge({ rumble }: { rumble: Pick<Rumble, 'active' | 'complete'> }) {
  const status = rumbleStatusOf(rumble);
  return (
    <Badge appearance={status === 'Not started' ? 'outline' : 'filled'} color={COLOR[status]}>
      {status}
    </Badge>
  );
}
