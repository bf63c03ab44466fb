/** What a failure says to the player: one rule for the whole app, kept in the domain's errors. */
export { messageOf } from '../../domain/errors';
