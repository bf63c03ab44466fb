import { useState } from 'react';
import { Button, Text } from '@fluentui/react-components';
import type { StayAnswer } from '../../../application/careers';
import { useServices } from '../../services-context';
import { useCareerAction } from './use-career-action';

/**
 * Issue 36: "Ask … to stay": the player asks a wrestler who announced retirement to delay it (once).
 * The answer (yes with the new last day, or no) is shown beside the button, then `onAnswered` reads again.
 */
export function AskToStay({ id, name, chance, onAnswered }: { id: number; name: string; chance: number; onAnswered?: () => void }) {
  const { careers } = useServices();
  const action = useCareerAction();
  const [answer, setAnswer] = useState<StayAnswer | null>(null);
  const ask = async () => {
    const done = await action.run(`ask ${name} to stay`, async () => setAnswer(await careers.askToStay(id)));
    if (done) onAnswered?.();
  };
  return (
    <>
      {!answer && (
        <Button appearance="primary" size="small" disabled={action.busy} onClick={() => void ask()}>
          {`Ask ${name} to stay`}
        </Button>
      )}
      <span role="status">
        {answer ? (
          <Text weight="semibold">{answer.text}</Text>
        ) : (
          <Text size={200}>{`Chance of a yes today: ${`${Math.round(chance * 100)}%`}. Asked once: the answer stands.`}</Text>
        )}
      </span>
      {action.error && <Text role="alert">{action.error}</Text>}
    </>
  );
}
