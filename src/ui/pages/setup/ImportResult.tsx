import { Text, makeStyles, tokens } from '@fluentui/react-components';
import type { ImportSummary, SeedGroupInfo } from '../../../application/new-game';

/** What each group brings, in a player's words. */
export const GROUP_TEXT: Record<string, string> = {
  wrestlers: 'Brings back the wrestlers and backstage staff of the starting world: referees, commentators, interviewers and owners.',
  championships: 'Brings back the championships of the starting world, each with its history of reigns.',
  shows: 'Brings back the weekly, monthly and yearly shows of the starting world.',
  venues: 'Brings back the arenas and halls of the starting world.',
  brands: 'Brings back the companies of the starting world and their brands, with their balances.',
};

const TABLE_WORDS: Record<string, [string, string]> = {
  Wrestler: ['wrestler or staff member', 'wrestlers and staff'],
  Championship: ['championship', 'championships'],
  Reign: ['reign', 'reigns'],
  Show: ['show', 'shows'],
  Venue: ['venue', 'venues'],
  Company: ['company', 'companies'],
  Brand: ['brand', 'brands'],
};

export const countOf = (table: string, count: number): string => {
  const [one, many] = TABLE_WORDS[table] ?? [table, `${table} records`];
  return `${count} ${count === 1 ? one : many}`;
};

export const groupHoldings = (info: SeedGroupInfo): string =>
  info.tables.map(({ table, count }) => countOf(table, count)).join(' and ');

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
});

/** The result of one import: per table, what was added and what was already there. */
export function ImportResult({ summary }: { summary: ImportSummary }) {
  const styles = useStyles();
  return (
    <div role="status" className={styles.root}>
      <Text weight="semibold">
        {summary.added === 0 ? 'Nothing to add: your game already has all of it.' : `Import finished: ${summary.added} added.`}
      </Text>
      <ul>
        {summary.tables.map((t) => (
          <li key={t.table}>
            {countOf(t.table, t.added)} added, {t.existing} already there
            {t.addedNames.length > 0 && `: ${t.addedNames.slice(0, 5).join(', ')}${t.addedNames.length > 5 ? '…' : ''}`}
          </li>
        ))}
      </ul>
    </div>
  );
}
