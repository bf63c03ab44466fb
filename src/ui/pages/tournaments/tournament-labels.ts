import type { TournamentStatus } from '../../../application/tournament';
import type { ChampionshipGender } from '../../../domain/entities/enums';

export const GENDER_OPTIONS: readonly { label: string; value: ChampionshipGender }[] = [
  { label: 'Men', value: 'MALE' },
  { label: 'Women', value: 'FEMALE' },
  { label: 'Intergender', value: 'INTERGENDER' },
];

export const genderLabel = (gender: ChampionshipGender): string =>
  GENDER_OPTIONS.find((option) => option.value === gender)?.label ?? gender;

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
