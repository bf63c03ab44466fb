import { isStorageFull, messageOf, STORAGE_FULL_MESSAGE } from './errors';

const quota = (): Error => Object.assign(new Error('The quota has been exceeded.'), { name: 'QuotaExceededError' });

describe('storage full (issue 14)', () => {
  it('recognises a QuotaExceededError itself, inside Dexie\'s `inner` and inside a `cause`', () => {
    expect(isStorageFull(quota())).toBe(true);
    expect(isStorageFull(Object.assign(new Error('AbortError'), { name: 'AbortError', inner: quota() }))).toBe(true);
    expect(isStorageFull(new Error('Error completing production', { cause: quota() }))).toBe(true);
  });

  it('is false for other failures and for values that are not errors', () => {
    expect(isStorageFull(new Error('Segment not found.'))).toBe(false);
    expect(isStorageFull('QuotaExceededError')).toBe(false);
    expect(isStorageFull(null)).toBe(false);
  });

  it('stops on a cycle of causes', () => {
    const a: { name: string; cause?: unknown } = { name: 'Error' };
    a.cause = a;
    expect(isStorageFull(a)).toBe(false);
  });

  it('makes messageOf say that storage is full and what to do, instead of the bare error name', () => {
    expect(messageOf(Object.assign(new Error('x'), { name: 'AbortError', inner: quota() }))).toBe(STORAGE_FULL_MESSAGE);
    expect(STORAGE_FULL_MESSAGE).toMatch(/Storage is full/);
    expect(STORAGE_FULL_MESSAGE).toMatch(/Back up/);
    expect(STORAGE_FULL_MESSAGE).toMatch(/safety copies/);
  });
});
