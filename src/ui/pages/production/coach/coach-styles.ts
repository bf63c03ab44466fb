import { makeStyles, tokens } from '@fluentui/react-components';

export const useCoachStyles = makeStyles({
  surface: { maxWidth: 'min(960px, 96vw)' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  sides: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))',
    gap: tokens.spacingHorizontalXXL,
    alignItems: 'start',
  },
  side: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  heading: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, margin: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
  order: { margin: 0, paddingLeft: tokens.spacingHorizontalXL },
});
