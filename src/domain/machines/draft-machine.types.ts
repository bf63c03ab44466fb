import type { IsoDate, Stored } from '../entities/base';
import type { Brand } from '../entities/brand';
import type { Draft } from '../entities/draft';
import type { ContractType } from '../entities/enums';
import type { Wrestler } from '../entities/wrestler';
import type { DraftParties } from '../rules/draft';

// The draft machine's input, context and output (draft.machine.ts).

/** What the player chooses on the draft form (SPEC §2); the rest comes from the wrestler and the game. */
export interface DraftPick {
  wrestlerId: number;
  brandId: number;
  pick?: number;
  amountOfAppearances?: number;
  contractType?: ContractType;
  /** The form's own dates and cost; left out, the game date, +400 days and the wrestler's cost. */
  startDate?: IsoDate;
  endDate?: IsoDate;
  costPerAppearance?: number;
  /** Saved already complete: never processed, so nobody signs and nothing is charged. */
  complete?: boolean;
}

export type StoredDraftParties = DraftParties<Stored<Draft>, Stored<Wrestler>, Stored<Brand>>;

export interface DraftMachineInput {
  /** Drafts to create first (may be empty). */
  picks?: readonly DraftPick[];
  /** Then process every incomplete draft (default true). */
  process?: boolean;
}

export interface DraftMachineContext {
  picks: DraftPick[];
  process: boolean;
  /** The draft being created, before it has an id. */
  draft: Draft | null;
  created: Stored<Draft>[];
  /** Incomplete drafts still to process, in id order. */
  pending: Stored<Draft>[];
  /** The current draft's parties after processing, about to be saved. */
  signing: StoredDraftParties | null;
  signed: Stored<Draft>[];
  /** Incomplete drafts whose wrestler or brand no longer exists: left incomplete. */
  skipped: Stored<Draft>[];
}

export type DraftMachineOutput = Pick<DraftMachineContext, 'created' | 'signed' | 'skipped'>;
