import { ContainerModule, type ServiceIdentifier } from 'inversify';
import type { UseCaseDeps } from '../../application/deps';
import { lazyFeature, type AsyncFeature } from './lazy-feature';
import { TOKENS as T } from './tokens';

const nameOf = (token: ServiceIdentifier): string => (typeof token === 'symbol' ? (token.description ?? '') : String(token));

/**
 * The ContainerModule of a feature loaded on first use: `token` is bound, once per container, to a
 * facade whose first call runs `load` (which imports the feature's module and calls its factory
 * with the shared use-case dependencies). Keep the `import()` inside `load`, so the feature's code
 * stays off the first page (play-features.module.ts imports every play factory as one chunk).
 */
export const lazyFeatureModule = <S extends AsyncFeature<S>>(token: ServiceIdentifier<S>, load: (deps: UseCaseDeps) => Promise<S>) =>
  new ContainerModule(({ bind }) => {
    bind(token)
      .toResolvedValue((deps: UseCaseDeps) => lazyFeature(nameOf(token), () => load(deps)), [T.UseCaseDeps])
      .inSingletonScope();
  });
