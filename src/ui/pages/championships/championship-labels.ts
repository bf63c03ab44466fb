import type { ChampionshipGender } from '../../../domain/entities/enums';

export const GENDER_LABELS: Record<ChampionshipGender, string> = {
  MALE: "Men's",
  FEMALE: "Women's",
  INTERGENDER: 'Intergender',
};

/** `1 day`, `1,204 days`. */
export const formatDays = (days: number): string => `${days.toLocaleString('en-US')} ${days === 1 ? 'day' : 'days'}`;

/** `Ada & Bo`, or `Vacant`. */
export const holderNames = (holders: readonly { name: string }[]): string =>
  holders.length > 0 ? holders.map((h) => h.name).join(' & ') : 'Vacant';

/** The reigns screen for one title (SPEC §2 `/reigns`, filtered by `?championship=`). */
export const reignsOf = (championshipId: number): string => `/reigns?championship=${championshipId}`;
