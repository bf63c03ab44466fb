import type { Stored } from '../entities/base';
import { createProduction, type Production } from '../entities/production';
import { startCompletionWork, type CompletionWork, type LoadedProduction } from './completion-work';

// Test helpers only (imported by *.test.ts files).

/** A loaded production with nothing on its card, for tests that only follow the flow. */
export function emptyWork(production: Partial<Production> = {}, loaded: Partial<LoadedProduction> = {}): CompletionWork {
  const stored: Stored<Production> = { ...createProduction({ name: 'Test show', date: '2026-11-22', ...production }), id: production.id ?? 1 };
  return startCompletionWork(
    {
      production: stored,
      show: null,
      game: null,
      brands: [],
      segments: [],
      appearances: [],
      wrestlers: [],
      championships: [],
      reigns: [],
      ...loaded,
    },
    42,
  );
}
