import type { GriffelStyle } from '@fluentui/react-components';

/** Read by screen readers, never seen: one pixel, clipped, taken out of the layout. */
export const visuallyHidden: GriffelStyle = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};
