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

/**
 * Issue 35 item 4 `war.upsetShare`: of the run's nights where two or more productions were scored
 * in the ratings war (a forfeit has no rival to upset), the share won by a production with fewer
 * viewers than another of its night; null when there was no such night.
 */
export function upsetShare(productions: readonly Pick<Production, 'war' | 'viewers'>[]): number | null {
  const nights = new Map<string, { viewers: number; won: boolean }[]>();
  for (const p of productions) {
    const war = p.war;
    if (!war || typeof war !== 'object' || typeof war.night !== 'string') continue;
    nights.set(war.night, [...(nights.get(war.night) ?? []), { viewers: Number.isFinite(p.viewers) ? p.viewers : 0, won: war.won === true }]);
  }
  const contested = [...nights.values()].filter((shows) => shows.length >= 2);
  if (contested.length === 0) return null;
  const upsets = contested.filter((shows) => {
    const winner = shows.find((s) => s.won);
    return winner !== undefined && shows.some((s) => s.viewers > winner.viewers);
  });
  return upsets.length / contested.length;
}
