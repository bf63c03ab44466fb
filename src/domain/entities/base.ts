/** Fields most tables carry (SPEC §3). `id` is absent until the database assigns one. */
export interface BaseRecord {
  id?: number;
  name: string;
  desc: string;
  image: string;
  images: string[];
  color: string;
  backgroundColor: string;
}

/** A record read back from storage always has its id. */
export type Stored<T extends { id?: number }> = T & { id: number };

/** ISO-8601 calendar date, e.g. `2026-11-21`. */
export type IsoDate = string;

export const baseDefaults = (): Omit<BaseRecord, 'id'> => ({
  name: '',
  desc: '',
  image: '',
  images: [],
  color: '#fff',
  backgroundColor: '#999',
});

/** Merge defaults under a partial; arrays in defaults are fresh per call. */
export function withDefaults<T extends object>(defaults: T, partial?: Partial<T>): T {
  const merged: Record<string, unknown> = { ...(defaults as Record<string, unknown>) };
  for (const [key, value] of Object.entries(partial ?? {})) {
    // An explicit `undefined` in the partial means "not given", never "erase the default".
    if (value !== undefined) merged[key] = value;
  }
  return merged as T;
}
