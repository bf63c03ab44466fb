import type { Rng } from '../rng';
import { noStoryMemory, storyHash, type StoryMemory } from './recent-stories';
import { FALLBACKS, POOLS, lastResortLine } from './story-pools';
import type { Situation, StoryNames, Template } from './story-types';

/** What one segment's storyline should tell: its situation and the names to tell it with. */
export interface StoryRequest {
  situation: Situation;
  names: StoryNames;
}

/**
 * The storylines of a whole card, written together (issue 17): one draw of `rng` per storyline,
 * in running order, as the single-segment writer drew before, so the same seed writes the same
 * card. No template is used twice on a card and no sentence repeats, the `taken` ones (written by
 * the player) included: a used-up pool falls back to the next (FALLBACKS), and the last resort
 * names the segment's place on the card. A null request (nobody to tell about) writes ''.
 */
export function writeCardStories(requests: readonly (StoryRequest | null)[], rng: Rng, taken: readonly string[] = []): string[] {
  return tellCardStories(requests, rng, taken).lines;
}

/** A card's storylines and the template ids they used ('' where a line used none). */
export interface ToldStories {
  lines: string[];
  templates: string[];
}

/**
 * writeCardStories with a promotion's memory (issue 35, living rules): a sentence the promotion
 * told within the last eight weeks is never told again (its pool moves on, as for a line already on
 * the card), and among a pool's fresh templates those it used lately are picked only when no other
 * is left; issue 36: when all were, those it used least, so a pool rotates through every template
 * before one comes round again. `pools`: a living card's are LIVING_POOLS (issue 36). With no
 * memory and the classic pools it writes exactly what writeCardStories writes.
 */
export function tellCardStories(
  requests: readonly (StoryRequest | null)[],
  rng: Rng,
  taken: readonly string[] = [],
  memory: StoryMemory = noStoryMemory(),
  pools: Readonly<Record<Situation, readonly Template[]>> = POOLS,
): ToldStories {
  const usedTemplates = new Set<string>();
  const usedLines = new Set(taken.map((line) => line.trim()).filter(Boolean));
  const toldLately = (line: string) => memory.lines.size > 0 && memory.lines.has(storyHash(line));
  const templates: string[] = [];
  const lines = requests.map((request, index) => {
    templates.push('');
    if (!request) return '';
    const draw = rng();
    for (const situation of [request.situation, ...FALLBACKS[request.situation]]) {
      const fresh = pools[situation]
        .map((template, i) => ({ key: `${situation}:${i}`, line: template(request.names) }))
        .filter(({ key, line }) => !usedTemplates.has(key) && !usedLines.has(line) && !toldLately(line));
      if (fresh.length === 0) continue;
      // Issue 36: the pool rotates: its templates the promotion used least lately (none: unworn) first.
      const uses = (key: string) => memory.templates.get(key) ?? 0;
      const least = Math.min(...fresh.map(({ key }) => uses(key)));
      const from = fresh.filter(({ key }) => uses(key) === least);
      const chosen = from[Math.min(from.length - 1, Math.floor(draw * from.length))];
      usedTemplates.add(chosen.key);
      usedLines.add(chosen.line);
      templates[index] = chosen.key;
      return chosen.line;
    }
    let line = lastResortLine(request.situation, request.names, index + 1);
    // Only a player's own line (or, with a memory, a recent card's) could match it; count on until it is new.
    for (let again = 2; usedLines.has(line) || toldLately(line); again += 1) line = `${lastResortLine(request.situation, request.names, index + 1)} (${again})`;
    usedLines.add(line);
    return line;
  });
  return { lines, templates };
}
