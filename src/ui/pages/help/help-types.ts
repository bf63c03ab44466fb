/** A paragraph, a bulleted list, or a small table of the guide. */
export type HelpBlock = string | { list: string[] } | { caption: string; head: string[]; rows: string[][] };

export interface HelpSection {
  /** The section's anchor: `/help#<id>`. */
  id: string;
  title: string;
  blocks: HelpBlock[];
  /** Screens the section is about. */
  links?: { to: string; label: string }[];
}
