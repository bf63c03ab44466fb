import { segmentRivalryNote } from '../../domain/entities/rivalry';
import { segmentDebuts } from '../../domain/production/storyline-steps';
import { listNames } from '../../domain/rules/storyline';
import type { RecapRivalry, RecapSegmentInput, RecapStory } from './recap-types';

const nameIn = (segments: readonly RecapSegmentInput[]) => (id: number): string =>
  segments.flatMap((s) => s.cast).find((m) => m.wrestlerId === id)?.name ?? `Wrestler #${id}`;

/** The rivalries, title changes and debuts of a card, from its segments' notes (pure). */
export function storyOf(segments: readonly RecapSegmentInput[]): RecapStory {
  const name = nameIn(segments);
  const rivalries = new Map<number, RecapRivalry>();
  for (const { segment } of segments) {
    const note = segmentRivalryNote(segment.meta);
    if (!note || note.sides[0].length === 0) continue;
    const known = rivalries.get(note.rivalryId);
    rivalries.set(note.rivalryId, {
      name: note.sides.map((side) => side.map(name).join(' & ')).join(' vs. '),
      week: Math.max(note.week, known?.week ?? 0),
      payoff: note.payoff || (known?.payoff ?? false),
      ended: note.ended || (known?.ended ?? false),
    });
  }
  const titleChanges = segments.flatMap(({ cast, newChampionships }) => {
    const winners = [...new Set(cast.filter((m) => m.winner && !m.manager).map((m) => m.groupId))]
      .map((group) => cast.filter((m) => m.groupId === group && !m.manager).map((m) => m.name).join(' & '));
    return newChampionships.length > 0 && winners.length > 0 ? [{ winners: listNames(winners), titles: listNames(newChampionships) }] : [];
  });
  const debuts = [...new Set(segments.flatMap(({ segment }) => segmentDebuts(segment.meta)))].map(name);
  return { rivalries: [...rivalries.values()], titleChanges, debuts };
}

function rivalrySentence(r: RecapRivalry, showName: string): string {
  if (r.ended) return `${r.name} was settled at ${showName} in week ${r.week}, and it is over.`;
  if (r.payoff) return `${r.name} came to a head at ${showName} in week ${r.week}, and it is not over yet.`;
  return `${r.name} reached week ${r.week}.`;
}

/**
 * The recap's lead: the rivalries the show advanced or paid off, the titles that changed hands and
 * who debuted; null when the show told none of those.
 */
export function storyLead(story: RecapStory, showName: string): string | null {
  const sentences = [
    ...story.rivalries.map((r) => rivalrySentence(r, showName)),
    ...story.titleChanges.map((c) => `${c.winners} won the ${c.titles}.`),
    ...(story.debuts.length === 0 ? [] : [`${listNames(story.debuts)} made ${story.debuts.length === 1 ? 'a debut' : 'their debuts'}.`]),
  ];
  return sentences.length > 0 ? sentences.join(' ') : null;
}

/** The headline a paid-off rivalry earns ("Crane vs. Vale settled at Clash"), or null. */
export function rivalryHeadline(story: RecapStory, showName: string): string | null {
  const settled = story.rivalries.find((r) => r.ended) ?? story.rivalries.find((r) => r.payoff);
  if (!settled) return null;
  return settled.ended ? `${settled.name} settled at ${showName}` : `${settled.name} boils over at ${showName}`;
}

const sentencesOf = (text: string): string[] => text.split(/(?<=[.!?])\s+/).filter(Boolean);

/**
 * Every block of text with its sentences kept only the first time the recap says them (issue 17:
 * never the same sentence twice within a recap; old saves hold cards of one repeated storyline).
 * A block left with nothing is dropped.
 */
export function withoutRepeats(blocks: readonly string[], said: Set<string> = new Set()): string[] {
  return blocks.flatMap((block) => {
    const fresh = sentencesOf(block.trim()).filter((sentence) => !said.has(sentence) && said.add(sentence));
    return fresh.length > 0 ? [fresh.join(' ')] : [];
  });
}
