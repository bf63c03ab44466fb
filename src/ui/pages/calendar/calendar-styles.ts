import { makeStyles, tokens } from '@fluentui/react-components';
import { visuallyHidden } from '../../theme/visually-hidden';

/** The month grid's look: one place for the colours that tell shows, bookings and birthdays apart. */
export const useCalendarStyles = makeStyles({
  // Seven readable days at least: a phone scrolls the month sideways rather than breaking every word.
  table: { width: '100%', minWidth: '42rem', tableLayout: 'fixed', borderCollapse: 'collapse' },
  head: {
    padding: tokens.spacingVerticalS,
    color: tokens.colorNeutralForeground3,
    fontWeight: tokens.fontWeightSemibold,
    '& abbr': { textDecorationLine: 'none' },
  },
  name: { color: tokens.colorNeutralForeground1, ':hover': { color: tokens.colorNeutralForeground1Hover } },
  cell: {
    verticalAlign: 'top',
    height: '120px',
    padding: tokens.spacingHorizontalXS,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  outside: { backgroundColor: 'transparent' },
  today: { outline: `2px solid ${tokens.colorNeutralForeground1}`, outlineOffset: '-2px', backgroundColor: tokens.colorNeutralBackground1 },
  dayHeader: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', marginBottom: tokens.spacingVerticalXS },
  dayNumber: { fontWeight: tokens.fontWeightSemibold },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '2px' },
  item: {
    display: 'flex',
    flexDirection: 'column',
    paddingLeft: tokens.spacingHorizontalXS,
    borderLeft: '3px solid',
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    overflowWrap: 'anywhere',
  },
  status: { fontSize: tokens.fontSizeBase100, color: tokens.colorNeutralForeground3, textTransform: 'uppercase' },
  open: { borderLeftColor: tokens.colorNeutralStroke1 },
  // Issue 33: a night that passed unplayed.
  passed: { borderLeftColor: tokens.colorNeutralStrokeDisabled, color: tokens.colorNeutralForeground3 },
  booking: { borderLeftColor: tokens.colorPaletteMarigoldBorderActive },
  complete: { borderLeftColor: tokens.colorPaletteGreenBorderActive },
  birthday: { borderLeftColor: tokens.colorPaletteBerryBorderActive },
  hidden: visuallyHidden,
  legend: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, listStyleType: 'none', margin: 0, padding: 0 },
});
