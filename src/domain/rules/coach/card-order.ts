/**
 * Issue 17 item 6: the running order that best fits a show, by the genre's habit: the best match
 * closes the show (the main event), a strong match opens it (the second best, so the crowd is hot
 * from the first bell), the other matches build toward the main event, and presentations (promos,
 * interviews, transitions) sit between matches to give the crowd a breather. A fade in stays first
 * and a fade out last. Pure: it reads only the ratings it is given.
 */

export interface OrderedSegment {
  id: number;
  /** What the card calls it: "Segment 3: Ladder". */
  label: string;
  /** A match (has a winner) rather than a presentation. */
  competition: boolean;
  type: string;
  /** The coach's expected rating. */
  rating: number;
}

export interface CardOrderSuggestion {
  order: number[];
  /** Why, one sentence each. */
  reasons: string[];
}

const stars = (rating: number): string => `${rating.toFixed(2)}★`;

/** Spreads the presentations over the gaps between matches, evenly, keeping their own order. */
function interleave(matches: readonly OrderedSegment[], others: readonly OrderedSegment[]): OrderedSegment[] {
  if (matches.length <= 1) return [...others, ...matches];
  const gaps = matches.length - 1;
  const byGap = new Map<number, OrderedSegment[]>();
  others.forEach((segment, i) => {
    const gap = Math.min(gaps - 1, Math.floor(((i + 0.5) * gaps) / others.length));
    byGap.set(gap, [...(byGap.get(gap) ?? []), segment]);
  });
  return matches.flatMap((match, i) => [match, ...(byGap.get(i) ?? [])]);
}

/** The order the coach would run the card in and why, or null when it is the order already. */
export function suggestCardOrder(segments: readonly OrderedSegment[]): CardOrderSuggestion | null {
  const place = new Map(segments.map((s, i) => [s.id, i]));
  const first = segments.filter((s) => s.type === 'FADE_IN');
  const last = segments.filter((s) => s.type === 'FADE_OUT');
  const middle = segments.filter((s) => s.type !== 'FADE_IN' && s.type !== 'FADE_OUT');
  const at = (s: OrderedSegment): number => place.get(s.id)!;
  // Ties leave the card as it runs (so a suggested order is never re-suggested): the main event
  // is the latest of the best, the opener the earliest of the rest's best, the others in place.
  const matches = middle.filter((s) => s.competition);
  if (matches.length === 0) return null;
  const main = matches.reduce((best, s) => (s.rating > best.rating || (s.rating === best.rating && at(s) > at(best)) ? s : best));
  const others = matches.filter((s) => s !== main);
  const opener = others.length === 0 ? undefined : others.reduce((best, s) => (s.rating > best.rating ? s : best));
  const build = others.filter((s) => s !== opener).sort((a, b) => a.rating - b.rating || at(a) - at(b));
  const sequence = opener ? [opener, ...build, main] : [main];
  const order = [...first, ...interleave(sequence, middle.filter((s) => !s.competition)), ...last].map((s) => s.id);
  if (order.every((id, i) => id === segments[i].id)) return null;

  const reasons = [`${main.label} (${stars(main.rating)}) closes the show as the main event.`];
  if (opener) reasons.push(`${opener.label} (${stars(opener.rating)}) opens it, the second best match, to start the crowd hot.`);
  if (build.length > 0) reasons.push('The other matches build toward the main event.');
  if (middle.some((s) => !s.competition) && sequence.length > 1) reasons.push('Presentations sit between matches to give the crowd a breather.');
  return { order, reasons };
}
