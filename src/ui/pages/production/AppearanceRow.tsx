import { memo } from 'react';
import { Button, Select, Text, ToggleButton, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular, TrophyRegular } from '@fluentui/react-icons';
import type { SegmentDetails } from '../../../application/segments';
import { readStat } from '../../../domain/rules/stats';
import { InjuryBadge } from '../../components/InjuryBadge';
import { nameOf } from './segment-people';

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS, minHeight: '34px' },
  name: { flexGrow: 1, minWidth: '160px' },
  muted: { color: tokens.colorNeutralForeground3 },
  won: { color: tokens.colorPaletteGreenForeground1 },
  lost: { color: tokens.colorNeutralForeground3 },
  team: { width: '120px' },
});

type Appearance = SegmentDetails['appearances'][number];

/** What a row's buttons do, the same object for every row of a segment (so unchanged rows skip a render). */
export interface AppearanceActions {
  winner(appearance: Appearance): void;
  manager(appearance: Appearance): void;
  team(appearance: Appearance, groupId: number): void;
  remove(appearance: Appearance): void;
}

export interface AppearanceRowProps {
  appearance: Appearance;
  /** Competitions have winners; other segments only list who appears. */
  competition: boolean;
  /** Existing team ids (the row's own included), in display order. */
  teamIds: readonly number[];
  actions: AppearanceActions;
}

const outcome = (a: Appearance): string | null => (a.draw ? 'Draw' : a.winner ? 'Winner' : a.loser ? 'Lost' : null);

/** One wrestler in a segment: their outcome, the winner button, manager toggle, team and removal. */
export const AppearanceRow = memo(function AppearanceRow({ appearance, competition, teamIds, actions }: AppearanceRowProps) {
  const styles = useStyles();
  const name = nameOf(appearance);
  const points = appearance.wrestler ? Math.round(readStat(appearance.wrestler, 'points')) : null;
  const result = outcome(appearance);
  const newTeam = Math.max(0, ...teamIds) + 1;
  return (
    <li className={styles.row}>
      <span className={styles.name}>
        <Text weight="semibold">{name}</Text>
        {points !== null && <Text size={200} className={styles.muted}> · {points} pts</Text>}
        {appearance.manager && <Text size={200} className={styles.muted}> · manager</Text>}
        {result && <Text size={200} className={appearance.winner ? styles.won : styles.lost}> · {result}</Text>}
        {appearance.wrestler && <InjuryBadge wrestler={appearance.wrestler} />}
      </span>
      {competition && !appearance.manager && (
        <Button size="small" icon={<TrophyRegular />} appearance={appearance.winner ? 'primary' : 'secondary'} aria-label={`Make ${name} the winner`} aria-pressed={appearance.winner} onClick={() => actions.winner(appearance)}>
          Winner
        </Button>
      )}
      <ToggleButton size="small" checked={appearance.manager} aria-label={`${name} is a manager`} onClick={() => actions.manager(appearance)}>
        Manager
      </ToggleButton>
      {competition && (
        <Select size="small" className={styles.team} aria-label={`Team of ${name}`} value={String(appearance.groupId)} onChange={(_, data) => actions.team(appearance, Number(data.value))}>
          {teamIds.map((id, index) => (
            <option key={id} value={String(id)}>Team {index + 1}</option>
          ))}
          <option value={String(newTeam)}>A new team</option>
        </Select>
      )}
      <Button size="small" appearance="subtle" icon={<DismissRegular />} aria-label={`Remove ${name}`} onClick={() => actions.remove(appearance)} />
    </li>
  );
});
