import type { Segment } from '../../domain/entities/segment';
import type { Show } from '../../domain/entities/show';
import { readAirtime } from '../../domain/production/airtime-steps';
import { viewerTraits, type ViewerTrait } from '../../domain/rules/viewers';

/** The viewers' traits that read the card's length against the show's slot (SPEC §9 "Viewers"). */
const AIRTIME_TRAITS: ReadonlySet<string> = new Set(['fullTime', 'overTime']);

/** How a completed show used its airtime (issue 35 item 1), for its results. */
export interface AirtimeOutcome {
  /** Seconds booked: the card's segments' lengths, as the viewers' rule adds them. */
  booked: number;
  /** The show's slot in seconds. */
  slot: number;
  /** Booked as a share of the slot (1 = full). */
  share: number;
  /**
   * Seconds the card ran: each segment's `meta.airtime.ran` (living rules), else its length; null
   * when no segment noted what it ran (classic rules, older saves).
   */
  ran: number | null;
  /** The airtime trait the viewers counted ("Runs 90% to 100% of its time", "Runs over its time"); null when neither fired. */
  trait: ViewerTrait | null;
}

/**
 * What the card's length earned, read through the viewers' own rule (viewerTraits) so the results
 * say what the completion counted. Null without a slot (a show with no maximum length).
 */
export function airtimeOutcome(show: Pick<Show, 'maxDuration' | 'avgViewers'> | null, segments: readonly Pick<Segment, 'type' | 'duration' | 'meta'>[]): AirtimeOutcome | null {
  if (!show || !(show.maxDuration > 0)) return null;
  const booked = segments.reduce((sum, s) => sum + s.duration, 0);
  const noted = segments.map((s) => readAirtime(s));
  const ran = noted.some((a) => a !== null) ? segments.reduce((sum, s, i) => sum + (noted[i]?.ran ?? s.duration), 0) : null;
  // Only the card's lengths matter to these two traits: nobody need be named.
  const traits = viewerTraits({ show, segments: segments.map((s) => ({ type: s.type, duration: s.duration, championshipIds: [], participants: [] })) });
  return { booked, slot: show.maxDuration, share: booked / show.maxDuration, ran, trait: traits.find((t) => AIRTIME_TRAITS.has(t.id)) ?? null };
}
