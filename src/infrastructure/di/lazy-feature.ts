// Why lazy: a feature's factory pulls its use cases, the domain rules, xstate and the machines into
// whatever chunk imports it. Built up front, all of that loaded before `/office` could render
// (issue 8, `initial-js-gzip-kb`). A facade stands in for the feature until its first call.

type AsyncMethod = (...args: never[]) => Promise<unknown>;

/**
 * A feature whose every use case returns a promise: the only kind a facade can stand in for
 * without changing what a caller sees (awaiting an import first only delays the call). A
 * synchronous use case added later is a type error where the feature is bound, not a silent change.
 */
export type AsyncFeature<S> = { [K in keyof S]: AsyncMethod };

/**
 * Names no use case has: a caller or a tool probes them to learn what the object is, and a
 * function there would be misread. `then` makes an object a promise (awaiting the facade would
 * call it); the others are read by React, JSON, test matchers and the inspector.
 */
const NOT_USE_CASES = new Set(['then', 'toJSON', 'asymmetricMatch', '$$typeof', 'nodeType', 'constructor']);

const loaders = new WeakMap<object, () => Promise<unknown>>();

/**
 * The feature `name`, built by `load` on the first call of any of its use cases (once; a failed
 * load is retried on the next call). Every string property is a function that awaits the real
 * service and calls its method of that name with the same arguments, so the use cases are
 * derived from the feature's factory: no list of names to keep.
 */
export function lazyFeature<S extends AsyncFeature<S>>(name: string, load: () => Promise<S>): S {
  let loading: Promise<S> | undefined;
  const real = (): Promise<S> => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const forward = (key: string) => async (...args: unknown[]) => {
    const service = (await real()) as Record<string, unknown>;
    const useCase = service[key];
    if (typeof useCase !== 'function') throw new TypeError(`${name}.${key} is not a use case`);
    return (useCase as (...a: unknown[]) => unknown).apply(service, args);
  };
  const isUseCase = (key: string | symbol): key is string => typeof key === 'string' && !NOT_USE_CASES.has(key);
  // Each forwarder is made on first sight and kept as an own property of the target, so it stays
  // the same function and can be replaced like any method (vi.spyOn defines the property anew).
  const methods: Record<string, unknown> = Object.create(null);
  const define = (key: string) => {
    if (!Object.hasOwn(methods, key)) {
      Object.defineProperty(methods, key, { value: forward(key), writable: true, enumerable: true, configurable: true });
    }
  };
  const facade = new Proxy(methods, {
    get(target, key) {
      if (!isUseCase(key)) return undefined;
      define(key);
      return target[key];
    },
    has: (_target, key) => isUseCase(key),
    getOwnPropertyDescriptor(target, key) {
      if (!isUseCase(key)) return undefined;
      define(key);
      return Reflect.getOwnPropertyDescriptor(target, key);
    },
  });
  loaders.set(facade, real);
  return facade as S;
}

/** The real service behind a facade (tests: what the factory built); a plain object is its own. */
export const realFeature = async <S extends object>(facade: S): Promise<S> =>
  ((await loaders.get(facade)?.()) as S | undefined) ?? facade;
