import type { Stored } from '../../domain/entities/base';
import type { Gender } from '../../domain/entities/enums';
import { GAME_ID } from '../../domain/entities/game';
import type { EntityByTable } from '../../domain/entities/tables';
import { freshRng, type UseCaseDeps } from '../segments/deps';
import { generators, type GeneratableTable, type GenerateContext } from './generators';

const genderOf = (overrides: object): Gender | undefined => {
  const gender = (overrides as { gender?: unknown }).gender;
  return gender === 'MALE' || gender === 'FEMALE' ? gender : undefined;
};

/**
 * SPEC §7 per-entity "generate": a plausible random record of the table, stored under a new id.
 * `overrides` win over what was drawn (e.g. a brand or a gender the player picked).
 */
export function createGenerateEntity({ repos, random, clock }: Pick<UseCaseDeps, 'repos' | 'random' | 'clock'>) {
  return async <K extends GeneratableTable>(
    table: K,
    overrides: Partial<EntityByTable[K]> = {},
  ): Promise<Stored<EntityByTable[K]>> => {
    const [game, brands, wrestlers] = await Promise.all([repos.Game.get(GAME_ID), repos.Brand.all(), repos.Wrestler.all()]);
    const context: GenerateContext = {
      rng: freshRng(random),
      // Generated dates (birthdays, contracts, a faction's start) follow the game's calendar when there is one.
      today: game?.date || clock.today(),
      brandIds: brands.map((b) => b.id),
      wrestlerIds: wrestlers.filter((w) => w.active).map((w) => w.id),
      // A gender the player picked shapes the draw too (a woman's name, a women's title).
      gender: genderOf(overrides),
    };
    const generate = generators[table] as unknown as (context: GenerateContext) => EntityByTable[K];
    const repo = repos[table] as unknown as { create(fields: Partial<EntityByTable[K]>): Promise<Stored<EntityByTable[K]>> };
    return repo.create({ ...generate(context), ...overrides });
  };
}
