import { useId, useState } from 'react';
import { Button, Subtitle2, Text, makeStyles, tokens } from '@fluentui/react-components';
import { FastForwardRegular } from '@fluentui/react-icons';
import type { DecisionChoice, DecisionView } from '../../../application/promotions';
import { useAnnounce } from '../../components/Announcer';
import { RouteLink } from '../../components/RouteLink';
import { messageOf } from '../../errors/message-of';
import { useServices } from '../../services-context';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, '& h4, & p': { margin: 0 } },
  list: { margin: 0, paddingLeft: 0, listStyleType: 'none', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  item: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  options: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'flex-start' },
  option: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, maxWidth: '320px' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
});

interface DecisionsPanelProps {
  decisions: DecisionView[];
  /** The weeks still to go, for the button's label. */
  weeksLeft: number;
  onGoOn(): void;
  onStop(): void;
}

/**
 * Issue 33 item 1: what "Simulate until…" stopped for. Each decision says what is due, who, what it
 * costs and what each answer does; answered, it says what happened. Going on runs the weeks left.
 */
export function DecisionsPanel({ decisions, weeksLeft, onGoOn, onStop }: DecisionsPanelProps) {
  const styles = useStyles();
  const headingId = useId();
  const { promotions, logger } = useServices();
  const announce = useAnnounce();
  const [answers, setAnswers] = useState<Record<string, { ok: boolean; text: string }>>({});
  const [busy, setBusy] = useState<string | null>(null);
  const open = decisions.filter((d) => !answers[d.key]?.ok).length;

  const decide = async (decision: DecisionView, choice: DecisionChoice) => {
    setBusy(decision.key);
    try {
      const result = await promotions.decide(decision.key, choice);
      setAnswers((a) => ({ ...a, [decision.key]: { ok: result.ok, text: result.message } }));
      if (result.ok) announce(result.message);
    } catch (cause) {
      logger.error('Could not answer the decision', cause);
      setAnswers((a) => ({ ...a, [decision.key]: { ok: false, text: `Nothing was changed: ${messageOf(cause)}` } }));
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <Subtitle2 as="h4" id={headingId}>
        Decisions outside your standing orders ({decisions.length})
      </Subtitle2>
      <Text as="p">
        Nothing of the week they are due in was played. Answer each one (or act by hand through its link), then go on.
        {open > 0 && ` ${open} still to answer: going on without an answer stops the run here again.`}
      </Text>
      <ul className={styles.list} aria-label="Decisions outside your standing orders">
        {decisions.map((decision) => {
          const answer = answers[decision.key];
          return (
            <li key={decision.key} className={styles.item}>
              <Text weight="semibold">{decision.heading}</Text>
              <Text>{decision.why}</Text>
              {decision.cost && <Text>{decision.cost}</Text>}
              {answer?.ok ? (
                <Text role="status">{answer.text}</Text>
              ) : (
                <div className={styles.options} role="group" aria-label={`Answer: ${decision.heading}`}>
                  {decision.options.map((option) => (
                    <div key={option.choice} className={styles.option}>
                      <Button disabledFocusable={busy !== null} onClick={() => void decide(decision, option.choice)}>
                        {option.label}
                      </Button>
                      <Text size={200}>{option.hint}</Text>
                    </div>
                  ))}
                </div>
              )}
              {answer && !answer.ok && <Text role="alert">{answer.text}</Text>}
              <RouteLink to={decision.link.to}>{decision.link.label}</RouteLink>
            </li>
          );
        })}
      </ul>
      <div className={styles.actions}>
        <Button appearance="primary" icon={<FastForwardRegular />} onClick={onGoOn} disabledFocusable={busy !== null}>
          {`Go on: ${weeksLeft} ${weeksLeft === 1 ? 'week' : 'weeks'} to go`}
        </Button>
        <Button onClick={onStop}>Stop here</Button>
      </div>
    </section>
  );
}
