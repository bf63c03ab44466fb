import { Button, Field, Select, Text, makeStyles } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import type { SegmentDetails } from '../../../application/segments';
import type { Stored } from '../../../domain/entities/base';
import type { Championship } from '../../../domain/entities/championship';
import type { Wrestler } from '../../../domain/entities/wrestler';
import type { Edit } from './edit-types';
import { useProductionStyles } from './production-styles';

const useStyles = makeStyles({
  titleName: { display: 'flex', flexDirection: 'column', minWidth: 0, flexGrow: 1 },
});

export interface ChampionshipsFieldProps {
  details: SegmentDetails;
  championships: Stored<Championship>[];
  wrestlers: ReadonlyMap<number, Stored<Wrestler>>;
  /** The production's brands: titles of other brands are not offered. */
  brandIds: readonly number[];
  edit: Edit;
}

const holdersOf = (title: Championship, wrestlers: ChampionshipsFieldProps['wrestlers']): string =>
  title.wrestlerIds.map((id) => wrestlers.get(id)?.name ?? `#${id}`).join(' & ') || 'Vacant';

/** SPEC §4: adding a title also brings its holders in; choosing one already on the segment removes it. */
export function ChampionshipsField({ details, championships, wrestlers, brandIds, edit }: ChampionshipsFieldProps) {
  const styles = { ...useProductionStyles(), ...useStyles() };
  const { segment, kind } = details;
  const byId = new Map(championships.map((title) => [title.id, title]));
  const onCard = segment.championshipIds.map((id) => byId.get(id)).filter((title) => title !== undefined);
  const offered = championships.filter(
    (title) =>
      title.active &&
      !segment.championshipIds.includes(title.id) &&
      (brandIds.length === 0 || title.brandIds.length === 0 || title.brandIds.some((id) => brandIds.includes(id))),
  );
  const toggle = (championshipId: number) => edit((s) => s.segments.toggleChampionship({ segmentId: segment.id, championshipId }));

  return (
    <div className={styles.stack}>
      <Text weight="semibold">Championships</Text>
      {onCard.length === 0 && <Text className={styles.muted}>No title on the line.</Text>}
      {onCard.length > 0 && (
        <ul className={styles.list} aria-label="Championships on the line">
          {onCard.map((title) => (
            <li key={title.id} className={styles.line}>
              <span className={styles.titleName}>
                <Text>{title.name}</Text>
                <Text size={200} className={styles.muted}>held by {holdersOf(title, wrestlers)}</Text>
              </span>
              <Button size="small" appearance="subtle" icon={<DismissRegular />} aria-label={`Remove ${title.name}`} onClick={() => void toggle(title.id)} />
            </li>
          ))}
        </ul>
      )}
      {kind.canUpdateChampionships && (
        <Field label="Add a championship" hint="Its holders join the segment.">
          <Select value="" disabled={offered.length === 0} onChange={(_, data) => data.value && void toggle(Number(data.value))}>
            <option value="">Choose a title…</option>
            {offered.map((title) => (
              <option key={title.id} value={title.id}>
                {title.name} ({holdersOf(title, wrestlers)})
              </option>
            ))}
          </Select>
        </Field>
      )}
    </div>
  );
}
