import { formatCompact, formatMoney, formatRating } from '../../domain/format';
import { listNames } from '../../domain/rules/storyline';
import { rivalryHeadline, storyLead, withoutRepeats } from './recap-story';
import type { Recap, RecapMatch } from './recap-types';

export type RecapFacts = Omit<Recap, 'headline' | 'paragraphs' | 'lead'> & { bestIsMainEvent: boolean };

const fans = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'fan' : 'fans'}`;
const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a');
const kindPhrase = (m: RecapMatch) => {
  const kind = m.kindName === 'Segment' ? 'match' : m.kindName;
  return /match|royal|rumble|chamber|games|brawl|fight|cell|casket|strap|cage/i.test(kind) ? kind : `${kind} match`;
};
const forTitles = (m: RecapMatch) => (m.championships.length > 0 ? ` for the ${listNames(m.championships)}` : '');
const people = (m: RecapMatch) => listNames(m.sides);
/** Several winning sides, or one team ("A & B"). */
const plural = (sides: string[]) => sides.length > 1 || sides.some((s) => s.includes(' & '));

/** "A defeated B", "A and B fought to a draw", or who faced whom when nothing was decided. */
function result(m: RecapMatch): string {
  if (m.winners.length > 0) return `${listNames(m.winners)} defeated ${listNames(m.losers)}`;
  if (m.sides.length < 2) return `${people(m)} had the ring to themselves`;
  return m.draw ? `${people(m)} fought to a draw` : `${people(m)} went at it with no clear winner`;
}

function titleNews(m: RecapMatch): string {
  if (m.newChampionships.length > 0) return ` The ${listNames(m.newChampionships)} changed hands.`;
  // Issue 35: a champion disqualified after a run-in keeps the title; the holders by name (a singles champion is never "the champions").
  if (m.disqualification && m.championships.length > 0 && m.losers.length > 0) return ` ${listNames(m.losers)} lost by disqualification and kept the ${listNames(m.championships)}.`;
  return m.championships.length > 0 && m.winners.length > 0 ? ` ${listNames(m.winners)} retained the ${listNames(m.championships)}.` : '';
}

function headline(f: RecapFacts): string {
  const main = f.mainEvent;
  if (main && main.newChampionships.length > 0) return `New champion crowned at ${f.showName}`;
  const settled = rivalryHeadline(f.story, f.showName);
  if (settled) return settled;
  if (main && main.winners.length > 0) return `${listNames(main.winners)} ${plural(main.winners) ? 'win' : 'wins'} the main event of ${f.showName}`;
  if (main && main.draw) return `${f.showName} main event ends in a draw`;
  return f.venue ? `${f.showName} live from ${f.venue}` : `${f.showName} in review`;
}

function opening(f: RecapFacts): string {
  const where = f.venue ? `${f.showName} came to ${f.venue}` : `${f.showName} went on the air`;
  const crowd = f.attendance > 0 ? ` in front of ${fans(f.attendance)}` : '';
  const home = f.viewers > 0 ? `, with ${formatCompact(f.viewers)} more watching at home` : '';
  return `${where}${crowd}${home}.`;
}

function mainEventText(m: RecapMatch | null): string | null {
  if (!m) return null;
  const kind = kindPhrase(m);
  return `In the main event, ${article(kind)} ${kind}${forTitles(m)}, ${result(m)}.${titleNews(m)}`;
}

function bestText(f: RecapFacts): string | null {
  const best = f.bestSegment;
  if (!best || best.rating <= 0) return null;
  const stars = `${formatRating(best.rating)} stars`;
  if (f.bestIsMainEvent) return `That main event was also the best-rated segment of the night at ${stars}.`;
  return `The segment of the night was the ${best.kindName} with ${people(best)}, rated ${stars}.`;
}

function moneyText(payout: number): string {
  if (payout > 0) return `The show paid out ${formatMoney(payout)} to its brands.`;
  if (payout < 0) return `The show lost ${formatMoney(-payout)}.`;
  return 'The show broke even.';
}

/**
 * The recap's headline, lead, paragraphs and storylines, in plain English, no sentence said twice
 * (issue 17). Pure and deterministic (no random words).
 */
export function writeRecapText(facts: RecapFacts): Pick<Recap, 'headline' | 'lead' | 'paragraphs' | 'storylines'> {
  const said = new Set<string>();
  const lead = storyLead(facts.story, facts.showName);
  const [leadText = null] = withoutRepeats(lead ? [lead] : [], said);
  const paragraphs = withoutRepeats([opening(facts), mainEventText(facts.mainEvent), bestText(facts), moneyText(facts.payout)].filter((p): p is string => p !== null), said);
  return { headline: headline(facts), lead: leadText, paragraphs, storylines: withoutRepeats(facts.storylines, said) };
}
