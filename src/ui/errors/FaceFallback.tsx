import { Tooltip, makeStyles } from '@fluentui/react-components';
import { EmojiSadRegular } from '@fluentui/react-icons';
import { palette } from '../theme/palette';
import { describeError } from './ErrorBoundary';

const useStyles = makeStyles({
  // Fills the space of the part that failed, so the rest of the app keeps working.
  root: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '100%',
    height: '100%',
    minHeight: '48px',
    color: palette.error,
  },
  icon: { width: '100%', height: '100%', maxHeight: '100vh', minWidth: '32px', minHeight: '32px' },
  tip: { whiteSpace: 'pre-wrap', maxHeight: '50vh', overflow: 'auto', margin: 0 },
});

/** The small generic fallback for nested boundaries: a red face whose tooltip holds the error. */
export function FaceFallback({ error, componentStack }: { error: unknown; componentStack: string }) {
  const styles = useStyles();
  const details = describeError(error, componentStack);
  return (
    <Tooltip content={<pre className={styles.tip}>{details}</pre>} relationship="description" withArrow>
      <span className={styles.root} role="img" aria-label="This part failed to load" tabIndex={0}>
        <EmojiSadRegular className={styles.icon} />
      </span>
    </Tooltip>
  );
}
