import { useState } from 'react';
import { Button, Text } from '@fluentui/react-components';
import type { ContractRow, SigningBrand } from '../../../application/contracts';
import { messageOf } from '../../errors/message-of';
import { useServices } from '../../services-context';
import { NegotiationDialog } from './NegotiationDialog';

/**
 * A wrestler's profile: "Renew contract" (or "Sign" for a free agent) opens the negotiation with
 * their contract read fresh. `onChanged` reads the profile again after a signing.
 */
export function RenewContractButton({ wrestlerId, free, onChanged }: { wrestlerId: number; free: boolean; onChanged?: () => void }) {
  const { contracts, logger } = useServices();
  const [open, setOpen] = useState<{ row: ContractRow; brands: SigningBrand[]; market: boolean } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const start = async () => {
    setFailure(null);
    try {
      const found = await contracts.contractOf(wrestlerId);
      // Issue 33: a rival's wrestler is not the player's to renew or sign: say why instead.
      if (found?.refusal) setFailure(found.refusal);
      else if (found) setOpen(found);
      else setFailure('That wrestler no longer exists.');
    } catch (cause) {
      logger.error('Could not read the contract', cause);
      setFailure(messageOf(cause));
    }
  };
  return (
    <>
      <Button onClick={() => void start()}>{free ? 'Sign as a free agent' : 'Renew contract'}</Button>
      {failure && <Text role="alert">Could not open the negotiation: {failure}</Text>}
      {open && <NegotiationDialog row={open.row} brands={open.brands} market={open.market} onClose={() => setOpen(null)} onSigned={() => onChanged?.()} />}
    </>
  );
}
