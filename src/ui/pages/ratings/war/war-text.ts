import type { WarNightRow, WarShowRow, WarStanding } from '../../../../application/war';
import { formatCompact } from '../../../../domain/format';

/** What the war shows without rivals (the player runs every promotion). */
export const NO_RIVALS = 'You run every promotion: choose one in Settings to face rivals.';

export const percent = (share: number): string => `${Math.round(share * 100)}%`;

/** "Home Weekly (Player Co): 56%, 1M viewers", or "… not played" for a forfeit. */
export const showText = (show: WarShowRow): string =>
  show.share === null
    ? `${show.show} (${show.promotion}): not played`
    : `${show.show} (${show.promotion}): ${percent(show.share)}, ${formatCompact(show.viewers ?? 0)} viewers`;

/** "Player Co won", "Rival Co won by forfeit". */
export const winnerText = (night: WarNightRow): string => `${night.winner} won${night.forfeit && night.shows.filter((s) => s.share !== null).length === 1 ? ' by forfeit' : ''}`;

/** "5 contested nights: Player Co 3, Rival Co 2." */
export function seasonText(standings: readonly WarStanding[], nights: number): string {
  if (nights === 0) return 'No contested night yet this year.';
  const won = standings.map((s) => `${s.promotion} ${s.nights}`).join(', ');
  return `${nights} contested ${nights === 1 ? 'night' : 'nights'}: ${won}.`;
}
