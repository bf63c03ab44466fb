import { makeStyles, tokens } from '@fluentui/react-components';

export const useTournamentStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  rowTop: { display: 'flex', alignItems: 'flex-end', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  muted: { color: tokens.colorNeutralForeground3 },
  figure: { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalXL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  // Rounds side by side, scrolling sideways on a narrow screen rather than squeezing the names.
  bracket: { display: 'grid', gridAutoFlow: 'column', gridAutoColumns: 'minmax(220px, 1fr)', gap: tokens.spacingHorizontalL, overflowX: 'auto' },
  round: { display: 'flex', flexDirection: 'column', justifyContent: 'space-around', gap: tokens.spacingVerticalS, margin: 0, padding: 0, listStyleType: 'none' },
  match: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    padding: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  upNext: { border: `${tokens.strokeWidthThick} solid ${tokens.colorBrandStroke1}` },
  competitor: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  winner: { fontWeight: tokens.fontWeightSemibold },
  loser: { color: tokens.colorNeutralForeground3 },
  champion: { backgroundColor: tokens.colorPaletteGoldBackground2, border: `${tokens.strokeWidthThick} solid ${tokens.colorPaletteGoldBorderActive}` },
  trophy: { color: tokens.colorPaletteGoldForeground2, fontSize: '20px' },
});
