import { waitFor } from '@testing-library/react';
import { SLOW_FIRST_RENDER } from './slow-render';

/**
 * Waits until no dialog is left in the document, hidden ones included. A closing Fluent dialog is
 * aria-hidden before it is removed, so `queryByRole('alertdialog')` already returns null while its
 * focus trap is still registered. A dialog opened in that moment was hidden by the old trap as it
 * went (its buttons unreachable by role): the careers and dialogs tests failed that way, 1 run in 3.
 */
export async function waitForDialogsGone(): Promise<void> {
  await waitFor(() => {
    if (document.querySelector('[role="dialog"], [role="alertdialog"]')) throw new Error('A dialog is still in the document.');
  }, SLOW_FIRST_RENDER);
}
