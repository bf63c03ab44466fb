import { DeleteRegular } from '@fluentui/react-icons';
import type { DraftRow } from '../../../application/draft';
import { ConfirmButton } from '../../components/ConfirmButton';

export interface RemoveDraftButtonProps {
  row: DraftRow;
  disabled: boolean;
  onRemove: (row: DraftRow) => Promise<void>;
}

const who = (row: DraftRow) => row.wrestlerName ?? 'a deleted wrestler';

/** Removing a pending draft asks first: the pick is gone for good (nothing was signed or paid). */
export function RemoveDraftButton({ row, disabled, onRemove }: RemoveDraftButtonProps) {
  return (
    <ConfirmButton
      button={{ size: 'small', appearance: 'subtle', icon: <DeleteRegular />, disabled, 'aria-label': `Remove pick ${row.pick}, ${who(row)}`, children: 'Remove' }}
      title="Remove this draft?"
      confirmLabel="Remove draft"
      cancelLabel="Keep it"
      onConfirm={() => void onRemove(row)}
    >
      Pick {row.pick}: {who(row)} to {row.brandName ?? 'a deleted brand'}. The draft is deleted; nobody is
      signed and nothing is charged. This cannot be undone.
    </ConfirmButton>
  );
}
