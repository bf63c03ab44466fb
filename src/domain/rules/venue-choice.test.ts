import { VenueChoiceMessages, venueChoiceProblem } from './venue-choice';

// Issue 34: the venue picker's choice, judged in the player's words.
describe('choosing a venue', () => {
  const open = { name: 'Arena', active: true };
  const closed = { name: 'Barn', active: false };

  it('takes no venue, an open venue, or a closed one already booked', () => {
    expect(venueChoiceProblem(null, undefined, 3)).toBeNull();
    expect(venueChoiceProblem(4, open, null)).toBeNull();
    expect(venueChoiceProblem(4, closed, 4)).toBeNull();
  });

  it('refuses no id, a venue gone, and a closed one not booked', () => {
    for (const id of [Number.NaN, 0, -1, 1.5, '4']) expect(venueChoiceProblem(id, open, null)).toBe(VenueChoiceMessages.notAVenue);
    expect(venueChoiceProblem(4, undefined, null)).toBe(VenueChoiceMessages.gone);
    expect(venueChoiceProblem(4, closed, 2)).toBe('Barn is closed (inactive): choose an open venue, or no venue.');
  });
});
