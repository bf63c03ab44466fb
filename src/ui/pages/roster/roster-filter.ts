import type { RosterRow } from '../../../application/office';
import type { Gender } from '../../../domain/entities/enums';

export interface RosterFilter {
  name: string;
  gender: Gender | 'ALL';
  showStaff: boolean;
}

export const initialRosterFilter: RosterFilter = { name: '', gender: 'ALL', showStaff: false };

/** Rows matching the name (anywhere, any case), the gender, and staff only when asked for. */
export function filterRoster(rows: readonly RosterRow[], filter: RosterFilter): RosterRow[] {
  const needle = filter.name.trim().toLowerCase();
  return rows.filter(
    (row) =>
      (filter.showStaff || !row.staff) &&
      (filter.gender === 'ALL' || row.gender === filter.gender) &&
      (needle === '' || row.name.toLowerCase().includes(needle)),
  );
}
