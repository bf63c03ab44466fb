// @vitest-environment node
import { sharedVenueNights } from '../../scripts/season/figures-venues';

// Issue 35's venues.sharedNights on hand-made records.

const COMPANY_OF_BRAND = new Map<number, number | null>([[1, 10], [2, 10], [3, 20], [4, null]]);
const held = (date: string, venueId: number | null, brandIds: number[]) => ({ date, venueId, brandIds });

describe('venues.sharedNights (issue 35)', () => {
  it('counts each building-night held by two or more promotions once', () => {
    const productions = [
      // Wednesday: two promotions in the armory (one night), a third show of the first promotion there too.
      held('2027-01-06', 10, [1]), held('2027-01-06T20:00:00', 10, [3]), held('2027-01-06', 10, [2]),
      // The same night, two promotions in two other buildings: not shared.
      held('2027-01-06', 11, [3]), held('2027-01-06', 12, [1]),
      // Saturday: two promotions share the pavilion, and the hall.
      held('2027-01-09', 11, [2]), held('2027-01-09', 11, [3]), held('2027-01-09', 12, [3]), held('2027-01-09', 12, [4]),
    ];
    expect(sharedVenueNights(productions, COMPANY_OF_BRAND)).toBe(3);
  });

  it('is 0 when one promotion runs two shows in one building, on different nights, or without a venue', () => {
    const productions = [
      held('2027-01-06', 10, [1]), held('2027-01-06', 10, [2]), // one promotion (brands 1 and 2 are company 10)
      held('2027-01-13', 10, [3]), // the armory again, another night
      held('2027-01-06', null, [3]), held('2027-01-06', null, [1]), // no venue holds nothing
    ];
    expect(sharedVenueNights(productions, COMPANY_OF_BRAND)).toBe(0);
    expect(sharedVenueNights([], COMPANY_OF_BRAND)).toBe(0);
  });

  it('reads a production\'s promotion from its first brand; a brand without a promotion (or unknown) is one more', () => {
    // First brands 3 (company 20) and 1 (company 10): two promotions, whatever their other brands.
    expect(sharedVenueNights([held('2027-01-06', 10, [3, 1]), held('2027-01-06', 10, [1, 3])], COMPANY_OF_BRAND)).toBe(1);
    // No promotion (brand 4, or a brand the records do not know) against company 10.
    expect(sharedVenueNights([held('2027-01-06', 10, [4]), held('2027-01-06', 10, [1])], COMPANY_OF_BRAND)).toBe(1);
    expect(sharedVenueNights([held('2027-01-06', 10, [99]), held('2027-01-06', 10, [4])], COMPANY_OF_BRAND)).toBe(0);
  });
});
