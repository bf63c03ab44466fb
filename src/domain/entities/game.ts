import { baseDefaults, withDefaults, type BaseRecord, type IsoDate } from './base';
import type { Gender } from './enums';

/** The one Game record's id (DESIGN §2). */
export const GAME_ID = 1;

/**
 * Version of the save's data shape. A save whose Game record carries another value shows the
 * out-of-date banner. The database schema itself stays at version 11 (a contract).
 */
export const STORE_VERSION = 11;

export interface Game extends BaseRecord {
  brandIds: number[];
  /** Days per calendar step. */
  amountOfDays: number;
  gender: Gender;
  tutorials: boolean;
  storeVersion: number;
  /** Current game date. */
  date: IsoDate;
  dark: boolean;
  /** Guided tutorial progress: the step reached, or 'done' / 'skipped'. */
  tutorialStep: number | 'done' | 'skipped';
  /** Wrestlers whose careers the player follows (`/careers`), oldest first. */
  careerWrestlerIds: number[];
  /**
   * Keys of the backstage conversations decided this week (kind, subject and week: see
   * src/domain/rules/dialogs.ts), so a decided one does not come back; older weeks' keys are dropped.
   */
  decidedDialogs: string[];
}

export const createGame = (partial?: Partial<Game>): Game =>
  withDefaults<Game>(
    {
      ...baseDefaults(),
      color: '#000000',
      backgroundColor: '#c0bcbc',
      brandIds: [],
      amountOfDays: 7,
      gender: 'MALE',
      tutorials: true,
      storeVersion: STORE_VERSION,
      date: '',
      dark: true,
      tutorialStep: 0,
      careerWrestlerIds: [],
      decidedDialogs: [],
    },
    partial,
  );
