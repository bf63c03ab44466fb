// The shared use-case dependencies live in src/application/deps.ts.
export { freshRng, type UseCaseDeps } from '../deps';
