import { CheckmarkRegular } from '@fluentui/react-icons';
import type { Exhibition } from '../../../application/quick-match';
import { ConfirmButton } from '../../components/ConfirmButton';
import type { ApplyState } from './use-quick-mode';

export interface ApplyResultsProps {
  exhibition: Exhibition;
  state: ApplyState;
  /** Applying is offered only while the records still match the simulation. */
  disabled: boolean;
  onApply: () => void;
}

/** `Apply results`, after a confirmation that says what will be written. */
export function ApplyResults({ exhibition, state, disabled, onApply }: ApplyResultsProps) {
  const wins = exhibition.changes.filter((c) => c.result === 'win').length;
  const losses = exhibition.changes.length - wins;
  return (
    <ConfirmButton
      button={{
        appearance: 'primary',
        icon: <CheckmarkRegular />,
        disabled: disabled || state !== 'idle',
        children: state === 'applied' ? 'Results applied' : state === 'applying' ? 'Applying…' : 'Apply results',
      }}
      title="Apply these results?"
      confirmLabel="Apply"
      onConfirm={onApply}
    >
      This writes {wins} {wins === 1 ? 'win' : 'wins'} and {losses} {losses === 1 ? 'loss' : 'losses'} to
      the wrestlers&apos; records, with the stat changes shown in the table. It cannot be undone.
    </ConfirmButton>
  );
}
