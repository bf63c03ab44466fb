// Imported only dynamically (DeferredTooltip): Fluent's Tooltip and the positioning code under it
// (floating-ui, portal) land in a chunk of their own.
export { Tooltip } from '@fluentui/react-components';
