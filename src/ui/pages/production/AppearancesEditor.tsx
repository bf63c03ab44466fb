import { memo, useCallback, useMemo } from 'react';
import { Button, Text } from '@fluentui/react-components';
import type { SegmentDetails } from '../../../application/segments';
import type { Stored } from '../../../domain/entities/base';
import type { Faction } from '../../../domain/entities/faction';
import type { Wrestler } from '../../../domain/entities/wrestler';
import { AppearanceRow, type AppearanceActions } from './AppearanceRow';
import type { Edit } from './edit-types';
import { FactionPicker } from './FactionPicker';
import { teamsOf } from './segment-people';
import { useProductionStyles } from './production-styles';
import { WrestlerPicker, type WrestlerPickerProps } from './WrestlerPicker';

export interface AppearancesEditorProps {
  segmentId: number;
  /** The card holding the segment (the use cases then need not look for it). */
  productionId?: number;
  /** Issue 33: where a wrestler is already booked elsewhere on the card, or null. */
  bookedElsewhere?: WrestlerPickerProps['bookedElsewhere'];
  /** Competitions have teams and winners; other segments only list who appears. */
  competition: boolean;
  appearances: SegmentDetails['appearances'];
  candidates: readonly Stored<Wrestler>[];
  factions: readonly Stored<Faction>[];
  edit: Edit;
}

const NO_TEAMS: readonly number[] = [];

/** The same ids keep the same array, so the rows and the picker re-render only when they change. */
const useIds = (ids: number[]): readonly number[] => {
  const key = ids.join();
  return useMemo(() => ids, [key]); // keyed on the ids' values, not the array's identity
};

/**
 * Who is in the segment, by team: add or remove wrestlers and factions, pick the winner or a draw.
 * Memoised with stable handlers (issue 19): a new type or a winner re-renders only what it changed.
 */
export const AppearancesEditor = memo(function AppearancesEditor({ segmentId, productionId, bookedElsewhere, competition, appearances, candidates, factions, edit }: AppearancesEditorProps) {
  const styles = useProductionStyles();
  const teams = useMemo(() => teamsOf(appearances), [appearances]);
  const teamIds = useIds(teams.map((team) => team.groupId));
  const presentIds = useIds(appearances.map((a) => a.wrestlerId));
  // Issue 33: everyone in the segment, so each injured one keeps their warning whoever joins them.
  const booked = useMemo(() => appearances.flatMap((a) => (a.wrestler ? [a.wrestler] : [])), [appearances]);
  const drawn = appearances.some((a) => a.draw);
  // Teams only matter where someone wins; elsewhere everyone is listed together.
  const shown = competition || appearances.length === 0 ? teams : [{ groupId: 0, members: appearances }];

  const actions = useMemo<AppearanceActions>(() => ({
    winner: (a) => void edit((s) => s.segments.assignWinner({ segmentId, wrestlerId: a.wrestlerId })),
    manager: (a) => void edit((s) => s.segments.toggleManager({ appearanceId: a.id })),
    team: (a, groupId) => void edit((s) => s.segments.setGroup({ segmentId, appearanceId: a.id, groupId })),
    remove: (a) => void edit((s) => s.segments.toggleAppearance({ segmentId, wrestlerId: a.wrestlerId })),
  }), [segmentId, edit]);
  const toggle = useCallback(
    (wrestlerId: number, groupId: number | undefined) => void edit((s) => s.segments.toggleAppearance({ segmentId, wrestlerId, groupId, productionId })),
    [segmentId, productionId, edit],
  );
  const addFaction = useCallback((factionId: number) => void edit((s) => s.segments.addFaction({ segmentId, factionId })), [segmentId, edit]);
  const removeFaction = useCallback((factionId: number) => void edit((s) => s.segments.removeFaction({ segmentId, factionId })), [segmentId, edit]);

  return (
    <section aria-label="Appearances" className={styles.stack}>
      <Text weight="semibold">{competition ? 'Competitors' : 'Appearing'}</Text>
      {appearances.length === 0 && <Text className={styles.muted}>Nobody booked yet.</Text>}
      {shown.map((team, index) => (
        <div key={team.groupId}>
          {competition && <Text size={200} className={styles.muted}>Team {index + 1}</Text>}
          <ul className={styles.list} aria-label={competition ? `Team ${index + 1}` : 'Appearing'}>
            {team.members.map((appearance) => (
              <AppearanceRow key={appearance.id} appearance={appearance} competition={competition} teamIds={teamIds} actions={actions} />
            ))}
          </ul>
        </div>
      ))}
      {competition && teams.length >= 2 && (
        <div className={styles.row}>
          <Button size="small" aria-pressed={drawn} onClick={() => void edit((s) => s.segments.setDraw({ segmentId, draw: !drawn }))}>
            {drawn ? 'Undo draw' : 'Draw'}
          </Button>
        </div>
      )}
      <WrestlerPicker
        candidates={candidates}
        presentIds={presentIds}
        teamIds={competition ? teamIds : NO_TEAMS}
        onToggle={toggle}
        booked={booked}
        bookedElsewhere={bookedElsewhere}
      />
      <FactionPicker factions={factions} onAdd={addFaction} onRemove={removeFaction} />
    </section>
  );
});
