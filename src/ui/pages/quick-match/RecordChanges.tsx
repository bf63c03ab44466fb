import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import type { RecordChange, RecordFields } from '../../../application/quick-match';

const COLUMNS: { label: string; show: (r: RecordFields) => string }[] = [
  { label: 'Wins–losses', show: (r) => `${r.wins}–${r.losses}` },
  { label: 'Streak', show: (r) => String(r.streak) },
  { label: 'Points', show: (r) => round(r.points) },
  { label: 'Popularity', show: (r) => round(r.popularity) },
  { label: 'Morale', show: (r) => round(r.morale) },
  { label: 'Stamina', show: (r) => round(r.stamina) },
  { label: 'Followers', show: (r) => Math.round(r.followers).toLocaleString('en-US') },
];

function round(value: number): string {
  return (Math.round(value * 10) / 10).toString();
}

/** What applying would write: each wrestler's record before → after (SPEC §4 reading A). */
export function RecordChanges({ changes }: { changes: readonly RecordChange[] }) {
  return (
    <Table size="small" aria-label="Proposed record changes">
      <TableHeader>
        <TableRow>
          <TableHeaderCell>Wrestler</TableHeaderCell>
          <TableHeaderCell>Result</TableHeaderCell>
          {COLUMNS.map((c) => (
            <TableHeaderCell key={c.label}>{c.label}</TableHeaderCell>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {changes.map((change) => (
          <TableRow key={change.wrestlerId}>
            <TableCell>{change.name}</TableCell>
            <TableCell>{change.result === 'win' ? 'Win' : 'Loss'}</TableCell>
            {COLUMNS.map((c) => {
              const before = c.show(change.before);
              const after = c.show(change.after);
              return <TableCell key={c.label}>{before === after ? before : `${before} → ${after}`}</TableCell>;
            })}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
