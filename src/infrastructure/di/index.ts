export { createContainer, resolveAppServices, type ContainerOptions } from './container';
export { FEATURES, TOKENS, type ContainerConfig, type FeatureKey } from './tokens';
