/**
 * Issue 18 item 3, living rules: the war matters. After a contested night the winner's show keeps
 * more of its audience and the others lose some: the show's average viewers are multiplied by up to
 * 1 ± MAX_WAR_SWING, in proportion to the margin (the winner's lead over the runner-up; a loser's
 * gap to the winner), full at FULL_MARGIN. A new rule beside the viewers trend, never an edit of it.
 * Since issue 35 the night is won on its viewers (war-audience.ts); the factor is given the cards'
 * shares (`nightShares` of the draws), so the margin is the card's and a win on viewers alone does not
 * feed the next night's share (a winner with the poorer card keeps its audience as it was).
 */
export const MAX_WAR_SWING = 0.05;
/** The margin (in share of the night) at which the swing is full. */
export const FULL_MARGIN = 0.4;

const unit = (value: number): number => (Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0);

/**
 * The factor for one show of a night: `share` its share, `shares` every share of the night (its own
 * included), `won` whether it won. A lone show (or a night without a margin) keeps its viewers.
 */
export function warViewersFactor(share: number, shares: readonly number[], won: boolean): number {
  const sorted = [...shares].filter(Number.isFinite).sort((a, b) => b - a);
  if (sorted.length < 2) return 1;
  const margin = won ? share - sorted[1] : sorted[0] - share;
  const swing = MAX_WAR_SWING * unit(margin / FULL_MARGIN);
  return won ? 1 + swing : 1 - swing;
}

/** The factor kept within the viewers trend's band: never past `ceiling` or below `floor` (ratios of the show's viewers). */
export const boundedWarFactor = (factor: number, floor: number, ceiling: number): number =>
  Math.min(Math.max(factor, Math.min(1, floor)), Math.max(1, ceiling));
