import { createBrand } from '../../entities/brand';
import { createGame } from '../../entities/game';
import { MAX_TALENT_MOVES } from '../../entities/talent-market';
import { createWrestler } from '../../entities/wrestler';
import { contractsRunOut } from './contract-expiry';
import { expiryMoves, withMoves } from './talent-moves';
import type { WeekWorld } from './week-world';

// Issue 33 item 3: contracts that run out go on the talent board, once each.
const brands = [
  { ...createBrand({ name: 'AWE Onslaught', companyId: 1 }), id: 1 },
  { ...createBrand({ name: 'VWU Voltage', companyId: 2 }), id: 2 },
];
const game = (fields = {}) => ({ ...createGame({ rules: 'living', playerCompanyId: 1, brandIds: [1], date: '2027-01-03', ...fields }), id: 1 });
const person = (id: number, brandId: number, fields = {}) =>
  ({ ...createWrestler({ name: `W${id}`, status: 'SIGNED', brandIds: [brandId], contractExpires: '2027-01-05', remainingAppearances: 5, ...fields }), id });

const world = (g = game(), wrestlers = [person(1, 1), person(2, 2), person(3, 1, { contractExpires: '2028-01-01' })]): WeekWorld => ({
  game: g, from: '2027-01-03', to: '2027-01-10', days: 7, wrestlers, brands, shows: [], championships: [], reigns: [], news: [],
});

describe('contracts that run out, on the board', () => {
  it("records the player's and a rival's expiry, not the one still under contract", () => {
    const after = contractsRunOut(world());
    expect(after.game.talentMoves).toEqual([
      { wrestlerId: 1, fromCompanyId: 1, toCompanyId: null, date: '2027-01-10', reason: "W1's contract with you ran out: a free agent now." },
      { wrestlerId: 2, fromCompanyId: 2, toCompanyId: null, date: '2027-01-10', reason: "W2's contract with VWU Voltage ran out: a free agent now." },
    ]);
    expect(after.wrestlers.map((w) => w.status)).toEqual(['UNSIGNED', 'UNSIGNED', 'SIGNED']);
  });

  it('leaves a wrestler with an offer pending to the offer, and records nothing without rivals', () => {
    const offer = { id: 1, wrestlerId: 1, fromCompanyId: 2, cost: 100, made: '2027-01-01', expires: '2027-01-05', status: 'declined' as const };
    expect(contractsRunOut(world(game({ talentOffers: [offer] }))).game.talentMoves.map((m) => m.wrestlerId)).toEqual([2]);
    expect(contractsRunOut(world(game({ rules: 'classic' }))).game.talentMoves).toEqual([]);
    expect(expiryMoves(game({ playerCompanyId: null }), [person(1, 1)], [{ ...person(1, 1), status: 'UNSIGNED', brandIds: [] }], brands, '2027-01-10')).toEqual([]);
  });

  it('keeps the newest moves only, copied', () => {
    const move = { wrestlerId: 1, fromCompanyId: 1, toCompanyId: null, date: '2027-01-10', reason: 'x' };
    const full = withMoves(game({ talentMoves: Array.from({ length: MAX_TALENT_MOVES }, () => ({ ...move })) }), [{ ...move, reason: 'newest' }]);
    expect(full.talentMoves).toHaveLength(MAX_TALENT_MOVES);
    expect(full.talentMoves.at(-1)!.reason).toBe('newest');
  });
});
