import type { ChampionshipGender, Gender, Role, WrestlerStatus } from '../../domain/entities/enums';
import { readStat } from '../../domain/rules/stats';
import { gameDateOr, readGame } from '../game';
import type { MachineUseCaseDeps } from '../deps';
import { canCompete } from '../../domain/rules/roster';
import { titleKind } from '../../domain/rules/title-fit';

/** A wrestler the create form may offer (the form narrows them by gender and brands). */
export interface TournamentCandidate {
  id: number;
  name: string;
  gender: Gender;
  brandIds: number[];
  points: number;
  active: boolean;
  retired: boolean;
  role: Role;
  status: WrestlerStatus;
  /** Issue 33: the return date ('' when fit) and the injury, so the form says who is out. */
  injuredUntil?: string;
  injury?: string;
}

export interface TournamentFormData {
  /** The default date of a new tournament. */
  date: string;
  gender: ChampionshipGender;
  /** The game's brands (empty means every brand). */
  brandIds: number[];
  brands: { id: number; name: string }[];
  championships: { id: number; name: string; gender: ChampionshipGender; brandIds: number[] }[];
  /** Active, signed in-ring wrestlers (never staff), most points first. */
  candidates: TournamentCandidate[];
}

/** What the create form needs: the game's defaults, the brands, the titles and who can wrestle. */
export function createTournamentForm({ repos, clock }: Pick<MachineUseCaseDeps, 'repos' | 'clock'>) {
  return async (): Promise<TournamentFormData> => {
    const [game, brands, championships, wrestlers] = await Promise.all([
      readGame(repos),
      repos.Brand.all(),
      repos.Championship.all(),
      repos.Wrestler.all(),
    ]);
    return {
      date: gameDateOr(game, clock),
      gender: game?.gender ?? 'MALE',
      brandIds: [...(game?.brandIds ?? [])],
      brands: brands.map(({ id, name }) => ({ id, name })),
      championships: championships
        // A tournament crowns one wrestler: team titles are not offered (DESIGN §4).
        .filter((c) => c.active && titleKind(c) === 'singles')
        .map(({ id, name, gender, brandIds }) => ({ id, name, gender, brandIds: [...brandIds] })),
      candidates: wrestlers
        .filter(canCompete)
        .sort((a, b) => readStat(b, 'points') - readStat(a, 'points') || a.name.localeCompare(b.name))
        .map(({ id, name, gender, brandIds, points, active, retired, role, status, injuredUntil, injury }) => ({
          id, name, gender, brandIds: [...brandIds], points, active, retired, role, status, injuredUntil, injury,
        })),
    };
  };
}
