import type { Production } from '../../src/domain/entities/production';

/**
 * Issue 18 `war.topNightShare`: of the run's contested nights (a night with a scored production,
 * `production.war`), the share won by the promotion that won most; null when no night was
 * contested (no rivals, or rivals that run no shows).
 */
export function topNightShare(productions: readonly Pick<Production, 'war'>[]): number | null {
  const winners = new Map<string, number>();
  for (const p of productions) {
    const war = p.war;
    if (!war || typeof war !== 'object' || typeof war.night !== 'string' || !war.won) continue;
    // One winner per night: a night is counted once even if a second production claims it.
    if (!winners.has(war.night)) winners.set(war.night, war.companyId);
  }
  const nights = new Set(productions.flatMap((p) => (p.war && typeof p.war.night === 'string' ? [p.war.night] : []))).size;
  if (nights === 0) return null;
  const won = new Map<number, number>();
  for (const company of winners.values()) won.set(company, (won.get(company) ?? 0) + 1);
  return Math.max(0, ...won.values()) / nights;
}
