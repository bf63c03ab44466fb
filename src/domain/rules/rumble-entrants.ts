import type { ChampionshipGender } from '../entities/enums';
import type { Wrestler } from '../entities/wrestler';
import type { Rng } from './rng';
import { canCompete } from './roster';

/** A classic rumble has thirty entrants. */
export const RUMBLE_SIZE = 30;

export interface RumbleField {
  /** INTERGENDER lets everyone in. */
  gender: ChampionshipGender;
  /** Empty means any brand. */
  brandIds: readonly number[];
  /** Most entrants (default 30). */
  size?: number;
}

type Candidate = Pick<Wrestler, 'id' | 'gender' | 'active' | 'retired' | 'brandIds' | 'role' | 'status'>;

/** Active, signed, in-ring wrestlers (never staff) of the field's division and brands. */
export function isRumbleEligible(wrestler: Candidate, field: RumbleField): boolean {
  if (wrestler.id === undefined || !canCompete(wrestler)) return false;
  if (field.gender !== 'INTERGENDER' && wrestler.gender !== field.gender) return false;
  return field.brandIds.length === 0 || wrestler.brandIds.some((id) => field.brandIds.includes(id));
}

/** The eligible wrestlers in a random entry order (Fisher–Yates), at most `size` of them. */
export function pickRumbleEntrants(wrestlers: readonly Candidate[], field: RumbleField, rng: Rng): number[] {
  const ids = wrestlers.filter((w) => isRumbleEligible(w, field)).map((w) => w.id!);
  for (let i = ids.length - 1; i > 0; i -= 1) {
    const j = Math.floor(rng() * (i + 1));
    [ids[i], ids[j]] = [ids[j], ids[i]];
  }
  return ids.slice(0, field.size ?? RUMBLE_SIZE);
}
