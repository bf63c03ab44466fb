import type { IsoDate, Stored } from '../../domain/entities/base';
import type { Brand } from '../../domain/entities/brand';
import type { Wrestler } from '../../domain/entities/wrestler';
import { endsWithin } from '../../domain/rules/living/contract-signing';
import { askingTerms, refusesTalks, type ContractTerms } from '../../domain/rules/living/contract-terms';
import { contractEnded } from '../../domain/rules/living/fitness';
import { signingProblem } from '../../domain/rules/living/red-balance';
import type { UseCaseDeps } from '../deps';
import { requireGame } from '../game';
import { isLiving, type Game } from '../../domain/entities/game';
import { renewalAsk } from '../../domain/rules/living/renewal-ask';
import { hasRivals, isPlayerBrand, rivalClaimOn, rivalOfWrestler } from '../../domain/entities/promotion';
import { RosterMessages } from '../../domain/errors';

/** A brand the player may sign for, or why not. */
export interface SigningBrand {
  id: number;
  name: string;
  balance: number;
  /** Why it may not sign now (in the red), or null. */
  problem: string | null;
}

/** One wrestler's contract and what they ask for a new one. */
export interface ContractRow {
  id: number;
  name: string;
  gender: Wrestler['gender'];
  status: Wrestler['status'];
  brandIds: number[];
  brandNames: string[];
  popularity: number;
  points: number;
  morale: number;
  cost: number;
  contractType: Wrestler['contractType'];
  contractExpires: IsoDate;
  remainingAppearances: number;
  /** The contract has ended (by date or appearances) on the game's date. */
  ended: boolean;
  asking: ContractTerms;
  /**
   * Issue 36: a renewal's ask fell with the wrestler's standing (renewal-ask.ts): the ask before
   * the cut and why; absent when it did not (a free agent's, or a renewal at the plain ask).
   */
  askCut?: { asked: number; why: string };
  /** After walking out: the first day they talk again; '' when they talk now. */
  refusesUntil: IsoDate;
}

export interface FreeAgentsView {
  date: IsoDate;
  /** Issue 33: rivals are in the game: a new signing needs the money a rival would (shortfallOf). */
  market?: boolean;
  brands: SigningBrand[];
  /** Active, not retired, unsigned: cheapest asking first, then by name. */
  agents: ContractRow[];
}

export interface ExpiringView {
  date: IsoDate;
  /** Issue 33: rivals are in the game (only the player's own contracts are listed). */
  market?: boolean;
  weeks: number;
  brands: SigningBrand[];
  /** Signed wrestlers whose contract ends within the weeks, soonest expiry first. */
  rows: ContractRow[];
}

/** The brands the player may sign for (issue 33: with rivals, only their own), each with why it may not now. */
export const brandsForSigning = (brands: readonly Stored<Brand>[], game: Pick<Game, 'rules' | 'playerCompanyId' | 'brandIds'>): SigningBrand[] =>
  brands.filter((b) => isPlayerBrand(game, b.id)).map((b) => ({ id: b.id, name: b.name, balance: b.balance, problem: signingProblem(b) }));

/** Why the player may not negotiate with this wrestler at all (issue 33: a rival's), or null. */
export function negotiationRefusal(
  w: Stored<Wrestler>, brands: readonly Stored<Brand & { id: number }>[], companies: readonly { id: number; name: string }[],
  game: Pick<Game, 'rules' | 'playerCompanyId' | 'brandIds'>, titles: readonly { brandIds: readonly number[]; wrestlerIds: readonly number[] }[] = [],
): string | null {
  const nameOf = (id: number) => companies.find((c) => c.id === id)?.name || `Promotion ${id}`;
  const rival = rivalOfWrestler(game, w, brands);
  if (rival !== null) return RosterMessages.rivalWrestler(w.name, nameOf(rival));
  // Issue 34: a rival's champion on none of the player's brands (and on no brand of theirs).
  const claim = rivalClaimOn(game, w, brands, titles);
  return claim === null ? null : RosterMessages.notYourWrestler(w.name, nameOf(claim));
}

/**
 * One wrestler's contract row. With `wrestlers` (everyone), a signed wrestler's ask is their
 * renewal ask on their brand (issue 36: it falls with their standing, as the rivals' renewals do).
 */
export function contractRow(w: Stored<Wrestler>, brands: readonly Stored<Brand>[], date: IsoDate, wrestlers?: readonly Stored<Wrestler>[]): ContractRow {
  const names = new Map(brands.map((b) => [b.id, b.name]));
  const renewal = wrestlers && w.status === 'SIGNED' ? renewalAsk(w, wrestlers) : null;
  return {
    id: w.id, name: w.name, gender: w.gender, status: w.status, brandIds: w.brandIds,
    brandNames: w.brandIds.map((id) => names.get(id)).filter((n) => n !== undefined),
    popularity: w.popularity, points: w.points, morale: w.morale, cost: w.cost, contractType: w.contractType,
    contractExpires: w.contractExpires, remainingAppearances: w.remainingAppearances, ended: contractEnded(w, date),
    asking: renewal?.terms ?? askingTerms(w), refusesUntil: refusesTalks(w, date) ? w.talksRefusedUntil : '',
    ...(renewal?.why ? { askCut: { asked: renewal.asked, why: renewal.why } } : {}),
  };
}

/** Who contracts concern: the active and not retired, staff included (they are paid too). */
const available = (w: Wrestler): boolean => w.active && !w.retired;

/** The free-agents screen's read, and the expiring contracts Backstage warns of. */
export function createContractReads({ repos }: Pick<UseCaseDeps, 'repos'>) {
  const read = async () => {
    const [game, wrestlers, brands] = await Promise.all([requireGame(repos), repos.Wrestler.all(), repos.Brand.all()]);
    return { game, date: game.date, wrestlers: wrestlers.filter(available), everyone: wrestlers, brands };
  };
  const freeAgents = async (): Promise<FreeAgentsView> => {
    const { game, date, wrestlers, brands } = await read();
    const agents = wrestlers
      .filter((w) => w.status === 'UNSIGNED')
      .map((w) => contractRow(w, brands, date))
      .sort((a, b) => a.asking.cost - b.asking.cost || a.name.localeCompare(b.name));
    return { date, brands: brandsForSigning(brands, game), agents, market: hasRivals(game) };
  };
  const expiring = async ({ weeks }: { weeks: number }): Promise<ExpiringView> => {
    const { game, date, wrestlers, everyone, brands } = await read();
    // Issue 33: with rivals, only the player's own contracts are theirs to renew.
    const mine = (w: Stored<Wrestler>) => !hasRivals(game) || w.brandIds.some((id) => game.brandIds.includes(id));
    const rows = wrestlers
      .filter((w) => endsWithin(w, date, weeks) && mine(w))
      .map((w) => contractRow(w, brands, date, isLiving(game) ? everyone : undefined))
      .sort((a, b) => (a.contractExpires || '9999').localeCompare(b.contractExpires || '9999') || a.remainingAppearances - b.remainingAppearances || a.name.localeCompare(b.name));
    return { date, weeks, brands: brandsForSigning(brands, game), rows, market: hasRivals(game) };
  };
  /**
   * One wrestler's contract and asking terms, for the negotiation dialog; null when not found.
   * `refusal` says why the player may not negotiate (issue 33: a rival's wrestler), or is null.
   */
  const contractOf = async (wrestlerId: number): Promise<{ row: ContractRow; brands: SigningBrand[]; refusal: string | null; market: boolean } | null> => {
    const [game, w, brands, companies, titles, everyone] = await Promise.all([requireGame(repos), repos.Wrestler.get(wrestlerId), repos.Brand.all(), repos.Company.all(), repos.Championship.all(), repos.Wrestler.all()]);
    if (!w) return null;
    return { row: contractRow(w, brands, game.date, isLiving(game) ? everyone : undefined), brands: brandsForSigning(brands, game), refusal: negotiationRefusal(w, brands, companies, game, titles), market: hasRivals(game) };
  };
  return { freeAgents, expiring, contractOf };
}
