import type { ChampionshipGender } from '../../domain/entities/enums';

/** The division choices of the rumble and tournament forms (issue 32: one list for both). */
export const GENDER_OPTIONS: readonly { label: string; value: ChampionshipGender }[] = [
  { label: 'Men', value: 'MALE' },
  { label: 'Women', value: 'FEMALE' },
  { label: 'Intergender', value: 'INTERGENDER' },
];

export const genderLabel = (gender: ChampionshipGender): string =>
  GENDER_OPTIONS.find((option) => option.value === gender)?.label ?? gender;
