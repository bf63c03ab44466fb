import { Badge } from '@fluentui/react-components';
import { formatLongDate } from '../../domain/dates';

/** A reign's end in a table: its date, or a "Current" badge while it lasts. */
export function LostCell({ endDate }: { endDate: string | null }) {
  return endDate === null ? (
    <Badge appearance="filled" color="success">
      Current
    </Badge>
  ) : (
    <>{formatLongDate(endDate)}</>
  );
}
