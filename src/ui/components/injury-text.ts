import { formatLongDate } from '../../domain/dates';
import type { Wrestler } from '../../domain/entities/wrestler';

/** What the badge needs of a wrestler (read models carry these two fields). */
export type InjuryFields = Pick<Wrestler, 'injuredUntil' | 'injury'>;

/**
 * Issue 15: "Out until Fri, Mar 12, 2027 — torn bicep", or null when fit. The healing week rule
 * clears a past return date, so a non-empty one is the wrestler still out; `on` (a production's
 * date) also hides a return date that has come by then.
 */
export function injuryText(wrestler: Partial<InjuryFields>, on?: string): string | null {
  const until = wrestler.injuredUntil ?? '';
  if (!until || (on !== undefined && until <= on)) return null;
  const what = wrestler.injury ? ` — ${wrestler.injury.charAt(0).toLowerCase()}${wrestler.injury.slice(1)}` : '';
  return `Out until ${formatLongDate(until)}${what}`;
}

/** " · out until …" after a name in a picker's option, or nothing for a fit wrestler (issue 33: every screen that books them). */
export function injurySuffix(wrestler: Partial<InjuryFields>): string {
  const text = injuryText(wrestler);
  return text ? ` · ${text.charAt(0).toLowerCase()}${text.slice(1)}` : '';
}
