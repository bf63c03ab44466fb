/** What a failure says to the player: an Error's message, or whatever else was thrown as text. */
export const messageOf = (cause: unknown): string => (cause instanceof Error ? cause.message : String(cause));
