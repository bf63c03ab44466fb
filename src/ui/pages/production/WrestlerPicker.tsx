import { memo, useCallback, useState } from 'react';
import { Field, MessageBar, MessageBarBody, Select, makeStyles, tokens } from '@fluentui/react-components';
import type { Stored } from '../../../domain/entities/base';
import type { Wrestler } from '../../../domain/entities/wrestler';
import { readStat } from '../../../domain/rules/stats';
import { injuryText } from '../../components/injury-text';
import { WrestlerSearch } from '../../components/WrestlerSearch';

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'start' },
  search: { minWidth: '260px', flexGrow: 1 },
  warning: { flexBasis: '100%' },
});

/** The list stays short enough to scroll; typing narrows it. */
const MAX_OPTIONS = 60;

export interface WrestlerPickerProps {
  candidates: readonly Stored<Wrestler>[];
  /** Wrestlers already in the segment: marked booked, and choosing one takes them out. */
  presentIds: readonly number[];
  /** Existing team ids, for "join team". */
  teamIds: readonly number[];
  onToggle: (wrestlerId: number, groupId: number | undefined) => void;
}

/** " · out until …" in a picker option, or nothing for a fit wrestler. */
const injured = (w: Stored<Wrestler>): string => {
  const text = injuryText(w);
  return text ? ` · ${text.charAt(0).toLowerCase()}${text.slice(1)}` : '';
};

const noMatch = (query: string) => `No eligible wrestler matches “${query}”`;

/**
 * Adds or removes a wrestler (a toggle, SPEC §4), searchable by name, into a chosen team. Memoised
 * with stable callbacks (issue 19): the search and its options re-render only when who is booked changes.
 */
export const WrestlerPicker = memo(function WrestlerPicker({ candidates, presentIds, teamIds, onToggle }: WrestlerPickerProps) {
  const styles = useStyles();
  const [team, setTeam] = useState('new');
  // Issue 15: booking an injured wrestler by hand is allowed, but never silently.
  const [warning, setWarning] = useState<string | null>(null);
  const choose = useCallback((id: number) => {
    const wrestler = candidates.find((w) => w.id === id);
    const hurt = wrestler && !presentIds.includes(id) ? injuryText(wrestler) : null;
    setWarning(hurt && wrestler ? `${wrestler.name} is injured (${hurt.charAt(0).toLowerCase()}${hurt.slice(1)}). Booked anyway: they should be resting.` : null);
    // A team that has since emptied falls back to a new one.
    onToggle(id, teamIds.includes(Number(team)) ? Number(team) : undefined);
  }, [candidates, presentIds, teamIds, team, onToggle]);
  const describe = useCallback(
    (w: Stored<Wrestler>) => `${w.name} · ${Math.round(readStat(w, 'points'))} pts${injured(w)}${presentIds.includes(w.id) ? ' · booked (choose to remove)' : ''}`,
    [presentIds],
  );
  return (
    <div className={styles.row}>
      <Field label="Add or remove a wrestler" hint={`${candidates.length} eligible for this show. Type to search.`} className={styles.search}>
        <WrestlerSearch
          options={candidates}
          limit={MAX_OPTIONS}
          inline={false}
          describe={describe}
          noMatch={noMatch}
          onChoose={choose}
        />
      </Field>
      {/* With no team yet, every pick starts a new one: nothing to choose. */}
      {teamIds.length > 0 && (
        <Field label="Into team">
          <Select value={team} onChange={(_, data) => setTeam(data.value)}>
            <option value="new">A new team</option>
            {teamIds.map((id, index) => (
              <option key={id} value={String(id)}>
                Team {index + 1}
              </option>
            ))}
          </Select>
        </Field>
      )}
      {warning && (
        <MessageBar intent="warning" className={styles.warning}>
          <MessageBarBody>{warning}</MessageBarBody>
        </MessageBar>
      )}
    </div>
  );
});
