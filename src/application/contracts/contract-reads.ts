import type { IsoDate, Stored } from '../../domain/entities/base';
import type { Brand } from '../../domain/entities/brand';
import type { Wrestler } from '../../domain/entities/wrestler';
import { endsWithin } from '../../domain/rules/living/contract-signing';
import { askingTerms, refusesTalks, type ContractTerms } from '../../domain/rules/living/contract-terms';
import { contractEnded } from '../../domain/rules/living/fitness';
import { signingProblem } from '../../domain/rules/living/red-balance';
import type { UseCaseDeps } from '../deps';
import { requireGame } from '../game';

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
  /** After walking out: the first day they talk again; '' when they talk now. */
  refusesUntil: IsoDate;
}

export interface FreeAgentsView {
  date: IsoDate;
  brands: SigningBrand[];
  /** Active, not retired, unsigned: cheapest asking first, then by name. */
  agents: ContractRow[];
}

export interface ExpiringView {
  date: IsoDate;
  weeks: number;
  brands: SigningBrand[];
  /** Signed wrestlers whose contract ends within the weeks, soonest expiry first. */
  rows: ContractRow[];
}

export const brandsForSigning = (brands: readonly Stored<Brand>[]): SigningBrand[] =>
  brands.map((b) => ({ id: b.id, name: b.name, balance: b.balance, problem: signingProblem(b) }));

export function contractRow(w: Stored<Wrestler>, brands: readonly Stored<Brand>[], date: IsoDate): ContractRow {
  const names = new Map(brands.map((b) => [b.id, b.name]));
  return {
    id: w.id, name: w.name, gender: w.gender, status: w.status, brandIds: w.brandIds,
    brandNames: w.brandIds.map((id) => names.get(id)).filter((n) => n !== undefined),
    popularity: w.popularity, points: w.points, morale: w.morale, cost: w.cost, contractType: w.contractType,
    contractExpires: w.contractExpires, remainingAppearances: w.remainingAppearances, ended: contractEnded(w, date),
    asking: askingTerms(w), refusesUntil: refusesTalks(w, date) ? w.talksRefusedUntil : '',
  };
}

/** Who contracts concern: the active and not retired, staff included (they are paid too). */
const available = (w: Wrestler): boolean => w.active && !w.retired;

/** The free-agents screen's read, and the expiring contracts Backstage warns of. */
export function createContractReads({ repos }: Pick<UseCaseDeps, 'repos'>) {
  const read = async () => {
    const [game, wrestlers, brands] = await Promise.all([requireGame(repos), repos.Wrestler.all(), repos.Brand.all()]);
    return { date: game.date, wrestlers: wrestlers.filter(available), brands };
  };
  const freeAgents = async (): Promise<FreeAgentsView> => {
    const { date, wrestlers, brands } = await read();
    const agents = wrestlers
      .filter((w) => w.status === 'UNSIGNED')
      .map((w) => contractRow(w, brands, date))
      .sort((a, b) => a.asking.cost - b.asking.cost || a.name.localeCompare(b.name));
    return { date, brands: brandsForSigning(brands), agents };
  };
  const expiring = async ({ weeks }: { weeks: number }): Promise<ExpiringView> => {
    const { date, wrestlers, brands } = await read();
    const rows = wrestlers
      .filter((w) => endsWithin(w, date, weeks))
      .map((w) => contractRow(w, brands, date))
      .sort((a, b) => (a.contractExpires || '9999').localeCompare(b.contractExpires || '9999') || a.remainingAppearances - b.remainingAppearances || a.name.localeCompare(b.name));
    return { date, weeks, brands: brandsForSigning(brands), rows };
  };
  /** One wrestler's contract and asking terms, for the negotiation dialog; null when not found. */
  const contractOf = async (wrestlerId: number): Promise<{ row: ContractRow; brands: SigningBrand[] } | null> => {
    const [game, w, brands] = await Promise.all([requireGame(repos), repos.Wrestler.get(wrestlerId), repos.Brand.all()]);
    return w ? { row: contractRow(w, brands, game.date), brands: brandsForSigning(brands) } : null;
  };
  return { freeAgents, expiring, contractOf };
}
