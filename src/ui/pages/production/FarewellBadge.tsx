import { Badge } from '@fluentui/react-components';
import type { IsoDate } from '../../../domain/entities/base';
import type { Wrestler } from '../../../domain/entities/wrestler';
import { formatLongDate } from '../../../domain/dates';
import { isFarewellDate } from '../../../domain/rules/living/farewell';

/**
 * Issue 36: a segment on a card in a wrestler's last week before retiring is their farewell
 * (farewell.ts): the card says so, naming them and the day (kept after they retire).
 */
export function FarewellBadges({ date, wrestlers }: { date: IsoDate; wrestlers: readonly (Pick<Wrestler, 'name' | 'retiresOn'> | undefined)[] }) {
  const leaving = wrestlers.filter((w): w is Pick<Wrestler, 'name' | 'retiresOn'> => w !== undefined && isFarewellDate(w.retiresOn, date));
  return (
    <>
      {leaving.map((w) => (
        <Badge key={w.name} appearance="filled" color="important" title={`${w.name} retires on ${formatLongDate(w.retiresOn)}`}>
          {`Farewell: ${w.name}`}
        </Badge>
      ))}
    </>
  );
}
