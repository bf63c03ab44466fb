import { formatPoints } from '../../../domain/format';
import { Field } from '@fluentui/react-components';
import type { QuickMatchCandidate } from '../../../application/quick-match';
import { WrestlerSearch } from '../../components/WrestlerSearch';
import { injurySuffix } from '../../components/injury-text';

const SHOWN = 40;

export interface WrestlerPickerProps {
  label: string;
  candidates: readonly QuickMatchCandidate[];
  /** Which team (1-based) each wrestler already in the match is in. */
  teamOf: (wrestlerId: number) => number | null;
  onPick: (wrestlerId: number) => void;
}

/** A searchable list of wrestlers, each with points, class and the team they are already in. */
export function MatchWrestlerPicker({ label, candidates, teamOf, onPick }: WrestlerPickerProps) {
  const describe = (c: QuickMatchCandidate) => {
    const team = teamOf(c.id);
    // Issue 33: an injured wrestler says so on every screen that books them.
    return `${c.name} (${formatPoints(c.points)} pts · ${c.class.toLowerCase()}${team ? ` · in Team ${team}` : ''}${injurySuffix(c)})`;
  };
  return (
    <Field label={label}>
      <WrestlerSearch
        options={candidates}
        limit={SHOWN}
        describe={describe}
        noMatch={(query) => `No wrestler matches “${query}”`}
        onChoose={onPick}
      />
    </Field>
  );
}
