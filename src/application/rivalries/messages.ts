/** What the rivalry actions say when they refuse (shown as they are on the board). */
export const RivalryMessages = {
  emptySide: 'Pick a wrestler for each side of the rivalry.',
  sameWrestler: (name: string) => `${name} cannot be on both sides of a rivalry.`,
  notFound: (id: number) => `No wrestler has the id ${id} in this game.`,
  cannotCompete: (name: string) => `${name} is not a signed, active in-ring wrestler: only they can start a rivalry.`,
  alreadyActive: (title: string) => `${title} is already an active rivalry.`,
  alreadyInRivalry: (name: string, title: string) =>
    `${name} is already in a rivalry (${title}). End that one on the board first: a segment counts for one rivalry only.`,
  noRivalry: (id: number) => `No active rivalry has the id ${id}.`,
  notPayoffShow: (name: string) => `${name} is not a PPV, major PPV or world show: a rivalry is paid off on one of those.`,
  noShow: (id: number) => `No show has the id ${id} in this game.`,
  noOpenShow: (title: string) => `No show of their brand is coming up in the next weeks to book ${title} on.`,
} as const;
