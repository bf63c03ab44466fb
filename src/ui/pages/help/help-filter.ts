import { ownerSection } from './help-owner';
import { playSections } from './help-play';
import { ruleSections } from './help-rules';
import { ruleSetSection } from './help-rule-sets';
import { talentSection } from './help-talent';
import type { HelpBlock, HelpSection } from './help-types';

/** The whole guide, in reading order. */
export const helpSections: readonly HelpSection[] = [...playSections, ruleSetSection, ownerSection, talentSection, ...ruleSections];

const blockText = (block: HelpBlock): string[] =>
  typeof block === 'string' ? [block] : 'list' in block ? block.list : [block.caption, ...block.head, ...block.rows.flat()];

/** Everything a reader can see in a section, for the filter. */
export const sectionText = (section: HelpSection): string =>
  [section.title, ...section.blocks.flatMap(blockText), ...(section.links ?? []).map((l) => l.label)].join(' ');

// Curly apostrophes in the text, straight ones from the keyboard: read both alike.
const normalise = (text: string) => text.toLocaleLowerCase('en-US').replace(/[’‘]/g, "'");

/** Sections holding every word of the query (any case, any order); all of them for a blank query. */
export function filterHelp(sections: readonly HelpSection[], query: string): HelpSection[] {
  const words = normalise(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...sections];
  return sections.filter((section) => {
    const text = normalise(sectionText(section));
    return words.every((word) => text.includes(word));
  });
}
