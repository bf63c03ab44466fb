import type { Brand } from '../../entities/brand';

// Issue 15: what being in the red means under living rules. A brand whose balance is below zero is
// in the red; the consequences (warnings first, then no signings, then falling morale) are read
// from these functions so every screen and rule agrees.

/** Below zero. */
export const isInRed = (brand: Pick<Brand, 'balance'>): boolean => brand.balance < 0;

/** A brand in the red cannot sign anyone new until it recovers (renewing its own people stays allowed). */
export const maySign = (brand: Pick<Brand, 'balance'>): boolean => !isInRed(brand);

/** Why a brand may not sign, or null when it may: for the signing and renewal screens. */
export const signingProblem = (brand: Pick<Brand, 'balance' | 'name'>): string | null =>
  maySign(brand) ? null : `${brand.name || 'This brand'} is in the red: no new signings until its balance is back above $0.`;
