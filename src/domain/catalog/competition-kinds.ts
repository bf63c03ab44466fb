import { defineKinds } from './segment-kind';

// SPEC §9 "Match costs". Kinds the spec prices are listed with their price; Singles, Special
// Referee and Championship take the competition default of 10,000, and so do the multi-person
// Triple Threat and Fatal 4-Way (our additions: a random draw of three or four sides needs a name).
export const competitionKinds = defineKinds('Competition', [
  { type: 'SINGLES', name: 'Singles' },
  { type: 'TRIPLE_THREAT', name: 'Triple Threat', minAppearances: 3 },
  { type: 'FATAL_FOUR_WAY', name: 'Fatal 4-Way', minAppearances: 4 },
  { type: 'CHAMPIONSHIP', name: 'Championship' },
  { type: 'SPECIAL_REFEREE', name: 'Special Referee', minAppearances: 3 },
  { type: 'BRAWL', name: 'Brawl', cost: 5_500 },
  { type: 'TRIBAL_COMBAT', name: 'Tribal Combat', cost: 50_000 },
  { type: 'MITB_QUALIFIER', name: 'MITB Qualifier', cost: 15_000 },
  { type: 'NUMBER_ONE_CONTENDERS', name: 'Number One Contenders', cost: 10_000 },
  { type: 'WAR_GAMES', name: 'War Games', cost: 400_000 },
  { type: 'LAST_MAN_STANDING', name: 'Last man standing', cost: 50_000 },
  { type: 'IRON_MAN', name: 'Iron man', cost: 70_000 },
  { type: 'SUBMISSION', name: 'Submission', cost: 45_000 },
  { type: 'NO_HOLDS_BARRED', name: 'No holds barred', cost: 100_000 },
  { type: 'FALLS_COUNT_ANYWHERE', name: 'Falls count anywhere', cost: 50_000 },
  { type: 'STRAP', name: 'Strap', cost: 3_000 },
  { type: 'BLOODBATH', name: 'Bloodbath', cost: 50_000 },
  { type: 'CAGE', name: 'Cage', cost: 100_000 },
  { type: 'TWO_OUT_OF_THREE_FALLS', name: 'Two out of three falls', cost: 50_000 },
  // A dark match is taped before the broadcast: nobody puts it on a poster.
  { type: 'DARK_MATCH', name: 'Dark Match', cost: 2_000, forPoster: false },
  { type: 'OPEN_CHALLENGE', name: 'Open Challenge', cost: 50_000 },
  { type: 'RUMBLE', name: 'Rumble', cost: 1_000_000, eliminations: true },
  { type: 'TLC', name: 'TLC', cost: 50_000 },
  { type: 'EXTREME_RULES', name: 'Extreme Rules', cost: 40_000 },
  { type: 'HELL_IN_A_CELL', name: 'Hell in a Cell', cost: 100_000 },
  { type: 'ELIMINATION_CHAMBER', name: 'Elimination Chamber', cost: 400_000 },
  { type: 'CASKET', name: 'Casket', cost: 150_000 },
  { type: 'UNSANCTIONED', name: 'Unsanctioned', cost: 100_000 },
  { type: 'BACKSTAGE_BRAWL', name: 'Backstage brawl', cost: 25_000 },
  { type: 'TAG_TEAM', name: 'Tag Team', cost: 18_000 },
  { type: 'LADDER', name: 'Ladder', cost: 50_000 },
  { type: 'STREET_FIGHT', name: 'Street Fight', cost: 50_000 },
  { type: 'BATTLE_ROYAL', name: 'Battle Royal', cost: 50_000 },
]);
