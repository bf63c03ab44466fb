import { makeStyles, tokens } from '@fluentui/react-components';
import { FACTS_STYLE } from '../../components/facts-style';

/** Styles the production screens share. */
export const useProductionStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  spread: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  /** Name on the left, an action on the right, never wrapped apart. */
  line: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  facts: FACTS_STYLE,
  list: { margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  muted: { color: tokens.colorNeutralForeground3 },
  figure: { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
});
