import { baseDefaults, withDefaults, type BaseRecord } from './base';

export interface Appearance extends BaseRecord {
  wrestlerId: number;
  /** Wrestlers sharing a groupId are one team. */
  groupId: number;
  manager: boolean;
  cost: number;
  winner: boolean;
  loser: boolean;
  draw: boolean;
}

export const createAppearance = (partial?: Partial<Appearance>): Appearance =>
  withDefaults<Appearance>(
    { ...baseDefaults(), wrestlerId: 0, groupId: 0, manager: false, cost: 0, winner: false, loser: false, draw: false },
    partial,
  );
