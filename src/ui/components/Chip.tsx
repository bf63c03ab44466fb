import { ToggleButton, makeStyles, mergeClasses } from '@fluentui/react-components';
import { chipSizes } from '../theme/palette';

const useStyles = makeStyles({
  root: { maxWidth: `${chipSizes.maxWidth}px`, minWidth: 0, borderRadius: '999px' },
  small: { maxHeight: `${chipSizes.smallMaxHeight}px`, minHeight: 0 },
  medium: { maxHeight: `${chipSizes.mediumMaxHeight}px`, minHeight: 0 },
  text: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
});

export interface ChipProps {
  label: string;
  selected: boolean;
  onClick: () => void;
  /** SPEC §9: chips default to small. */
  size?: 'small' | 'medium';
}

/** A pressable pill; a long label is cut with an ellipsis but stays whole in its accessible name. */
export function Chip({ label, selected, onClick, size = 'small' }: ChipProps) {
  const styles = useStyles();
  return (
    <ToggleButton
      className={mergeClasses(styles.root, styles[size])}
      size={size}
      shape="circular"
      appearance={selected ? 'primary' : 'outline'}
      checked={selected}
      aria-label={label}
      onClick={onClick}
    >
      <span className={styles.text}>{label}</span>
    </ToggleButton>
  );
}
