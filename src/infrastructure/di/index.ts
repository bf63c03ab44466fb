export { createContainer, resolveAppServices, type ContainerOptions } from './container';
export { TOKENS, type ContainerConfig } from './tokens';
