import { isCompetitionType, kindOrDefault, segmentKindByType, segmentKinds } from './segment-kinds';

const byName = (name: string) => segmentKinds.find((kind) => kind.name === name);

describe('the segment kind catalogue', () => {
  it.each([
    ['Brawl', 5_500], ['Tribal Combat', 50_000], ['MITB Qualifier', 15_000], ['Number One Contenders', 10_000],
    ['War Games', 400_000], ['Last man standing', 50_000], ['Iron man', 70_000], ['Submission', 45_000],
    ['No holds barred', 100_000], ['Falls count anywhere', 50_000], ['Strap', 3_000], ['Bloodbath', 50_000],
    ['Cage', 100_000], ['Two out of three falls', 50_000], ['Dark Match', 2_000], ['Open Challenge', 50_000],
    ['Rumble', 1_000_000], ['TLC', 50_000], ['Extreme Rules', 40_000], ['Hell in a Cell', 100_000],
    ['Elimination Chamber', 400_000], ['Casket', 150_000], ['Unsanctioned', 100_000], ['Backstage brawl', 25_000],
    ['Tag Team', 18_000], ['Ladder', 50_000], ['Street Fight', 50_000], ['Battle Royal', 50_000],
    ['Singles', 10_000], ['Special Referee', 10_000], ['Championship', 10_000],
  ])('prices the %s match at %d as a competition for at least 2', (name, cost) => {
    const kind = byName(name);
    expect(kind).toMatchObject({ cost, category: 'Competition', competition: true, registerVictory: true });
    expect(kind!.minAppearances).toBeGreaterThanOrEqual(2);
  });

  it.each([
    ['Music Performance', 500_000, 300], ['Show Opening Video', 20_000, 300], ['National Anthem', 15_000, 300],
    ['Pyro', 200_000, 300], ['Interview', 15_000, 300], ['Promo', 20_000, 300], ['Announcement', 40_000, 300],
    ['Contract signing', 50_000, 300], ['Debut Promo', 100_000, 300], ['Face to Face', 50_000, 300],
    ['Talk Show', 7_000, 300], ['Tribute', 25_000, 300], ['Interrupted Promo', 15_000, 300],
    ['Championship Celebration', 100_000, 300], ['Training Montage', 75_000, 300], ['Award Ceremony', 50_000, 300],
    ['Special Guest Appearance', 50_000, 300], ['Comedy Skit', 20_000, 300], ['Press Conference', 200_000, 300],
    ['Public Appearance Clip', 5_000, 300], ['Video Package', 40_000, 300], ['Pre-debut Package', 5_000, 300],
    ['Tweet', 100, 5], ['Note', 100, 10],
  ])('prices the %s segment at %d lasting %d s, with no winner', (name, cost, defaultDuration) => {
    expect(byName(name)).toMatchObject({ cost, defaultDuration, category: 'Presentation', competition: false });
  });

  it.each([
    ['Recap', 5_000, 60], ['Advert', 1, 180], ['Fade in', 5_000, 5], ['Fade out', 5_000, 5],
  ])('makes %s a transition costing %d for %d s', (name, cost, defaultDuration) => {
    expect(byName(name)).toMatchObject({ cost, defaultDuration, category: 'Transition', competition: false });
  });

  it.each([['Alignment change'], ['Retirement']])('prices the %s change segment at 20000', (name) => {
    expect(byName(name)).toMatchObject({ cost: 20_000, category: 'Change', competition: false });
  });

  it('applies the segment defaults to the plain DEFAULT segment', () => {
    expect(segmentKindByType('DEFAULT')).toMatchObject({
      category: 'Presentation', cost: 10_000, defaultDuration: 300, minAppearances: 0, maxAppearances: 40,
    });
  });

  it('needs three appearances for a Special Referee match and gives eliminations to the Rumble', () => {
    expect(segmentKindByType('SPECIAL_REFEREE')?.minAppearances).toBe(3);
    expect(segmentKindByType('RUMBLE')?.eliminations).toBe(true);
    expect(segmentKindByType('TAG_TEAM')?.name).toBe('Tag Team');
  });

  it('gives every kind a unique UPPER_SNAKE type and every flag', () => {
    const types = segmentKinds.map((kind) => kind.type);
    expect(new Set(types).size).toBe(types.length);
    for (const kind of segmentKinds) {
      expect(kind.type).toMatch(/^[A-Z][A-Z0-9_]*$/);
      expect(Object.keys(kind).sort()).toEqual([
        'canUpdateAppearances', 'canUpdateChampionships', 'canUpdateDuration', 'category', 'competition', 'cost',
        'defaultDuration', 'eliminations', 'forPoster', 'hasStory', 'maxAppearances', 'minAppearances', 'name',
        'registerVictory', 'type',
      ]);
      expect(kind.minAppearances).toBeLessThanOrEqual(Math.max(kind.maxAppearances, kind.minAppearances));
      expect(kind.competition).toBe(kind.category === 'Competition');
    }
  });

  it('looks kinds up by type, unknown types reading as the plain segment', () => {
    expect(segmentKindByType('LADDER')?.name).toBe('Ladder');
    expect(segmentKindByType('NOPE')).toBeUndefined();
    expect(kindOrDefault('NOPE').type).toBe('DEFAULT');
    expect(isCompetitionType('CAGE')).toBe(true);
    expect(isCompetitionType('PROMO')).toBe(false);
  });
});
