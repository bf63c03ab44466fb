import { ProgressBar, Text, makeStyles, tokens } from '@fluentui/react-components';
import { TrophyRegular } from '@fluentui/react-icons';
import type { ExhibitionTeam } from '../../../application/quick-match';

const useStyles = makeStyles({
  list: { margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: { display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: tokens.spacingHorizontalM },
  figure: { fontVariantNumeric: 'tabular-nums' },
});

export const teamNames = (team: ExhibitionTeam): string => team.wrestlers.map((w) => w.name).join(' & ');

const percent = (chance: number) => `${(chance * 100).toFixed(1)}%`;

/** Each team's chance before the bell: its share of the total win weight (SPEC §4). */
export function WinChances({ teams }: { teams: readonly ExhibitionTeam[] }) {
  const styles = useStyles();
  return (
    <ul className={styles.list} aria-label="Win chances">
      {teams.map((team) => (
        <li key={team.groupId} aria-label={`Team ${team.groupId}: ${teamNames(team)}, ${percent(team.chance)}`}>
          <div className={styles.row}>
            <Text weight={team.winner ? 'semibold' : 'regular'}>
              {team.winner && <TrophyRegular aria-label="Winner" />} Team {team.groupId}: {teamNames(team)}
            </Text>
            <Text className={styles.figure}>{percent(team.chance)}</Text>
          </div>
          <ProgressBar value={team.chance} max={1} thickness="large" color={team.winner ? 'success' : 'brand'} />
        </li>
      ))}
    </ul>
  );
}
