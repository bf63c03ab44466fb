import { createAppearance, type Appearance } from './appearance';
import { createBet, type Bet } from './bet';
import { createBrand, type Brand } from './brand';
import { createChampionship, type Championship } from './championship';
import { createCompany, type Company } from './company';
import { createDraft, type Draft } from './draft';
import { createFaction, type Faction } from './faction';
import { createGame, type Game } from './game';
import { createProduction, type Production } from './production';
import { createReign, type Reign } from './reign';
import { createRumble, type Rumble } from './rumble';
import { createSegment, type Segment } from './segment';
import { createShow, type Show } from './show';
import { createTournament, type Tournament } from './tournament';
import { createVenue, type Venue } from './venue';
import { createWrestler, type Wrestler } from './wrestler';

/** The sixteen tables of schema version 11 (DESIGN §2), named exactly as the spec names them. */
export const TABLE_NAMES = [
  'Appearance',
  'Bet',
  'Brand',
  'Championship',
  'Company',
  'Draft',
  'Faction',
  'Game',
  'Production',
  'Reign',
  'Rumble',
  'Segment',
  'Show',
  'Venue',
  'Wrestler',
  'Tournament',
] as const;

export type TableName = (typeof TABLE_NAMES)[number];

export interface EntityByTable {
  Appearance: Appearance;
  Bet: Bet;
  Brand: Brand;
  Championship: Championship;
  Company: Company;
  Draft: Draft;
  Faction: Faction;
  Game: Game;
  Production: Production;
  Reign: Reign;
  Rumble: Rumble;
  Segment: Segment;
  Show: Show;
  Venue: Venue;
  Wrestler: Wrestler;
  Tournament: Tournament;
}

export const entityFactories: { [K in TableName]: (partial?: Partial<EntityByTable[K]>) => EntityByTable[K] } = {
  Appearance: createAppearance,
  Bet: createBet,
  Brand: createBrand,
  Championship: createChampionship,
  Company: createCompany,
  Draft: createDraft,
  Faction: createFaction,
  Game: createGame,
  Production: createProduction,
  Reign: createReign,
  Rumble: createRumble,
  Segment: createSegment,
  Show: createShow,
  Venue: createVenue,
  Wrestler: (partial) => createWrestler(partial),
  Tournament: createTournament,
};

export const isTableName = (value: string): value is TableName =>
  (TABLE_NAMES as readonly string[]).includes(value);
