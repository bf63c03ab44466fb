import { memo, useCallback, useMemo, useState } from 'react';
import { Field, MessageBar, MessageBarBody, Select, makeStyles, tokens } from '@fluentui/react-components';
import type { Stored } from '../../../domain/entities/base';
import type { Wrestler } from '../../../domain/entities/wrestler';
import { formatPoints } from '../../../domain/format';
import { readStat } from '../../../domain/rules/stats';
import { injurySuffix, injuryText } from '../../components/injury-text';
import { WrestlerSearch } from '../../components/WrestlerSearch';
import { BookingMessages, type BookedOnCard } from '../../../application/segments';

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'start' },
  search: { minWidth: '260px', flexGrow: 1 },
  warning: { flexBasis: '100%', minWidth: 0 },
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
  /**
   * Issue 33: the wrestlers in the segment (their injury warnings stay whoever else is added); the
   * candidates among `presentIds` when not given.
   */
  booked?: readonly Booked[];
  /**
   * Issue 33: where a wrestler is already booked elsewhere on the card, or null. Choosing one is
   * refused with the reason (the segment use cases' own words): a wrestler appears once a night.
   */
  bookedElsewhere?: (wrestlerId: number) => Pick<BookedOnCard, 'position' | 'kindName'> | null;
}

type Booked = Pick<Wrestler, 'name' | 'injuredUntil' | 'injury'> & { id: number };

/** The warning for a wrestler booked while injured, or null for a fit one. */
function injuryWarning(wrestler: Booked): string | null {
  const hurt = injuryText(wrestler);
  return hurt ? `${wrestler.name} is injured (${hurt.charAt(0).toLowerCase()}${hurt.slice(1)}). Booked anyway: they should be resting.` : null;
}

const NOBODY_ELSEWHERE = (): null => null;

const noMatch = (query: string) => `No eligible wrestler matches “${query}”`;

/**
 * Adds or removes a wrestler (a toggle, SPEC §4), searchable by name, into a chosen team. Memoised
 * with stable callbacks (issue 19): the search and its options re-render only when who is booked changes.
 */
export const WrestlerPicker = memo(function WrestlerPicker({ candidates, presentIds, teamIds, onToggle, booked, bookedElsewhere = NOBODY_ELSEWHERE }: WrestlerPickerProps) {
  const styles = useStyles();
  const [team, setTeam] = useState('new');
  // Issue 15: booking an injured wrestler by hand is allowed, but never silently. Issue 33: the
  // warning belongs to everyone injured in the segment, so adding someone else never clears it;
  // the one just chosen is warned about before the card comes back with them.
  // The one just chosen, with the segment's people as they were then (the card's answer replaces them).
  const [chosen, setChosen] = useState<{ id: number; before: readonly number[] } | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const choose = useCallback((id: number) => {
    const present = presentIds.includes(id);
    const elsewhere = present ? null : bookedElsewhere(id);
    const wrestler = candidates.find((w) => w.id === id);
    if (elsewhere) {
      setRefusal(BookingMessages.alreadyOnCard(wrestler?.name ?? '', elsewhere.position, elsewhere.kindName));
      return;
    }
    setRefusal(null);
    setChosen(present ? null : { id, before: presentIds });
    // A team that has since emptied falls back to a new one.
    onToggle(id, teamIds.includes(Number(team)) ? Number(team) : undefined);
  }, [candidates, presentIds, teamIds, team, onToggle, bookedElsewhere]);
  const warnings = useMemo(() => {
    const inSegment = booked ?? candidates.filter((w) => presentIds.includes(w.id));
    const pending = chosen !== null && chosen.before === presentIds ? candidates.filter((w) => w.id === chosen.id) : [];
    return [...inSegment, ...pending].flatMap((w) => injuryWarning(w) ?? []);
  }, [booked, candidates, presentIds, chosen]);
  const describe = useCallback(
    (w: Stored<Wrestler>) => {
      const elsewhere = presentIds.includes(w.id) ? null : bookedElsewhere(w.id);
      const where = elsewhere ? ` · already in segment ${elsewhere.position}` : '';
      return `${w.name} · ${formatPoints(readStat(w, 'points'))} pts${injurySuffix(w)}${presentIds.includes(w.id) ? ' · booked (choose to remove)' : ''}${where}`;
    },
    [presentIds, bookedElsewhere],
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
      {refusal && (
        <MessageBar intent="error" layout="multiline" className={styles.warning} role="alert">
          <MessageBarBody>{refusal}</MessageBarBody>
        </MessageBar>
      )}
      {warnings.map((warning) => (
        <MessageBar key={warning} intent="warning" layout="multiline" className={styles.warning}>
          <MessageBarBody>{warning}</MessageBarBody>
        </MessageBar>
      ))}
    </div>
  );
});
