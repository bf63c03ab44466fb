import { useMemo, useState } from 'react';
import { Button, Checkbox, Field, SearchBox, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { BackstageRow } from '../../../application/roster';
import { formatPoints } from '../../../domain/format';
import { matching } from './modifier-text';

const useStyles = makeStyles({
  tools: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  list: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
    gap: `0 ${tokens.spacingHorizontalM}`,
    maxHeight: '320px',
    overflowY: 'auto',
    padding: tokens.spacingVerticalXS,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  item: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground3, whiteSpace: 'nowrap' },
});

interface WrestlerChooserProps {
  rows: readonly BackstageRow[];
  chosen: ReadonlySet<number>;
  onToggle: (id: number) => void;
  onChoose: (ids: readonly number[]) => void;
  onClear: () => void;
}

/** A searchable list of wrestlers to tick; the choice survives a new search. */
export function WrestlerChooser({ rows, chosen, onToggle, onChoose, onClear }: WrestlerChooserProps) {
  const styles = useStyles();
  const [search, setSearch] = useState('');
  const shown = useMemo(() => matching(rows, search), [rows, search]);
  return (
    <>
      <div className={styles.tools}>
        <Field label="Search wrestlers">
          <SearchBox value={search} onChange={(_, data) => setSearch(data.value)} placeholder="Any name" />
        </Field>
        <Button disabled={shown.length === 0} onClick={() => onChoose(shown.map((r) => r.id))}>
          {search.trim() ? `Choose all ${shown.length} shown` : 'Choose everyone'}
        </Button>
        <Button disabled={chosen.size === 0} onClick={onClear}>
          Clear choice
        </Button>
      </div>
      <Text role="status">
        {chosen.size} of {rows.length} chosen
      </Text>
      {shown.length === 0 ? (
        <Text as="p">No wrestler&apos;s name contains “{search.trim()}”.</Text>
      ) : (
        <div role="group" aria-label="Wrestlers" className={styles.list}>
          {shown.map((row) => (
            <div key={row.id} className={styles.item}>
              <Checkbox label={row.name} checked={chosen.has(row.id)} onChange={() => onToggle(row.id)} />
              <Text size={200} className={styles.muted}>
                {formatPoints(row.points)} pts · {row.brandNames.join(', ') || 'no brand'}
              </Text>
            </div>
          ))}
        </div>
      )}
    </>
  );
}
