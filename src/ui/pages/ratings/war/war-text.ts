import type { WarNightRow, WarShowRow, WarStanding } from '../../../../application/war';
import { formatCompact } from '../../../../domain/format';

/** What the war shows without rivals (the player runs every promotion). */
export const NO_RIVALS = 'You run every promotion: choose one in Settings to face rivals.';

export const percent = (share: number): string => `${Math.round(share * 100)}%`;

/** A card's stars to one decimal: "3.5★". */
export const starsText = (stars: number): string => `${(Math.round(stars * 10) / 10).toString()}★`;

/** "Home Weekly (Player Co): 56%, 1M viewers, 3.5★" (no stars when not kept), or "… not played" for a forfeit. */
export const showText = (show: WarShowRow): string =>
  show.share === null
    ? `${show.show} (${show.promotion}): not played`
    : `${show.show} (${show.promotion}): ${percent(show.share)}, ${formatCompact(show.viewers ?? 0)} viewers${show.stars === null || show.stars === undefined ? '' : `, ${starsText(show.stars)}`}`;

/** "Player Co won", "Rival Co won by forfeit", "Rival Co won: an upset". */
export function winnerText(night: WarNightRow): string {
  if (night.forfeit && night.shows.filter((s) => s.share !== null).length === 1) return `${night.winner} won by forfeit`;
  return `${night.winner} won${night.upset ? ': an upset' : ''}`;
}

/** Issue 35: why the night went as it did; a night scored before the reason was kept says so. */
export const reasonText = (night: Pick<WarNightRow, 'reason'>): string => night.reason ?? 'Not recorded for this night.';

/** "5 contested nights: Player Co 3, Rival Co 2." */
export function seasonText(standings: readonly WarStanding[], nights: number): string {
  if (nights === 0) return 'No contested night yet this year.';
  const won = standings.map((s) => `${s.promotion} ${s.nights}`).join(', ');
  return `${nights} contested ${nights === 1 ? 'night' : 'nights'}: ${won}.`;
}
