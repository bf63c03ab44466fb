import type { UseCaseDeps } from '../../application/deps';
import type { PlayServices } from '../../application/play';

// Why lazy: createPlayServices pulls every gameplay use case, the domain rules, xstate and the
// machines into whatever chunk imports it. Built up front, all of that loaded before `/office`
// could render (issue 8, `initial-js-gzip-kb`). The facade below has the same interfaces; the
// first call of any method imports src/application/play and builds the real services once.

type AsyncMethod = (...args: never[]) => Promise<unknown>;

/** Every method of every play service, by name; the compiler keeps this list complete and exact. */
type MethodNames = { [S in keyof PlayServices]: Record<keyof PlayServices[S], true> };

/**
 * Compile-time proof that the facade changes no behaviour a caller can see: every method already
 * returns a promise, so awaiting an import first only delays it. A synchronous method added later
 * makes this a type error rather than a silent change of signature.
 */
type EveryMethodAsync = { [S in keyof PlayServices]: Record<keyof PlayServices[S], AsyncMethod> };
const everyMethodIsAsync: PlayServices extends EveryMethodAsync ? true : never = true;
void everyMethodIsAsync;

const METHODS = {
  production: { createProduction: true, completeProduction: true, view: true, list: true, show: true },
  segments: {
    load: true, toggleAppearance: true, setGroup: true, addFaction: true, removeFaction: true,
    toggleChampionship: true, assignWinner: true, setDraw: true, toggleManager: true, reset: true,
    randomise: true, setType: true, setDuration: true, setNotes: true, setDate: true, setRating: true,
    setComplete: true, addSegment: true, removeSegment: true, reorderSegments: true, moveSegment: true,
  },
  calendar: {
    forward: true, backward: true, schedule: true, randomiseEmptyProductions: true, simulateEmptyProductions: true,
    world: true, brandNames: true, sweptProductions: true,
  },
  roster: {
    checkContracts: true, boost: true, penalty: true, setGoal: true, clearGoals: true, reduceDamage: true,
    healAll: true, generate: true, reset: true,
    backstage: true, modify: true, healOne: true, healEveryone: true,
  },
  rumbles: { create: true, draw: true, remove: true, start: true, enter: true, eliminate: true, finish: true, run: true, view: true, list: true },
  drafts: { create: true, processAll: true, draft: true, view: true, submit: true, remove: true, process: true },
  tutorial: { open: true, view: true, start: true, next: true, complete: true, skip: true },
  quickMatch: { candidates: true, simulateExhibition: true, applyExhibition: true, randomTeams: true },
  ratings: { view: true },
  tournaments: { list: true, view: true, form: true, create: true, playMatch: true, playRound: true, run: true, remove: true },
  blog: { recaps: true },
  championships: { ranking: true, reigns: true },
  brands: { view: true, save: true },
  rankings: { roster: true, setAlignment: true },
  dialogs: { inbox: true, open: true, decide: true },
  cms: {
    tables: true, list: true, names: true, get: true, create: true, update: true, delete: true, duplicate: true, clear: true,
    bulkPut: true, bulkCreate: true,
  },
  careers: { list: true, view: true, start: true, stop: true },
} as const satisfies MethodNames;

/** The real services, imported and built on first use (once; a failed import is retried next call). */
export type LoadPlayServices = () => Promise<PlayServices>;

export function importPlayServices(deps: UseCaseDeps): LoadPlayServices {
  let loading: Promise<PlayServices> | undefined;
  return () => {
    loading ??= import('../../application/play').then(
      ({ createPlayServices }) => createPlayServices(deps),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
}

/** PlayServices whose every method awaits `load()` and then calls the real one with the same arguments. */
export function createLazyPlayServices(load: LoadPlayServices): PlayServices {
  const facade = Object.fromEntries(
    Object.entries(METHODS).map(([service, methods]) => [
      service,
      Object.fromEntries(
        Object.keys(methods).map((method) => [
          method,
          async (...args: unknown[]) => {
            const real = (await load()) as unknown as Record<string, Record<string, (...a: unknown[]) => unknown>>;
            return real[service][method](...args);
          },
        ]),
      ),
    ]),
  );
  return facade as unknown as PlayServices;
}
