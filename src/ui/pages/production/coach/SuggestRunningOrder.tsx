import { Button, Text } from '@fluentui/react-components';
import { TextNumberListLtrRegular } from '@fluentui/react-icons';
import type { CardOrderAdvice } from '../../../../application/coach';
import { useAnnounce } from '../../../components/Announcer';
import type { Edit } from '../edit-types';
import { CoachDialog } from './CoachDialog';
import { useCoachStyles } from './coach-styles';
import { useCoachAdvice } from './use-coach-advice';

/** Issue 17 item 6: the running order that best fits the show (main event last, a strong opener), with apply. */
export function SuggestRunningOrder({ productionId, edit, disabled }: { productionId: number; edit: Edit; disabled?: boolean }) {
  const announce = useAnnounce();
  const styles = useCoachStyles();
  const state = useCoachAdvice(
    (services) => services.coach.suggestCardOrder(productionId),
    async (suggestion: NonNullable<CardOrderAdvice['suggestion']>) => {
      await edit((s) => s.coach.applyCardOrder({ productionId, order: suggestion.order }));
      announce('Running order changed as the coach suggested');
    },
  );
  const { advice, suggestion } = state;

  return (
    <CoachDialog
      state={state}
      trigger={<Button icon={<TextNumberListLtrRegular />} disabled={disabled}>Suggest running order</Button>}
      title="Suggested running order"
      weighing="Weighing the card"
      applyLabel="Apply order"
    >
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
    </CoachDialog>
  );
}
