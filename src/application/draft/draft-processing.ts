import type { DraftRow, DraftView } from './draft-view';

/** What one brand pays when the pending drafts are processed, and who signs for it. */
export interface BrandCharge {
  brandId: number;
  name: string;
  balance: number;
  charge: number;
  /** The balance after paying (may be negative: processing does not refuse a brand in debt). */
  after: number;
  signing: string[];
}

export interface ProcessingPreview {
  brands: BrandCharge[];
  /** Pending drafts whose wrestler or brand is gone: processing leaves them incomplete. */
  skipped: DraftRow[];
  /** Issue 33: pending drafts of a rival's brand or wrestler (row.refusal says why): processing leaves them incomplete. */
  refused: DraftRow[];
  total: number;
}

const isProcessable = (row: DraftRow): row is DraftRow & { brandId: number; wrestlerName: string; brandName: string } =>
  row.brandId !== null && row.wrestlerName !== null && row.brandName !== null;

/**
 * SPEC §4 "Draft", worked out before it happens: each brand pays appearances × cost for each of
 * its pending drafts (processDraft's charge), in the brands' order.
 */
export function previewProcessing(view: Pick<DraftView, 'brands' | 'pending'>): ProcessingPreview {
  const charges = new Map<number, BrandCharge>();
  const skipped: DraftRow[] = [];
  const refused: DraftRow[] = [];
  for (const row of view.pending) {
    if (row.refusal) {
      refused.push(row);
      continue;
    }
    if (!isProcessable(row)) {
      skipped.push(row);
      continue;
    }
    const brand = view.brands.find((b) => b.id === row.brandId)!;
    const charge = charges.get(brand.id) ?? { brandId: brand.id, name: brand.name, balance: brand.balance, charge: 0, after: brand.balance, signing: [] };
    charge.charge += row.total;
    charge.after = charge.balance - charge.charge;
    charge.signing.push(row.wrestlerName);
    charges.set(brand.id, charge);
  }
  const order = new Map(view.brands.map((b, i) => [b.id, i]));
  const brands = [...charges.values()].sort((a, b) => order.get(a.brandId)! - order.get(b.brandId)!);
  return { brands, skipped, refused, total: brands.reduce((sum, b) => sum + b.charge, 0) };
}

export interface BrandBalanceChange {
  brandId: number;
  name: string;
  before: number;
  after: number;
}

/** What "Process drafts" did: who signed for whom, and each paying brand's balance before and after. */
export interface DraftProcessResult {
  signed: DraftRow[];
  balances: BrandBalanceChange[];
  skipped: DraftRow[];
  /** Issue 33 (a game with rivals): drafts left pending because they name a rival's brand or wrestler; absent otherwise. */
  refused?: DraftRow[];
}
