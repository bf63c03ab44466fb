import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * React.lazy for a component exported by name (React wants a default export): `load` is the
 * module's dynamic import, which callers may also prefetch. Route pages use lazyPage instead
 * (it also handles a chunk removed by a new deploy).
 */
export function lazyNamed<P extends object, K extends string>(load: () => Promise<Record<K, ComponentType<P>>>, name: K): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
