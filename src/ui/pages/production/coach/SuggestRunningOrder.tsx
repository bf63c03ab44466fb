import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, DialogTrigger, Spinner, Text } from '@fluentui/react-components';
import { TextNumberListLtrRegular } from '@fluentui/react-icons';
import type { CardOrderAdvice } from '../../../../application/coach';
import { useAnnounce } from '../../../components/Announcer';
import { messageOf } from '../../../errors/message-of';
import { useServices } from '../../../services-context';
import type { Edit } from '../edit-types';
import { useCoachStyles } from './coach-styles';

/** Issue 17 item 6: the running order that best fits the show (main event last, a strong opener), with apply. */
export function SuggestRunningOrder({ productionId, edit, disabled }: { productionId: number; edit: Edit; disabled?: boolean }) {
  const services = useServices();
  const announce = useAnnounce();
  const styles = useCoachStyles();
  const [open, setOpen] = useState(false);
  const [advice, setAdvice] = useState<CardOrderAdvice | null>(null);
  const [error, setError] = useState<string | null>(null);

  const ask = () => {
    setAdvice(null);
    setError(null);
    services.coach.suggestCardOrder(productionId).then(setAdvice, (cause: unknown) => setError(messageOf(cause)));
  };
  const suggestion = advice?.suggestion;
  const apply = async () => {
    if (!suggestion) return;
    setOpen(false);
    await edit((s) => s.coach.applyCardOrder({ productionId, order: suggestion.order }));
    announce('Running order changed as the coach suggested');
  };

  return (
    <Dialog open={open} onOpenChange={(_, data) => { setOpen(data.open); if (data.open) ask(); }}>
      <DialogTrigger disableButtonEnhancement>
        <Button icon={<TextNumberListLtrRegular />} disabled={disabled}>Suggest running order</Button>
      </DialogTrigger>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>Suggested running order</DialogTitle>
          <DialogContent className={styles.content}>
            {error && <Text role="alert">Could not ask the coach: {error}</Text>}
            {!advice && !error && <Spinner size="small" label="Weighing the card" />}
            {advice && !suggestion && <Text>The card already runs in the coach&apos;s order (or has no match to build on).</Text>}
            {suggestion && (
              <>
                <ol className={styles.order} aria-label="Suggested running order">
                  {suggestion.labels.map((label) => <li key={label}>{label}</li>)}
                </ol>
                <ul className={styles.order} aria-label="Why">
                  {suggestion.reasons.map((reason) => <li key={reason}><Text>{reason}</Text></li>)}
                </ul>
              </>
            )}
          </DialogContent>
          <DialogActions>
            <DialogTrigger disableButtonEnhancement>
              <Button>Close</Button>
            </DialogTrigger>
            {suggestion && <Button appearance="primary" onClick={() => void apply()}>Apply order</Button>}
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
