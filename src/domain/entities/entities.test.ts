import {
  createAppearance, createBet, createBrand, createChampionship, createCompany, createDraft, createFaction,
  createGame, createProduction, createReign, createRumble, createSegment, createShow, createTournament,
  createVenue, createWrestler, entityFactories, STORE_VERSION, TABLE_NAMES,
} from './index';

const base = { name: '', desc: '', image: '', images: [], color: '#fff', backgroundColor: '#999' };

describe('when a record is created with no fields, it carries the spec defaults (SPEC §3)', () => {
  it.each([
    ['Venue', createVenue, { ...base, capacity: 1000, timeZone: 'America/New_York', active: true, cost: 1_000_000, revenueMultiplier: 1.5, setupTimeInDays: 1, historicalRating: 95, pyroRating: 5, lightingRating: 5, parkingRating: 5, address: '', city: '', country: '' }],
    // Issue 33: a promotion's home country and a brand's ledger, empty until known.
    ['Company', createCompany, { ...base, country: '' }],
    ['Brand', createBrand, { ...base, directorId: null, balance: 0, companyId: null, redWeeks: 0, ledger: [], moneyYears: [], rosterBase: 0 }],
    ['Championship', createChampionship, { ...base, wrestlerIds: [], brandIds: [], gender: 'MALE', holders: 0, minPoints: 0, maxPoints: 100, rank: 100, active: true }],
    ['Bet', createBet, { ...base, segmentId: null, wrestlerId: null, amount: 0, type: 'WIN', complete: false, date: '' }],
    ['Appearance', createAppearance, { ...base, wrestlerId: 0, groupId: 0, manager: false, cost: 0, winner: false, loser: false, draw: false }],
    ['Faction', createFaction, { ...base, brandIds: [], leaderIds: [], managerIds: [], wrestlerIds: [], startDate: '', endDate: null }],
    ['Draft', createDraft, { ...base, startDate: '', endDate: '', contractType: 'FULL', amountOfAppearances: 52, costPerAppearance: 100, pick: 1, complete: false, brandId: null, wrestlerId: null }],
    ['Reign', createReign, { ...base, wrestlerIds: [], championshipId: 0, segmentId: null, defenses: 0, startDate: '', endDate: null, lastDefence: '', endReason: '' }],
    ['Rumble', createRumble, { ...base, date: '', championshipId: null, entryIds: [], enteredIds: [], eliminationIds: [], eliminatedByIds: [], winnerId: null, gender: 'MALE', brandIds: [], duration: 0, active: false, complete: false }],
    ['Tournament', createTournament, {
      ...base, date: '', brandIds: [], championshipId: null, gender: 'MALE', wrestlerIds: [], rounds: [], ratings: [], durations: [],
      recordResults: true, winnerId: null, complete: false,
    }],
  ] as const)('%s', (_table, create, expected) => {
    expect((create as () => unknown)()).toEqual(expected);
  });

  it('Wrestler: statistics, contract and identity defaults, with stored points 20 (DESIGN §3)', () => {
    expect(createWrestler()).toMatchObject({
      brandIds: [], goalIds: [], height: 180, weight: 170, alignment: 'NEUTRAL', gender: 'MALE', role: 'DEFAULT',
      class: 'WRESTLER', remainingAppearances: 52, contractType: 'FULL', status: 'SIGNED', active: true,
      retired: false, cost: 100, losses: 0, wins: 0, draws: 0, streak: 0, followers: 1000, points: 20,
      morale: 30, stamina: 30, popularity: 0, charisma: 10, damage: 0, special: '', finisher: '',
      color: '#fff', backgroundColor: '#999',
    });
  });

  it('Wrestler: the contract expires one year after the given day', () => {
    expect(createWrestler({}, '2026-11-21').contractExpires).toBe('2027-11-21');
    expect(createWrestler({}, '2028-02-29').contractExpires).toBe('2029-02-28');
  });

  it('Show: named "No title", weekly, 4 segments, points band 0..100', () => {
    expect(createShow()).toMatchObject({
      name: 'No title', brandIds: [], commentatorIds: [], refereeIds: [], interviewerIds: [], authorityIds: [],
      special: false, frequency: 'weekly', minPoints: 0, maxPoints: 100, defaultAmountSegments: 4,
    });
  });

  it('Production: cost 300, step 0, incomplete, every money figure 0', () => {
    expect(createProduction()).toMatchObject({
      brandIds: [], segmentIds: [], cost: 300, wrestlersCost: 0, segmentsCost: 0, merchIncome: 0,
      attendanceIncome: 0, attendance: 0, viewers: 0, step: 0, complete: false, outgoings: 0, income: 0,
      payout: 0, singlePayout: 0, venueId: null, finance: { lines: [] },
    });
    // Issue 15: each production gets its own explanation, never a shared default object.
    expect(createProduction().finance).not.toBe(createProduction().finance);
  });

  it('Segment: type DEFAULT, rating 0, incomplete, 300 s', () => {
    expect(createSegment()).toMatchObject({
      championshipIds: [], appearanceIds: [], brandIds: [], type: 'DEFAULT', rating: 0, complete: false, duration: 300,
    });
  });

  it('Game: 7 days a step, tutorials and dark mode on, the store version, black on #c0bcbc, no careers followed', () => {
    expect(createGame()).toMatchObject({
      brandIds: [], amountOfDays: 7, gender: 'MALE', tutorials: true, dark: true, storeVersion: STORE_VERSION,
      color: '#000000', backgroundColor: '#c0bcbc', careerWrestlerIds: [], decidedDialogs: [],
    });
  });
});

describe('when fields are given', () => {
  it('they win over the defaults, and an explicit undefined does not erase a default', () => {
    const w = createWrestler({ name: 'Kenji Arata', points: 88, morale: undefined });
    expect(w).toMatchObject({ name: 'Kenji Arata', points: 88, morale: 30 });
  });

  it('each record gets its own arrays', () => {
    const a = createWrestler();
    a.brandIds.push(1);
    expect(createWrestler().brandIds).toEqual([]);
  });

  it('there is a factory for each of the sixteen tables, and none yields an id', () => {
    expect(TABLE_NAMES).toHaveLength(16);
    for (const table of TABLE_NAMES) expect(entityFactories[table]()).not.toHaveProperty('id');
  });
});

describe('the rule set a game plays by (issue 15)', () => {
  it('is classic for a game record without the field, living only when it says so', async () => {
    const { ruleSetOf, isLiving } = await import('./game');
    expect(ruleSetOf(createGame())).toBe('classic');
    expect(ruleSetOf({ rules: undefined as never })).toBe('classic');
    expect(ruleSetOf(null)).toBe('classic');
    expect(ruleSetOf(createGame({ rules: 'living' }))).toBe('living');
    expect(isLiving(createGame({ rules: 'living' }))).toBe(true);
  });
});
