import { createBrand, type Brand } from '../../../domain/entities/brand';
import { createCompany, type Company } from '../../../domain/entities/company';
import { createFaction, type Faction } from '../../../domain/entities/faction';
import type { GenerateContext } from './context';
import { colour, int, pick, sample } from './random-tools';
import { BRAND_WORDS, COMPANY_SUFFIXES, FACTION_NOUNS } from './words';

export const generateBrand = ({ rng }: GenerateContext): Brand =>
  createBrand({ name: pick(rng, BRAND_WORDS), color: '#fff', backgroundColor: colour(rng) });

export const generateCompany = ({ rng }: GenerateContext): Company =>
  createCompany({ name: `${pick(rng, BRAND_WORDS)} ${pick(rng, COMPANY_SUFFIXES)}`, backgroundColor: colour(rng) });

/** A stable of two to four existing wrestlers, the first of them its leader, formed today. */
export function generateFaction({ rng, today, brandIds, wrestlerIds }: GenerateContext): Faction {
  const members = sample(rng, wrestlerIds, int(rng, 2, 4));
  return createFaction({
    name: `The ${pick(rng, FACTION_NOUNS)}`,
    wrestlerIds: members,
    leaderIds: members.slice(0, 1),
    brandIds: brandIds.length > 0 ? [pick(rng, brandIds)] : [],
    startDate: today,
    backgroundColor: colour(rng),
  });
}
