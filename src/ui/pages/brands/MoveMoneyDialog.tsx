import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Text } from '@fluentui/react-components';
import type { TransferResult } from '../../../application/brands';
import { MoveMoneyForm, type MoneyBrand } from '../../components/MoveMoneyForm';

/** Issue 33 item 6: the Brands page's "Move money": from one of the player's brands to another. */
export function MoveMoneyDialog({ brands, onClose, onMoved }: { brands: readonly MoneyBrand[]; onClose: () => void; onMoved: (result: Extract<TransferResult, { ok: true }>) => void }) {
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>Move money between your brands</DialogTitle>
          <DialogContent>
            <Text as="p">
              Your promotion's brands keep their own balances: each pays its wrestlers and signings. Move money to the brand
              that needs it; both brands' ledgers show the move.
            </Text>
            <MoveMoneyForm brands={brands} onMoved={onMoved} />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Close</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
