import { DeleteRegular } from '@fluentui/react-icons';
import { ConfirmButton } from '../../components/ConfirmButton';

/** "Delete tournament", after a confirmation that says what stays. */
export function DeleteTournament({ name, disabled, onDelete }: { name: string; disabled: boolean; onDelete: () => void }) {
  return (
    <ConfirmButton button={{ icon: <DeleteRegular />, disabled, children: 'Delete tournament' }} title={`Delete ${name}?`} confirmLabel="Delete" onConfirm={onDelete}>
      The bracket and its results go for good. Wins, losses and title changes already written to the wrestlers and championships
      stay as they are.
    </ConfirmButton>
  );
}
