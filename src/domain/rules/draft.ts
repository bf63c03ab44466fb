import { addDays } from '../dates';
import type { IsoDate } from '../entities/base';
import type { Brand } from '../entities/brand';
import { createDraft, DRAFT_CONTRACT_DAYS, type Draft } from '../entities/draft';
import type { Wrestler } from '../entities/wrestler';

/** SPEC §4 "Draft": a new pick runs from the game date for 400 days at the wrestler's cost. */
export function newDraft(input: {
  wrestler: Pick<Wrestler, 'id' | 'cost'>;
  brandId: number;
  gameDate: IsoDate;
  pick?: number;
}): Draft {
  return createDraft({
    startDate: input.gameDate,
    endDate: addDays(input.gameDate, DRAFT_CONTRACT_DAYS),
    costPerAppearance: input.wrestler.cost,
    brandId: input.brandId,
    wrestlerId: input.wrestler.id ?? null,
    pick: input.pick,
    complete: false,
  });
}

/** DESIGN §3: what the brand pays for a draft (52 × cost by default). */
export const draftCost = (draft: Pick<Draft, 'amountOfAppearances' | 'costPerAppearance'>): number =>
  draft.amountOfAppearances * draft.costPerAppearance;

export interface DraftParties<D extends Draft, W extends Wrestler, B extends Brand> {
  draft: D;
  wrestler: W;
  brand: B;
}

/**
 * SPEC §4 "Processing each incomplete draft": the wrestler signs for the brand until the draft's
 * end date, the brand pays, and the draft is complete. A complete draft is returned unchanged,
 * so processing twice never charges twice.
 */
export function processDraft<D extends Draft, W extends Wrestler, B extends Brand>(
  parties: DraftParties<D, W, B>,
): DraftParties<D, W, B> {
  const { draft, wrestler, brand } = parties;
  if (draft.complete) return parties;
  return {
    draft: { ...draft, complete: true },
    wrestler: {
      ...wrestler,
      status: 'SIGNED',
      brandIds: draft.brandId === null ? wrestler.brandIds : [draft.brandId],
      remainingAppearances: draft.amountOfAppearances,
      contractType: draft.contractType,
      contractExpires: draft.endDate,
    },
    brand: { ...brand, balance: brand.balance - draftCost(draft) },
  };
}
