import type { IsoDate, Stored } from '../../domain/entities/base';
import type { Brand } from '../../domain/entities/brand';
import type { Company } from '../../domain/entities/company';
import type { Game } from '../../domain/entities/game';
import { companyOfWrestler, DIFFICULTY_LEVELS, difficultyOf, hasRivals, rivalCompanyIds } from '../../domain/entities/promotion';
import type { TalentOffer } from '../../domain/entities/talent-market';
import type { Wrestler } from '../../domain/entities/wrestler';
import { endsWithin } from '../../domain/rules/living/contract-signing';
import { askingTerms, refusesTalks } from '../../domain/rules/living/contract-terms';
import { isTalent, rivalMatch, roundUpTo10, TALENT_MARKET } from '../../domain/rules/living/talent-valuation';
import type { Repositories } from '../ports/unit-of-work.port';
import { readGame } from '../game';

/** An open (or let-go) offer to one of the player's wrestlers. */
export interface OfferRow {
  id: number;
  wrestlerId: number;
  name: string;
  rival: string;
  /** What the rival offers per appearance. */
  cost: number;
  /** What the wrestler asks to stay, and what they cost now. */
  asking: number;
  currentCost: number;
  /** What countering costs per appearance: the offer, or the asking price if more. */
  counterCost: number;
  contractEnds: IsoDate;
  /** 'open' waits for an answer; 'declined' = let go: leaving at the contract's end. */
  status: 'open' | 'declined';
}

export interface MoveRow {
  date: IsoDate;
  wrestlerId: number;
  name: string;
  from: string;
  to: string;
  reason: string;
}

/** A rival's wrestler whose contract ends soon: the player may poach them. */
export interface PoachTarget {
  wrestlerId: number;
  name: string;
  rival: string;
  contractEnds: IsoDate;
  currentCost: number;
  asking: number;
  /** What the player's Poach offers per appearance (10% over what the rival would pay to keep them). */
  offerCost: number;
}

export interface TalentBoard {
  hasRivals: boolean;
  today: IsoDate;
  offers: OfferRow[];
  moves: MoveRow[];
  targets: PoachTarget[];
}

export const FREE_AGENCY = 'Free agency';

/** The player's poaching offer: 10% over the rival's match (docs/decisions-rivals.md "talent"). */
export const poachOfferCost = (w: Wrestler, game: Pick<Game, 'difficulty'>): number =>
  roundUpTo10(rivalMatch(askingTerms(w).cost, DIFFICULTY_LEVELS[difficultyOf(game)].aggression) * 1.1);

export const companyName = (companies: readonly Stored<Company>[], id: number | null): string =>
  id === null ? FREE_AGENCY : companies.find((c) => c.id === id)?.name || `Promotion ${id}`;

/** The contract's last day as the board shows it: its expiry date ('' when it ends by appearances only). */
const endOf = (w: Wrestler): IsoDate => w.contractExpires || '';

export const pendingOffers = (game: Game): TalentOffer[] => (game.talentOffers ?? []).filter((o) => !o.settled && (o.status === 'open' || o.status === 'declined'));

/** Rivals' wrestlers whose contracts end within the poaching weeks, talking, soonest first. */
export function poachTargets(game: Stored<Game>, wrestlers: readonly Stored<Wrestler>[], brands: readonly Stored<Brand>[]): Stored<Wrestler>[] {
  const rivals = rivalCompanyIds(game, brands);
  return wrestlers
    .filter((w) => w.status === 'SIGNED' && isTalent(w) && !refusesTalks(w, game.date) && endsWithin(w, game.date, TALENT_MARKET.poachWeeks))
    .filter((w) => {
      const company = companyOfWrestler(w, brands);
      return company !== null && rivals.includes(company) && !w.brandIds.some((id) => game.brandIds.includes(id));
    })
    .sort((a, b) => endOf(a).localeCompare(endOf(b)) || a.id - b.id);
}

/** The talent war's board: open offers, the moves with reasons (newest first), poach targets. */
export async function readTalentBoard(repos: Pick<Repositories, 'Game' | 'Wrestler' | 'Brand' | 'Company'>): Promise<TalentBoard> {
  const game = await readGame(repos);
  if (!game || !hasRivals(game)) return { hasRivals: false, today: game?.date ?? '', offers: [], moves: [], targets: [] };
  const [wrestlers, brands, companies] = await Promise.all([repos.Wrestler.all(), repos.Brand.all(), repos.Company.all()]);
  const byId = new Map(wrestlers.map((w) => [w.id, w]));
  const nameOf = (id: number) => byId.get(id)?.name || `Wrestler ${id}`;
  const offers = pendingOffers(game).flatMap((o): OfferRow[] => {
    const w = byId.get(o.wrestlerId);
    if (!w) return [];
    const asking = askingTerms(w).cost;
    const base = { id: o.id, wrestlerId: w.id, name: w.name, rival: companyName(companies, o.fromCompanyId), cost: o.cost, asking, currentCost: w.cost };
    return [{ ...base, counterCost: Math.max(o.cost, asking), contractEnds: endOf(w) || o.expires, status: o.status === 'declined' ? 'declined' : 'open' }];
  });
  const moves = [...(game.talentMoves ?? [])].reverse().map((m) => ({
    date: m.date, wrestlerId: m.wrestlerId, name: nameOf(m.wrestlerId),
    from: companyName(companies, m.fromCompanyId), to: companyName(companies, m.toCompanyId), reason: m.reason,
  }));
  const targets = poachTargets(game, wrestlers, brands).map((w) => ({
    wrestlerId: w.id, name: w.name, rival: companyName(companies, companyOfWrestler(w, brands)),
    contractEnds: endOf(w), currentCost: w.cost, asking: askingTerms(w).cost, offerCost: poachOfferCost(w, game),
  }));
  return { hasRivals: true, today: game.date, offers, moves, targets };
}
