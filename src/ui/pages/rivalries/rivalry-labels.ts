import type { RivalryEndReason, RivalryOrigin } from '../../../domain/entities/rivalry';

/** How a rivalry began, as the board says it. */
export const ORIGIN_LABELS: Record<RivalryOrigin, string> = {
  player: 'Started by you',
  title: 'Born of a title change',
  repeated: 'Born of repeated matches',
  betrayal: 'Born of a betrayal',
  booker: 'Started by the booker',
  challenge: 'A contender’s challenge for the title',
  'run-in': 'Born of a run-in',
};

/** Why a rivalry ended. */
export const END_LABELS: Record<RivalryEndReason, string> = {
  '': 'Active',
  payoff: 'Paid off',
  cold: 'Went cold',
  player: 'Ended by you',
  gone: 'A side left',
};

/** "Heat 42" with the word the number means. */
export function heatWord(heat: number): string {
  if (heat >= 70) return 'red hot';
  if (heat >= 40) return 'heated';
  if (heat >= 15) return 'simmering';
  return 'cooling';
}
