import { formatPoints, formatStat } from '../../../domain/format';
import { DataTable } from '../../components/DataTable';
import type { RecordChange, RecordFields } from '../../../application/quick-match';

const COLUMNS: { label: string; show: (r: RecordFields) => string }[] = [
  { label: 'Wins–losses', show: (r) => `${r.wins}–${r.losses}` },
  { label: 'Streak', show: (r) => String(r.streak) },
  { label: 'Points', show: (r) => formatPoints(r.points) },
  { label: 'Popularity', show: (r) => formatStat(r.popularity) },
  { label: 'Morale', show: (r) => formatStat(r.morale) },
  { label: 'Stamina', show: (r) => formatStat(r.stamina) },
  { label: 'Followers', show: (r) => Math.round(r.followers).toLocaleString('en-US') },
];

/** What applying would write: each wrestler's record before → after (SPEC §4 reading A). */
export function RecordChanges({ changes }: { changes: readonly RecordChange[] }) {
  return (
    <DataTable label="Proposed record changes" rows={changes} rowKey={(change) => change.wrestlerId}
      columns={[
        { header: 'Wrestler', cell: (change) => change.name },
        { header: 'Result', cell: (change) => (change.result === 'win' ? 'Win' : 'Loss') },
        ...COLUMNS.map((c) => ({
          header: c.label,
          cell: (change: RecordChange) => {
            const before = c.show(change.before);
            const after = c.show(change.after);
            return before === after ? before : `${before} → ${after}`;
          },
        })),
      ]}
    />
  );
}
