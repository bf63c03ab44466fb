import { makeStyles, tokens } from '@fluentui/react-components';

/** Styles the office cards share: plain lists of name-on-the-left, figure-on-the-right rows. */
export const useOfficeStyles = makeStyles({
  list: { margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  row: { display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  stack: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
  figure: { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  date: { margin: 0 },
  empty: { color: tokens.colorNeutralForeground3, fontStyle: 'italic' },
});
