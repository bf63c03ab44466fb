import fc from 'fast-check';
import { ShowTypeKey } from '../../entities/enums';
import { isWeeklyShow, LIVING_TITLES, mainEventOf, retainChance, titleMatchShare } from './title-plan';

const TYPES = Object.values(ShowTypeKey);

describe('the living title plan by show type (issue 15 item 7)', () => {
  it('always puts a title on top of an event, often on flagship TV, seldom on a one-match online show', () => {
    expect(titleMatchShare('PPV', true)).toBe(1);
    expect(titleMatchShare('MAJOR_PPV', true)).toBe(1);
    expect(titleMatchShare('TV', true)).toBeGreaterThan(titleMatchShare('CABLE', true));
    expect(titleMatchShare('X', true)).toBeLessThan(titleMatchShare('CABLE', true));
  });

  it('books undercard title matches only at events', () => {
    expect(titleMatchShare('TV', false)).toBe(0);
    expect(titleMatchShare('CABLE', false)).toBe(0);
    expect(titleMatchShare('WORLD', false)).toBeGreaterThan(titleMatchShare('PPV', false));
    expect(isWeeklyShow('TV')).toBe(true);
    expect(isWeeklyShow('PPV')).toBe(false);
  });

  it('reads a card with no show as weekly TV', () => {
    expect(retainChance(undefined)).toBe(LIVING_TITLES.retain.TV);
    expect(titleMatchShare(undefined, true)).toBe(LIVING_TITLES.mainEvent.TV);
  });

  it('names the last drawn segment the main event', () => {
    const card = [{ id: 1, drawn: true }, { id: 2, drawn: true }, { id: 3, drawn: false }];
    expect(mainEventOf(card, (s) => s.drawn)).toBe(2);
    expect(mainEventOf(card.slice(2), (s) => s.drawn)).toBeNull();
  });

  it('property: the retain chance is within (0, 1) and higher on every weekly show than at any event', () => {
    fc.assert(
      fc.property(fc.constantFrom(...TYPES), fc.constantFrom(...TYPES), (a, b) => {
        const inside = retainChance(a) > 0 && retainChance(a) < 1;
        const ordered = !(isWeeklyShow(a) && !isWeeklyShow(b)) || retainChance(a) > retainChance(b);
        return inside && ordered;
      }),
    );
  });

  it('property: every share is a probability', () => {
    fc.assert(fc.property(fc.constantFrom(...TYPES), fc.boolean(), (type, main) => titleMatchShare(type, main) >= 0 && titleMatchShare(type, main) <= 1));
  });
});
