import { makeStyles, tokens } from '@fluentui/react-components';
import { FACTS_STYLE } from '../../components/facts-style';

/** Styles the rumble screens share. */
export const useRumbleStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  rowTop: { display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: tokens.spacingHorizontalM },
  columns: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))',
    gap: tokens.spacingHorizontalM,
    alignItems: 'start',
  },
  facts: FACTS_STYLE,
  names: {
    margin: 0,
    paddingLeft: tokens.spacingHorizontalXXL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    maxHeight: '360px',
    overflowY: 'auto',
  },
  entrant: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground3 },
  figure: { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  winner: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
});
