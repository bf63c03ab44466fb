import type { TournamentStatus } from '../../../application/tournament';

export const STATUS_LABELS: Record<TournamentStatus, string> = {
  notStarted: 'Not started',
  inProgress: 'In progress',
  complete: 'Complete',
  unplayable: 'Cannot be played',
};

export const SIZE_OPTIONS = [
  { label: '4 entrants', value: 4 },
  { label: '8 entrants', value: 8 },
  { label: '16 entrants', value: 16 },
] as const;
