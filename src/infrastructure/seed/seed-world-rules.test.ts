import { checkRecordFields, refusalMessage } from '../../domain/fields';
import type { TableName } from '../../domain/entities';
import { seedWorld } from '.';

// Issue 14: the seed world is what a new game starts from, so every record in it keeps the field
// rules as a player would have to enter them (stats 0–100, names, dates, limits).
describe('when the seed world is checked against the field rules', () => {
  const world = seedWorld();
  it.each(Object.keys(world) as TableName[])('every %s record keeps them', (table) => {
    const refusals = (world[table] ?? []).flatMap((row) => checkRecordFields(table, row as unknown as Record<string, unknown>, 'entry'));
    expect(refusals.map(refusalMessage)).toEqual([]);
  });
});
