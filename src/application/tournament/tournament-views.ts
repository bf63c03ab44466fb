import type { Stored } from '../../domain/entities/base';
import type { ChampionshipGender } from '../../domain/entities/enums';
import type { Tournament } from '../../domain/entities/tournament';
import { bracketProblem, entrantsOfRound, matchesInRound, nextMatch, roundCount, roundName } from '../../domain/rules/tournament';
import type { Repositories } from '../ports/unit-of-work.port';

export type TournamentStatus = 'notStarted' | 'inProgress' | 'complete' | 'unplayable';

export interface TournamentRow {
  id: number;
  name: string;
  date: string;
  entrants: number;
  status: TournamentStatus;
  winner: string | null;
}

export interface Competitor {
  id: number;
  name: string;
}

export interface BracketMatchView {
  /** 1-based within its round. */
  number: number;
  /** null while the match that feeds this slot is unplayed. */
  competitors: [Competitor | null, Competitor | null];
  winnerId: number | null;
  rating: number | null;
  /** Seconds; 0 for a walkover. */
  duration: number | null;
  /** The match the next "Play next match" plays. */
  next: boolean;
}

export interface BracketRoundView {
  name: string;
  matches: BracketMatchView[];
}

export interface TournamentView {
  id: number;
  name: string;
  date: string;
  gender: ChampionshipGender;
  brands: string[];
  championship: string | null;
  recordResults: boolean;
  status: TournamentStatus;
  /** Why the stored bracket cannot be played, when it cannot. */
  problem: string | null;
  rounds: BracketRoundView[];
  champion: Competitor | null;
}

export function statusOf(t: Tournament): TournamentStatus {
  if (bracketProblem(t)) return 'unplayable';
  if (t.complete || nextMatch(t) === null) return 'complete';
  return t.rounds.some((round) => round.length > 0) ? 'inProgress' : 'notStarted';
}

type Names = (id: number) => string;

const namer = (rows: readonly { id: number; name: string }[]): Names => {
  const byId = new Map(rows.map((row) => [row.id, row.name]));
  // A wrestler deleted since the draw keeps their place in the bracket under their old id.
  return (id) => byId.get(id) || `Wrestler #${id}`;
};

function bracketRounds(t: Tournament, nameOf: Names): BracketRoundView[] {
  const size = t.wrestlerIds.length;
  const rounds = roundCount(size);
  const upNext = nextMatch(t);
  const competitor = (id: number | undefined): Competitor | null => (id === undefined ? null : { id, name: nameOf(id) });
  return Array.from({ length: rounds }, (_, r) => {
    const entrants = entrantsOfRound(t, r);
    return {
      name: roundName(r, rounds),
      matches: Array.from({ length: matchesInRound(size, r) }, (_, m): BracketMatchView => ({
        number: m + 1,
        competitors: [competitor(entrants[2 * m]), competitor(entrants[2 * m + 1])],
        winnerId: t.rounds[r]?.[m] ?? null,
        rating: t.rounds[r]?.[m] === undefined ? null : (t.ratings[r]?.[m] ?? 0),
        duration: t.rounds[r]?.[m] === undefined ? null : (t.durations[r]?.[m] ?? 0),
        next: upNext?.round === r && upNext.index === m,
      })),
    };
  });
}

/** Read models of `/tournaments`: the list (newest first) and one bracket. */
export function createTournamentViews({ repos }: { repos: Pick<Repositories, 'Tournament' | 'Wrestler' | 'Brand' | 'Championship'> }) {
  return {
    async list(): Promise<TournamentRow[]> {
      const [tournaments, wrestlers] = await Promise.all([repos.Tournament.all(), repos.Wrestler.all()]);
      const nameOf = namer(wrestlers);
      return tournaments
        .sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id)
        .map((t) => ({
          id: t.id,
          name: t.name || 'Tournament',
          date: t.date,
          entrants: t.wrestlerIds.length,
          status: statusOf(t),
          winner: t.winnerId === null ? null : nameOf(t.winnerId),
        }));
    },

    /** One tournament's bracket, or null when there is no such tournament. */
    async view(id: number): Promise<TournamentView | null> {
      const t: Stored<Tournament> | undefined = await repos.Tournament.get(id);
      if (!t) return null;
      const [wrestlers, brands, championship] = await Promise.all([
        repos.Wrestler.getMany(t.wrestlerIds),
        repos.Brand.getMany(t.brandIds),
        t.championshipId === null ? undefined : repos.Championship.get(t.championshipId),
      ]);
      const nameOf = namer(wrestlers);
      return {
        id: t.id,
        name: t.name || 'Tournament',
        date: t.date,
        gender: t.gender,
        brands: brands.map((b) => b.name),
        championship: championship?.name ?? null,
        recordResults: t.recordResults,
        status: statusOf(t),
        problem: bracketProblem(t),
        rounds: bracketProblem(t) ? [] : bracketRounds(t, nameOf),
        champion: t.winnerId === null ? null : { id: t.winnerId, name: nameOf(t.winnerId) },
      };
    },
  };
}
