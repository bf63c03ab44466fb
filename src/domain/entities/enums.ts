// Enumerations of SPEC §3. Values are stored as these strings.
export const Alignment = { GOOD: 'GOOD', BAD: 'BAD', NEUTRAL: 'NEUTRAL' } as const;
export type Alignment = (typeof Alignment)[keyof typeof Alignment];

export const Gender = { MALE: 'MALE', FEMALE: 'FEMALE' } as const;
export type Gender = (typeof Gender)[keyof typeof Gender];

export const ChampionshipGender = { ...Gender, INTERGENDER: 'INTERGENDER' } as const;
export type ChampionshipGender = (typeof ChampionshipGender)[keyof typeof ChampionshipGender];

/** Fighting style. DESIGN §3: rating's role rules read this field. */
export const WrestlerClass = {
  WRESTLER: 'WRESTLER',
  BRUISER: 'BRUISER',
  FIGHTER: 'FIGHTER',
  BOXER: 'BOXER',
  SPECIALIST: 'SPECIALIST',
  CRUISER: 'CRUISER',
  GIANT: 'GIANT',
} as const;
export type WrestlerClass = (typeof WrestlerClass)[keyof typeof WrestlerClass];

export const Role = {
  DEFAULT: 'DEFAULT',
  MANAGER: 'MANAGER',
  AUTHORITY: 'AUTHORITY',
  WRESTLER: 'WRESTLER',
  REFEREE: 'REFEREE',
  OWNER: 'OWNER',
  COMMENTATOR: 'COMMENTATOR',
  RETIRED: 'RETIRED',
  ANNOUNCER: 'ANNOUNCER',
  HOST: 'HOST',
  INTERVIEWER: 'INTERVIEWER',
} as const;
export type Role = (typeof Role)[keyof typeof Role];

/** docs/decisions.md: the spec names only FULL; PART and GUEST are our additions. */
export const ContractType = { FULL: 'FULL', PART: 'PART', GUEST: 'GUEST' } as const;
export type ContractType = (typeof ContractType)[keyof typeof ContractType];

/** docs/decisions.md: the spec names only SIGNED; UNSIGNED marks a free agent. */
export const WrestlerStatus = { SIGNED: 'SIGNED', UNSIGNED: 'UNSIGNED' } as const;
export type WrestlerStatus = (typeof WrestlerStatus)[keyof typeof WrestlerStatus];

/**
 * DESIGN §4: the rules a game plays by. `classic` is the spec's formulas exactly; `living` composes
 * the living-world rules (src/domain/rules/living/) around the same pipeline (issue 15).
 */
export const RuleSet = { CLASSIC: 'classic', LIVING: 'living' } as const;
export type RuleSet = (typeof RuleSet)[keyof typeof RuleSet];

/** Issue 18: how hard the game is (how aggressive the rival promotions are, how tight money is). */
export const Difficulty = { EASY: 'EASY', NORMAL: 'NORMAL', HARD: 'HARD' } as const;
export type Difficulty = (typeof Difficulty)[keyof typeof Difficulty];

export const ShowFrequency = { WEEKLY: 'weekly', MONTHLY: 'monthly', YEARLY: 'yearly' } as const;
export type ShowFrequency = (typeof ShowFrequency)[keyof typeof ShowFrequency];

export const SegmentRating = { BAD: 'BAD', NEUTRAL: 'NEUTRAL', GOOD: 'GOOD' } as const;
export type SegmentRating = (typeof SegmentRating)[keyof typeof SegmentRating];

export const BetType = { WIN: 'WIN', LOSS: 'LOSS', DRAW: 'DRAW' } as const;
export type BetType = (typeof BetType)[keyof typeof BetType];

export const SegmentCategory = {
  COMPETITION: 'Competition',
  PRESENTATION: 'Presentation',
  CHANGE: 'Change',
  TRANSITION: 'Transition',
} as const;
export type SegmentCategory = (typeof SegmentCategory)[keyof typeof SegmentCategory];

export const ShowTypeKey = {
  CABLE: 'CABLE',
  TV: 'TV',
  PPV: 'PPV',
  MAJOR_PPV: 'MAJOR_PPV',
  WORLD: 'WORLD',
  X: 'X',
} as const;
export type ShowTypeKey = (typeof ShowTypeKey)[keyof typeof ShowTypeKey];
