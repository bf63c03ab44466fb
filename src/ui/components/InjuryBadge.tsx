import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import { HeartPulseRegular } from '@fluentui/react-icons';
import { injuryText, type InjuryFields } from './injury-text';

// Set apart from the name it follows without a text space (a fit wrestler's name stays bare).
// A narrow column wraps the text: the badge grows with it instead of letting lines overlap.
const useStyles = makeStyles({
  badge: { marginLeft: tokens.spacingHorizontalS, verticalAlign: 'middle', height: 'auto', minHeight: '16px', whiteSpace: 'normal', textAlign: 'start' },
});

export interface InjuryBadgeProps {
  wrestler: Partial<InjuryFields>;
  /** The day it is judged on (a production's date); the game's date when omitted. */
  on?: string;
  size?: 'small' | 'medium';
}

/**
 * Issue 15: the one injury marker, wherever a wrestler appears (roster, profile, production card
 * and pickers, rankings, office). Nothing for a fit wrestler.
 */
export function InjuryBadge({ wrestler, on, size = 'small' }: InjuryBadgeProps) {
  const styles = useStyles();
  const text = injuryText(wrestler, on);
  if (text === null) return null;
  return (
    <Badge className={styles.badge} appearance="tint" color="danger" size={size} icon={<HeartPulseRegular />} role="note" aria-label={text} title={text}>
      {text}
    </Badge>
  );
}
