import type { EntityByTable } from '../../../domain/entities/tables';
import { generateChampionship } from './championship.generator';
import type { GenerateContext } from './context';
import { generateBrand, generateCompany, generateFaction } from './organisation.generators';
import { generateShow } from './show.generator';
import { generateVenue } from './venue.generator';
import { generateWrestler } from './wrestler.generator';

export type { GenerateContext } from './context';

/** Tables that have a generator: the things a player creates by hand (productions have their own use case). */
export const generators = {
  Wrestler: generateWrestler,
  Championship: generateChampionship,
  Show: generateShow,
  Venue: generateVenue,
  Brand: generateBrand,
  Company: generateCompany,
  Faction: generateFaction,
} satisfies { [K in keyof EntityByTable]?: (context: GenerateContext) => EntityByTable[K] };

export type GeneratableTable = keyof typeof generators;
