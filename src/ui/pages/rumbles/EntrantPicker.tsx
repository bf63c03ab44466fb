import { useId } from 'react';
import { Button, Field, Input, Text, makeStyles } from '@fluentui/react-components';
import { ArrowShuffleRegular, DismissRegular } from '@fluentui/react-icons';
import { WrestlerSearch } from '../../components/WrestlerSearch';
import { InjuryBadge } from '../../components/InjuryBadge';
import { injurySuffix, type InjuryFields } from '../../components/injury-text';
import type { RumbleForm } from './use-rumble-form';
import { useRumbleStyles } from './rumble-styles';

/** The list stays short enough to scroll; typing narrows it. */
const SHOWN = 50;

const useStyles = makeStyles({
  search: { minWidth: '260px', flexGrow: 1 },
  size: { width: '7em' },
});

/** Issue 33: an injured wrestler says so wherever they are booked. */
const describeEntrant = (w: { name: string } & Partial<InjuryFields>): string => `${w.name}${injurySuffix(w)}`;

/** The field: search and add eligible wrestlers, fill the rest at random, and the entry order. */
export function EntrantPicker({ form }: { form: RumbleForm }) {
  const styles = { ...useRumbleStyles(), ...useStyles() };
  const orderId = useId();
  const { fields, eligible, available, fillCount } = form;
  const byId = new Map(eligible.map((w) => [w.id, w]));
  const names = new Map(eligible.map((w) => [w.id, w.name]));

  return (
    <>
      <div className={styles.rowTop}>
        <Field label="Add an entrant" hint={`${eligible.length} eligible for this field. Type to search.`} className={styles.search}>
          <WrestlerSearch
            options={available}
            limit={SHOWN}
            describe={describeEntrant}
            noMatch={(query) => (available.length === 0 ? 'Every eligible wrestler is already in' : `No eligible wrestler matches “${query}”`)}
            onChoose={form.add}
          />
        </Field>
        <Field label="Field size" hint="Fill tops the field up to this.">
          <Input
            type="number"
            className={styles.size}
            min={2}
            value={String(fields.size)}
            onChange={(_, data) => form.set({ size: Math.max(0, Math.floor(Number(data.value) || 0)) })}
          />
        </Field>
        <Button icon={<ArrowShuffleRegular />} disabled={fillCount === 0 || form.busy !== null} onClick={() => void form.fill()}>
          {`Fill with ${fillCount} random`}
        </Button>
      </div>
      <div className={styles.row}>
        <Text weight="semibold" id={orderId}>
          Entry order ({fields.entryIds.length})
        </Text>
        {fields.entryIds.length > 0 && (
          <Button size="small" appearance="subtle" onClick={form.clear}>
            Remove everyone
          </Button>
        )}
      </div>
      {fields.entryIds.length === 0 ? (
        <Text className={styles.muted}>No entrants yet: add them by name, or fill the field at random.</Text>
      ) : (
        <ol aria-labelledby={orderId} className={styles.names}>
          {fields.entryIds.map((id) => (
            <li key={id}>
              <span className={styles.entrant}>
                {names.get(id) ?? `Wrestler #${id}`}
                {byId.has(id) && <InjuryBadge wrestler={byId.get(id)!} />}
                <Button size="small" appearance="subtle" icon={<DismissRegular />} aria-label={`Remove ${names.get(id) ?? `wrestler #${id}`}`} onClick={() => form.remove(id)} />
              </span>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
