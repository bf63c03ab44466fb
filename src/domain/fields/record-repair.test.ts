import fc from 'fast-check';
import { createWrestler } from '../entities/wrestler';
import { createBrand } from '../entities/brand';
import { checkRecordFields } from './record-check';
import { repairRecord } from './record-repair';

// Issue 34 item 7: a record an older version stored outside today's rules is put back within them.
describe('repairing a record outside its rules', () => {
  it('brings each refused field back as near as its rule allows, and names what changed', () => {
    const kip = { ...createWrestler({ name: '', cost: 1e308, desc: 'x'.repeat(6_000), points: Number.NaN }), id: 6 };
    const { record, repairs } = repairRecord('Wrestler', kip);
    expect(record).toMatchObject({ name: 'Wrestler 6', cost: 1e15, desc: 'x'.repeat(5_000), points: createWrestler().points });
    expect(repairs.map((r) => r.field).sort()).toEqual(['cost', 'desc', 'name', 'points']);
    expect(repairs.find((r) => r.field === 'cost')).toMatchObject({ table: 'Wrestler', rowId: 6, value: 1e308, repaired: 1e15 });
    expect(checkRecordFields('Wrestler', record, 'stored')).toEqual([]);
  });

  it('keeps the very record when nothing is out of its rules', () => {
    const brand = { ...createBrand({ name: 'North', balance: 5 }), id: 1 };
    expect(repairRecord('Brand', brand).record).toBe(brand);
  });

  it('property: whatever number a money or stat field holds, the repaired record keeps to the rules', () => {
    const anyNumber = fc.oneof(fc.double(), fc.constantFrom(1e308, -1e308, Infinity, -Infinity, Number.NaN));
    fc.assert(
      fc.property(anyNumber, anyNumber, anyNumber, (cost, popularity, balance) => {
        const w = repairRecord('Wrestler', { ...createWrestler({ name: 'Kip', cost, popularity }), id: 1 }).record;
        const b = repairRecord('Brand', { ...createBrand({ name: 'North', balance }), id: 1 }).record;
        expect(checkRecordFields('Wrestler', w, 'stored')).toEqual([]);
        expect(checkRecordFields('Brand', b, 'stored')).toEqual([]);
      }),
    );
  });
});
