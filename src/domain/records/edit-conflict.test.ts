import fc from 'fast-check';
import { changedFields, EditConflictError, editConflictOf, fieldConflicts } from './edit-conflict';

const record = fc.dictionary(fc.constantFrom('name', 'wins', 'brandIds', 'desc', 'id'), fc.jsonValue());

describe('an edit against the record as read', () => {
  it('counts as changed only the fields whose value differs from the one read, never the id', () => {
    expect(changedFields({ id: 1, name: 'Ace', brandIds: [1, 2], wins: 3 }, { id: 2, name: 'Ace', brandIds: [1, 2], wins: 4 })).toEqual({ wins: 4 });
  });

  it('lists every field changed elsewhere with its value as read, the editor\'s and the stored one', () => {
    expect(fieldConflicts({ name: 'Ace', wins: 3, desc: '' }, { name: 'Ace', wins: 4, desc: 'new' }, { desc: 'mine' })).toEqual([
      { field: 'wins', asRead: 3, yours: 3, now: 4 },
      { field: 'desc', asRead: '', yours: 'mine', now: 'new' },
    ]);
  });

  it('applied on the record as read, the changes give the edit back (properties)', () => {
    fc.assert(
      fc.property(record, record, (asRead, edited) => {
        const changes = changedFields(asRead, edited);
        const { id: _id, ...rest } = edited;
        // Records are JSON (a save writes -0 as 0): compared as JSON on both sides.
        const asJson = (value: object) => JSON.parse(JSON.stringify(value)) as object;
        expect(asJson({ ...asRead, ...changes })).toMatchObject(asJson(rest));
        expect(fieldConflicts(asRead, asRead)).toEqual([]);
      }),
    );
  });

  it('is recognised by shape, as a conflict crossing chunks would be', () => {
    const error = new EditConflictError('Wrestler', 7, [], { wins: 1 }, { id: 7 });
    expect(editConflictOf(error)).toBe(error);
    expect(error.message).toContain('Wrestler #7 changed elsewhere');
    expect(editConflictOf(new Error('other'))).toBeNull();
  });
});
