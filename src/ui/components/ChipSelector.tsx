import { makeStyles, tokens } from '@fluentui/react-components';
import { Chip } from './Chip';

export type ChipValue = string | number;

export interface ChipOption<V extends ChipValue> {
  label: string;
  value: V;
}

export interface ChipSelectorProps<V extends ChipValue> {
  /** Accessible name of the group. */
  label: string;
  options: readonly ChipOption<V>[];
  /** One chosen value, or a list of them. */
  value: V | readonly V[] | null | undefined;
  /** The chosen chip's value; `null` from the none chip. The parent decides what choosing means. */
  onChoose: (value: V | null) => void;
  /** Adds a chip that reports an empty choice. */
  showNone?: boolean;
  noneLabel?: string;
  size?: 'small' | 'medium';
}

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
});

const isChosen = <V extends ChipValue>(chosen: ChipSelectorProps<V>['value'], value: V): boolean =>
  Array.isArray(chosen) ? chosen.includes(value) : chosen === value;

const isEmpty = (chosen: unknown): boolean =>
  chosen === null || chosen === undefined || chosen === '' || (Array.isArray(chosen) && chosen.length === 0);

/** SPEC §2 chip selector: a chip is selected when it equals the choice or is in the chosen list. */
export function ChipSelector<V extends ChipValue>(props: ChipSelectorProps<V>) {
  const { label, options, value, onChoose, showNone = false, noneLabel = 'None', size } = props;
  const styles = useStyles();
  return (
    <div role="group" aria-label={label} className={styles.root}>
      {showNone && <Chip label={noneLabel} size={size} selected={isEmpty(value)} onClick={() => onChoose(null)} />}
      {options.map((option) => (
        <Chip
          key={option.value}
          label={option.label}
          size={size}
          selected={isChosen(value, option.value)}
          onClick={() => onChoose(option.value)}
        />
      ))}
    </div>
  );
}
