/** What the player is told when a tournament cannot be created as asked. */
export const TournamentMessages = {
  size: (size: number) => `A tournament has 4, 8 or 16 entrants, not ${size}.`,
  duplicate: 'A wrestler can only enter a tournament once.',
  notEligible: (name: string) => `${name} cannot enter this tournament (gender, brand, or not an active in-ring wrestler).`,
  tooFew: (eligible: number, size: number) =>
    `Only ${eligible} eligible ${eligible === 1 ? 'wrestler' : 'wrestlers'} for a field of ${size}: widen the gender or brands, or make the field smaller.`,
} as const;

/** A tournament the rules refuse; its message is meant for the player. */
export class TournamentError extends Error {
  override name = 'TournamentError';
}
