import { Button, Text } from '@fluentui/react-components';
import type { SegmentDetails } from '../../../application/segments';
import type { Stored } from '../../../domain/entities/base';
import type { Faction } from '../../../domain/entities/faction';
import type { Wrestler } from '../../../domain/entities/wrestler';
import { AppearanceRow } from './AppearanceRow';
import type { Edit } from './edit-types';
import { FactionPicker } from './FactionPicker';
import { teamsOf } from './segment-people';
import { useProductionStyles } from './production-styles';
import { WrestlerPicker } from './WrestlerPicker';

export interface AppearancesEditorProps {
  details: SegmentDetails;
  candidates: readonly Stored<Wrestler>[];
  factions: readonly Stored<Faction>[];
  edit: Edit;
}

/** Who is in the segment, by team: add or remove wrestlers and factions, pick the winner or a draw. */
export function AppearancesEditor({ details, candidates, factions, edit }: AppearancesEditorProps) {
  const styles = useProductionStyles();
  const { segment, kind, appearances } = details;
  const segmentId = segment.id;
  const teams = teamsOf(appearances);
  const teamIds = teams.map((team) => team.groupId);
  const drawn = appearances.some((a) => a.draw);
  const competition = kind.competition;
  // Teams only matter where someone wins; elsewhere everyone is listed together.
  const shown = competition || appearances.length === 0 ? teams : [{ groupId: 0, members: appearances }];

  return (
    <section aria-label="Appearances" className={styles.stack}>
      <Text weight="semibold">{competition ? 'Competitors' : 'Appearing'}</Text>
      {appearances.length === 0 && <Text className={styles.muted}>Nobody booked yet.</Text>}
      {shown.map((team, index) => (
        <div key={team.groupId}>
          {competition && <Text size={200} className={styles.muted}>Team {index + 1}</Text>}
          <ul className={styles.list} aria-label={competition ? `Team ${index + 1}` : 'Appearing'}>
            {team.members.map((appearance) => (
              <AppearanceRow
                key={appearance.id}
                appearance={appearance}
                competition={competition}
                teamIds={teamIds}
                onWinner={() => void edit((s) => s.segments.assignWinner({ segmentId, wrestlerId: appearance.wrestlerId }))}
                onManager={() => void edit((s) => s.segments.toggleManager({ appearanceId: appearance.id }))}
                onTeam={(groupId) => void edit((s) => s.segments.setGroup({ segmentId, appearanceId: appearance.id, groupId }))}
                onRemove={() => void edit((s) => s.segments.toggleAppearance({ segmentId, wrestlerId: appearance.wrestlerId }))}
              />
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
        presentIds={appearances.map((a) => a.wrestlerId)}
        teamIds={competition ? teamIds : []}
        onToggle={(wrestlerId, groupId) => void edit((s) => s.segments.toggleAppearance({ segmentId, wrestlerId, groupId }))}
      />
      <FactionPicker
        factions={factions}
        onAdd={(factionId) => void edit((s) => s.segments.addFaction({ segmentId, factionId }))}
        onRemove={(factionId) => void edit((s) => s.segments.removeFaction({ segmentId, factionId }))}
      />
    </section>
  );
}
