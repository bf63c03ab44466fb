import type { Brand } from './brand';
import type { Difficulty } from './enums';
import { isLiving, type Game } from './game';
import type { Show } from './show';

/**
 * Issue 18: promotions are the spec's companies. The player runs one (`game.playerCompanyId`, whose
 * brands are `game.brandIds`); every other company that owns a brand is a rival the game runs.
 * A game without a chosen promotion (an old save, or "every promotion") runs every brand itself
 * and has no rivals. Rivals act only under living rules (docs/decisions-rivals.md).
 */

/** A brand as these helpers need it (a stored one: its id is known). */
export type BrandRef = { id: number } & Pick<Brand, 'companyId'>;

type GameRef = Pick<Game, 'rules' | 'playerCompanyId'>;

/** The company the player runs, or null when the player runs every brand. */
export const playerCompanyOf = (game: Pick<Game, 'playerCompanyId'> | null | undefined): number | null =>
  typeof game?.playerCompanyId === 'number' ? game.playerCompanyId : null;

/** Whether the game runs rival promotions: a living game whose player chose one promotion. */
export const hasRivals = (game: GameRef | null | undefined): boolean => isLiving(game) && playerCompanyOf(game) !== null;

/** The company that owns a brand (null for a brand without one). */
export const companyOfBrand = (brandId: number, brands: readonly BrandRef[]): number | null =>
  brands.find((brand) => brand.id === brandId)?.companyId ?? null;

/**
 * The company whose show it is: the player's when any of its brands is one of the game's brands
 * (a co-promoted show belongs to the player), otherwise the company of its first brand that has one.
 */
export function companyOfShow(
  show: Pick<Show, 'brandIds'>,
  game: Pick<Game, 'brandIds' | 'playerCompanyId'>,
  brands: readonly BrandRef[],
): number | null {
  const player = playerCompanyOf(game);
  if (player !== null && show.brandIds.some((id) => game.brandIds.includes(id))) return player;
  for (const id of show.brandIds) {
    const company = companyOfBrand(id, brands);
    if (company !== null) return company;
  }
  return null;
}

/** A show the player books (all of them when the player runs every brand). */
export const isPlayerShow = (show: Pick<Show, 'brandIds'>, game: Pick<Game, 'brandIds'>): boolean =>
  game.brandIds.length === 0 || show.brandIds.some((id) => game.brandIds.includes(id));

/** A show a rival promotion books and runs (never one of the player's). */
export const isRivalShow = (show: Pick<Show, 'brandIds'>, game: GameRef & Pick<Game, 'brandIds'>): boolean =>
  hasRivals(game) && !isPlayerShow(show, game);

/** The rival companies, in id order: companies owning a brand that is not one of the game's. */
export function rivalCompanyIds(game: GameRef & Pick<Game, 'brandIds'>, brands: readonly BrandRef[]): number[] {
  if (!hasRivals(game)) return [];
  const player = playerCompanyOf(game);
  const ids = new Set<number>();
  for (const brand of brands) if (brand.companyId !== null && brand.companyId !== player && !game.brandIds.includes(brand.id)) ids.add(brand.companyId);
  return [...ids].sort((a, b) => a - b);
}

/** The brands a company owns, in id order. */
export const brandIdsOfCompany = (companyId: number, brands: readonly BrandRef[]): number[] =>
  brands.filter((brand) => brand.companyId === companyId).map((brand) => brand.id).sort((a, b) => a - b);

/** The company a wrestler works for: the company of their first brand that has one; null for none (a free agent). */
export function companyOfWrestler(
  wrestler: { brandIds: readonly number[] },
  brands: readonly BrandRef[],
): number | null {
  for (const id of wrestler.brandIds) {
    const company = companyOfBrand(id, brands);
    if (company !== null) return company;
  }
  return null;
}

/** What a difficulty means. `aggression` scales the rivals' offers and signings; `costs` the player's weekly overheads. */
export interface DifficultyLevel {
  label: string;
  description: string;
  aggression: number;
  costs: number;
}

export const DIFFICULTY_LEVELS: Readonly<Record<Difficulty, DifficultyLevel>> = {
  EASY: { label: 'Easy', description: 'Rivals rarely poach your talent and money is forgiving.', aggression: 0.5, costs: 0.85 },
  NORMAL: { label: 'Normal', description: 'Rivals fight for talent and audience; money needs watching.', aggression: 1, costs: 1 },
  HARD: { label: 'Hard', description: 'Rivals chase every expiring contract and money is tight.', aggression: 1.6, costs: 1.15 },
};

export const DEFAULT_DIFFICULTY: Difficulty = 'NORMAL';

/** The game's difficulty (NORMAL for an old save or an unknown value). */
export const difficultyOf = (game: Pick<Game, 'difficulty'> | null | undefined): Difficulty =>
  game?.difficulty === 'EASY' || game?.difficulty === 'HARD' ? game.difficulty : 'NORMAL';

/**
 * Issue 33: a brand the player may sign, draft and release for. With rivals, only the player's
 * own brands; without (classic rules, or every promotion run by the player), every brand.
 */
export const isPlayerBrand = (game: GameRef & Pick<Game, 'brandIds'>, brandId: number): boolean =>
  !hasRivals(game) || game.brandIds.includes(brandId);

/** The rival promotion a signed wrestler works for, or null (a free agent, the player's, or a game without rivals). */
export function rivalOfWrestler(
  game: GameRef & Pick<Game, 'brandIds'>,
  wrestler: { brandIds: readonly number[]; status?: string },
  brands: readonly BrandRef[],
): number | null {
  if (!hasRivals(game) || wrestler.status === 'UNSIGNED' || wrestler.brandIds.some((id) => game.brandIds.includes(id))) return null;
  const company = companyOfWrestler(wrestler, brands);
  return company === playerCompanyOf(game) ? null : company;
}

/**
 * Issue 34: the rival promotion that has a claim on a signed wrestler the player does not run: the
 * one they work for (rivalOfWrestler), or else the one whose title they hold (a title belongs to
 * the company of its first brand that has one). Null for the player's own wrestler (on one of the
 * player's brands), a free agent, or a game without rivals. Only that promotion may renew them.
 */
export function rivalClaimOn(
  game: GameRef & Pick<Game, 'brandIds'>,
  wrestler: { id: number; brandIds: readonly number[]; status?: string },
  brands: readonly BrandRef[],
  titles: readonly { brandIds: readonly number[]; wrestlerIds: readonly number[] }[],
): number | null {
  const rival = rivalOfWrestler(game, wrestler, brands);
  if (rival !== null || !hasRivals(game) || wrestler.status === 'UNSIGNED' || wrestler.brandIds.some((id) => game.brandIds.includes(id))) return rival;
  const player = playerCompanyOf(game);
  for (const title of titles) {
    if (!title.wrestlerIds.includes(wrestler.id) || title.brandIds.some((id) => game.brandIds.includes(id))) continue;
    const company = companyOfWrestler(title, brands);
    if (company !== null && company !== player) return company;
  }
  return null;
}
