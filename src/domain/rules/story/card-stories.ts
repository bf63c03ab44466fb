import type { Rng } from '../rng';
import { FALLBACKS, POOLS, lastResortLine } from './story-pools';
import type { Situation, StoryNames } from './story-types';

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
  const usedTemplates = new Set<string>();
  const usedLines = new Set(taken.map((line) => line.trim()).filter(Boolean));
  return requests.map((request, index) => {
    if (!request) return '';
    const draw = rng();
    for (const situation of [request.situation, ...FALLBACKS[request.situation]]) {
      const fresh = POOLS[situation]
        .map((template, i) => ({ key: `${situation}:${i}`, line: template(request.names) }))
        .filter(({ key, line }) => !usedTemplates.has(key) && !usedLines.has(line));
      if (fresh.length === 0) continue;
      const chosen = fresh[Math.min(fresh.length - 1, Math.floor(draw * fresh.length))];
      usedTemplates.add(chosen.key);
      usedLines.add(chosen.line);
      return chosen.line;
    }
    let line = lastResortLine(request.situation, request.names, index + 1);
    // Only a player's own line could match it; count on until it is new.
    for (let again = 2; usedLines.has(line); again += 1) line = `${lastResortLine(request.situation, request.names, index + 1)} (${again})`;
    usedLines.add(line);
    return line;
  });
}
