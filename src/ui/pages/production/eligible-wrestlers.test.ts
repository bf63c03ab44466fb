import { createWrestler } from '../../../domain/entities/wrestler';
import { eligibleWrestlers } from './eligible-wrestlers';

const person = (id: number, fields: Parameters<typeof createWrestler>[0]) => ({ ...createWrestler({ name: `W${id}`, brandIds: [1], points: 50, ...fields }), id });

describe('who the production editor offers by hand', () => {
  it('offers signed, active wrestlers of the production\'s brands, never a free agent (issue 15)', () => {
    const offered = eligibleWrestlers(
      [person(1, {}), person(2, { status: 'UNSIGNED' }), person(3, { retired: true }), person(4, { brandIds: [2] })],
      { productionBrandIds: [1], gameBrandIds: [], show: null },
    );
    expect(offered.map((w) => w.id)).toEqual([1]);
  });
});
