import type { Stored } from '../../domain/entities/base';
import type { Gender } from '../../domain/entities/enums';
import type { Production } from '../../domain/entities/production';
import type { EntityByTable } from '../../domain/entities/tables';
import { createCreateProduction, type CreateProduction } from '../production/create-production';
import { generateProduction } from './generate-production';
import { generators, type GeneratableTable, type GenerateContext } from './generators';
import { freshRng, type UseCaseDeps } from '../deps';
import { readGame } from '../game';

const genderOf = (overrides: object): Gender | undefined => {
  const gender = (overrides as { gender?: unknown }).gender;
  return gender === 'MALE' || gender === 'FEMALE' ? gender : undefined;
};

export type GenerateEntityDeps = Pick<UseCaseDeps, 'repos' | 'unitOfWork' | 'random' | 'clock'> & {
  /** The production create use case; built from unitOfWork when not given. */
  createProduction?: CreateProduction;
};

/**
 * SPEC §7 per-entity "generate": a plausible random record of the table, stored under a new id.
 * `overrides` win over what was drawn (e.g. a brand or a gender the player picked). A record that
 * refers to others (an appearance's wrestler, a bet's segment) only refers to existing ones, and
 * the call rejects with a plain message when there are none yet.
 */
export function createGenerateEntity(deps: GenerateEntityDeps) {
  const { repos, random, clock } = deps;
  const createProduction = deps.createProduction ?? createCreateProduction(deps);
  return async <K extends GeneratableTable>(
    table: K,
    overrides: Partial<EntityByTable[K]> = {},
  ): Promise<Stored<EntityByTable[K]>> => {
    const [game, brands, wrestlers, championships, segments] = await Promise.all([
      readGame(repos),
      repos.Brand.all(),
      repos.Wrestler.all(),
      repos.Championship.all(),
      // Segments pile up over a long game; only a bet needs them.
      table === 'Bet' ? repos.Segment.all() : Promise.resolve([]),
    ]);
    const active = wrestlers.filter((w) => w.active);
    const context: GenerateContext = {
      rng: freshRng(random),
      // Generated dates (birthdays, contracts, a faction's start) follow the game's calendar when there is one.
      today: game?.date || clock.today(),
      brandIds: brands.map((b) => b.id),
      wrestlerIds: active.map((w) => w.id),
      wrestlers: active,
      championships,
      segments,
      // A gender the player picked shapes the draw too (a woman's name, a women's title).
      gender: genderOf(overrides),
    };
    if (table === 'Production') {
      const production = await generateProduction(
        { repos, createProduction },
        context.rng,
        context.today,
        overrides as Partial<Production>,
      );
      return production as unknown as Stored<EntityByTable[K]>;
    }
    const generate = generators[table as Exclude<K, 'Production'>] as unknown as (context: GenerateContext) => EntityByTable[K];
    const repo = repos[table] as unknown as { create(fields: Partial<EntityByTable[K]>): Promise<Stored<EntityByTable[K]>> };
    return repo.create({ ...generate(context), ...overrides });
  };
}
