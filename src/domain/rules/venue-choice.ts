import type { Venue } from '../entities/venue';
import { isRecordId } from '../entities/record-ids';

// Issue 34: the venue a production is booked at, in the player's words. The Production field rule
// takes any id of a Venue record (or none); the picker offers the active venues and the one
// already booked, and the booking refuses the same, so a vanished or closed building is said next
// to the field instead of leaving a raw "not found" from storage.

export const VenueChoiceMessages = {
  notAVenue: 'Choose a venue from the list, or no venue.',
  gone: 'That venue is no longer in the game (removed since the list was read): choose another.',
  closed: (name: string) => `${name || 'That venue'} is closed (inactive): choose an open venue, or no venue.`,
} as const;

/**
 * Why this venue cannot be booked, or null. `venueId` is what the player picked (null: no venue),
 * `venue` the record under it now (undefined: none), `bookedId` the production's venue now: a
 * building already booked stays choosable when it closes, as the picker offers it.
 */
export function venueChoiceProblem(venueId: unknown, venue: Pick<Venue, 'name' | 'active'> | undefined, bookedId: number | null): string | null {
  if (venueId === null) return null;
  if (!isRecordId(venueId)) return VenueChoiceMessages.notAVenue;
  if (!venue) return VenueChoiceMessages.gone;
  if (!venue.active && venueId !== bookedId) return VenueChoiceMessages.closed(venue.name);
  return null;
}
