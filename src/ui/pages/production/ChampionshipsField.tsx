import { Button, Field, Select, Text, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import type { SegmentDetails } from '../../../application/segments';
import type { Stored } from '../../../domain/entities/base';
import type { Championship } from '../../../domain/entities/championship';
import type { Wrestler } from '../../../domain/entities/wrestler';
import type { Edit } from './edit-types';
import { useProductionStyles } from './production-styles';
import { titleOptions } from './title-options';

const useStyles = makeStyles({
  titleName: { display: 'flex', flexDirection: 'column', minWidth: 0, flexGrow: 1 },
  warning: { color: tokens.colorPaletteDarkOrangeForeground1 },
  // A native select is as wide as its longest option ("…: cannot be defended here" reasons), which
  // pushed the field out of its card: it takes the card's width and cuts its text instead.
  field: { minWidth: 0, gridTemplateColumns: 'minmax(0, 1fr)' },
  select: { minWidth: 0, maxWidth: '100%' },
  control: { minWidth: 0, width: '100%', textOverflow: 'ellipsis' },
});

export interface ChampionshipsFieldProps {
  details: SegmentDetails;
  championships: Stored<Championship>[];
  wrestlers: ReadonlyMap<number, Stored<Wrestler>>;
  /** The production's brands: titles of other brands are not offered. */
  brandIds: readonly number[];
  edit: Edit;
}

/**
 * SPEC §4: adding a title also brings its holders in; choosing one already on the segment removes it.
 * DESIGN §4: titles the teams do not fit are listed disabled with why; a title on the line that the
 * teams no longer fit says so (its winners would not take it).
 */
export function ChampionshipsField({ details, championships, wrestlers, brandIds, edit }: ChampionshipsFieldProps) {
  const styles = { ...useProductionStyles(), ...useStyles() };
  const { segment, kind } = details;
  const { onCard, fitting, misfits } = titleOptions(details, championships, wrestlers, brandIds);
  const toggle = (championshipId: number) => edit((s) => s.segments.toggleChampionship({ segmentId: segment.id, championshipId }));

  return (
    <div className={styles.stack}>
      <Text weight="semibold">Championships</Text>
      {onCard.length === 0 && <Text className={styles.muted}>No title on the line.</Text>}
      {onCard.length > 0 && (
        <ul className={styles.list} aria-label="Championships on the line">
          {onCard.map(({ title, holders, misfit }) => (
            <li key={title.id} className={styles.line}>
              <span className={styles.titleName}>
                <Text>{title.name}</Text>
                <Text size={200} className={styles.muted}>held by {holders}</Text>
                {misfit && (
                  <Text size={200} className={styles.warning}>
                    Cannot change hands as the teams stand: {misfit}.
                  </Text>
                )}
              </span>
              <Button size="small" appearance="subtle" icon={<DismissRegular />} aria-label={`Remove ${title.name}`} onClick={() => void toggle(title.id)} />
            </li>
          ))}
        </ul>
      )}
      {kind.canUpdateChampionships && (
        <Field className={styles.field} label="Add a championship" hint="Its holders join the segment. A title goes only to a team of its size and division.">
          <Select className={styles.select} select={{ className: styles.control }} value="" disabled={fitting.length === 0 && misfits.length === 0} onChange={(_, data) => data.value && void toggle(Number(data.value))}>
            <option value="">Choose a title…</option>
            {fitting.map(({ title, holders }) => (
              <option key={title.id} value={title.id}>
                {title.name} ({holders})
              </option>
            ))}
            {misfits.length > 0 && (
              <optgroup label="Cannot be defended here">
                {misfits.map(({ title, holders, misfit }) => (
                  <option key={title.id} value={title.id} disabled>
                    {title.name} ({holders}): {misfit}
                  </option>
                ))}
              </optgroup>
            )}
          </Select>
        </Field>
      )}
    </div>
  );
}
