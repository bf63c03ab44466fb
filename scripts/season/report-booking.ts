import type { BookingDetail } from './figures-booking';
import { escapeHtml } from './svg';

// Issue 35: the report's detail behind booking.airtimeFillMin and ratings.shortMatchGap.

const minutes = (seconds: number): string => `${Math.round(seconds / 60)} min`;
const stars = (value: number | null): string => (value === null ? '–' : `${value.toFixed(2)}★`);

/** Every show's slot and the share of it its cards booked, then the short and long matches per tier. */
export function bookingSection(detail: BookingDetail | undefined, rules: string): string {
  if (!detail) return '';
  const shows = [...detail.airtime].sort((a, b) => a.fill - b.fill).map(
    (s) => `<tr><td>${escapeHtml(s.name)}</td><td class="value">${minutes(s.slot)}</td><td class="value">${s.productions}</td><td class="value">${(s.fill * 100).toFixed(1)}%</td></tr>`,
  );
  const groups = [...(detail.groups ?? [])].sort((a, b) => a.fill - b.fill).map(
    (g) => `<tr><td>${escapeHtml(g.company)}</td><td>${escapeHtml(g.type)}</td><td class="value">${g.productions}</td><td class="value">${(g.fill * 100).toFixed(1)}%</td></tr>`,
  );
  const tiers = detail.lengths.map(
    (t) => `<tr><td>${escapeHtml(t.tier)}</td><td class="value">${t.short.count}</td><td class="value">${stars(t.short.rating)}</td><td class="value">${t.long.count}</td><td class="value">${stars(t.long.rating)}</td></tr>`,
  );
  return `<h2>Airtime per promotion and show type (${escapeHtml(rules)} rules)</h2>
<p class="note">The median share of the slot a card booked, per promotion and show type (booking.airtimeFillMin is the lowest), lowest first.</p>
<table><thead><tr><th>Promotion</th><th>Type</th><th class="value">Cards</th><th class="value">Median filled</th></tr></thead><tbody>${groups.join('')}</tbody></table>
<h2>Airtime per show (${escapeHtml(rules)} rules)</h2>
<p class="note">Each show with a slot that ran in the run: the mean share of its slot its cards' segments were booked for, lowest first.</p>
<table><thead><tr><th>Show</th><th class="value">Slot</th><th class="value">Cards</th><th class="value">Filled</th></tr></thead><tbody>${shows.join('')}</tbody></table>
<h2>Short and long matches per tier (${escapeHtml(rules)} rules)</h2>
<p class="note">Matches that ran under 3 minutes and 12–20 minutes, by the tier of their wrestlers' average popularity, and their average rating (ratings.shortMatchGap compares tiers that have both).</p>
<table><thead><tr><th>Tier</th><th class="value">Under 3 min</th><th class="value">Rating</th><th class="value">12–20 min</th><th class="value">Rating</th></tr></thead><tbody>${tiers.join('')}</tbody></table>`;
}
