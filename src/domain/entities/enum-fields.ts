import {
  Alignment,
  BetType,
  ChampionshipGender,
  ContractType,
  Difficulty,
  Gender,
  Role,
  RuleSet,
  SegmentCategory,
  ShowFrequency,
  ShowTypeKey,
  WrestlerClass,
  WrestlerStatus,
} from './enums';
import type { TableName } from './tables';

/**
 * Which fields of which table hold one value of an enumeration. A field name alone is not enough
 * (`gender` is Gender on a wrestler, ChampionshipGender on a title). Save import resets anything
 * else to the default; the CMS offers exactly these values.
 */
export const ENUM_FIELDS: Partial<Record<TableName, Readonly<Record<string, Readonly<Record<string, string>>>>>> = {
  Wrestler: { alignment: Alignment, gender: Gender, role: Role, class: WrestlerClass, contractType: ContractType, status: WrestlerStatus },
  Championship: { gender: ChampionshipGender },
  Rumble: { gender: ChampionshipGender },
  Tournament: { gender: ChampionshipGender },
  Show: { frequency: ShowFrequency, type: ShowTypeKey },
  Bet: { type: BetType },
  Draft: { contractType: ContractType },
  Segment: { category: SegmentCategory },
  Game: { gender: Gender, rules: RuleSet, difficulty: Difficulty },
};
