import { tokens, type GriffelStyle } from '@fluentui/react-components';

/**
 * A definition list of facts (`<dl>`): the terms muted in one column, their values in tabular figures
 * beside them. Issue 32: the production, rumble and recap screens share it.
 */
export const FACTS_STYLE = {
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: tokens.spacingHorizontalL,
  rowGap: tokens.spacingVerticalXS,
  margin: 0,
  '& dt': { color: tokens.colorNeutralForeground3 },
  '& dd': { margin: 0, fontVariantNumeric: 'tabular-nums' },
} satisfies GriffelStyle;
