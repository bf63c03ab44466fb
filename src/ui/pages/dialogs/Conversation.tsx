import { useState } from 'react';
import { Badge, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useNavigate } from 'react-router-dom';
import { DIALOG_OVER, type DialogOption } from '../../../application/dialogs';
import { RouteLink } from '../../components/RouteLink';
import { WrestlerLink } from '../../components/WrestlerLink';
import { SectionCard } from '../../components/SectionCard';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { INBOX_PATH, urgencyColour, urgencyText, type InboxState } from './dialog-text';
import { OptionCard } from './OptionCard';
import { useConversation } from './use-dialogs';
import { conversationLabel, conversationText } from './conflict-text';
import { EditConflictDialog } from '../../components/edit-conflict/EditConflictDialog';

const useStyles = makeStyles({
  quote: {
    margin: 0,
    paddingLeft: tokens.spacingHorizontalM,
    borderLeft: `${tokens.strokeWidthThicker} solid ${tokens.colorBrandStroke1}`,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
  who: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  muted: { color: tokens.colorNeutralForeground3 },
  options: { display: 'grid', gap: tokens.spacingHorizontalM, gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))' },
});

const backLink = <RouteLink to={INBOX_PATH}>Back to the inbox</RouteLink>;

/** `/dialog/:key`: one conversation, its answers with their effects, and the decision. */
export function Conversation({ dialogKey }: { dialogKey: string }) {
  const styles = useStyles();
  const navigate = useNavigate();
  const { dialog, error, busy, decideError, decide, conflict, reload, overwrite, keepReading } = useConversation(dialogKey);
  const [asking, setAsking] = useState<DialogOption | null>(null);

  const choose = async (option: DialogOption) => {
    setAsking(null);
    const outcome = await decide(option);
    if (outcome) navigate(INBOX_PATH, { state: { outcome } satisfies InboxState });
  };
  const answerAnyway = async () => {
    const outcome = await overwrite();
    if (outcome) navigate(INBOX_PATH, { state: { outcome } satisfies InboxState });
  };

  if (error) return <Text role="alert">Could not read the conversation: {error} {backLink}</Text>;
  if (dialog === undefined) return <Spinner label="Finding them backstage" />;
  if (dialog === null) {
    return (
      <SectionCard title={DIALOG_OVER}>
        <Text as="p">They have had their answer this week, or what they wanted to talk about is no longer true.</Text>
        <Text as="p">{backLink}</Text>
      </SectionCard>
    );
  }
  return (
    <>
      <SectionCard title={`${dialog.who}: ${dialog.about}`}>
        <div className={styles.who}>
          {dialog.speakerId !== undefined && <WrestlerLink id={dialog.speakerId} name={dialog.who} />}
          <Text className={styles.muted}>{dialog.role}</Text>
          <Badge appearance="tint" color={urgencyColour[dialog.urgency]}>{urgencyText[dialog.urgency]}</Badge>
        </div>
        <blockquote className={styles.quote}>
          {dialog.lines.map((line) => (
            <Text as="p" key={line}>{line}</Text>
          ))}
        </blockquote>
      </SectionCard>
      <SectionCard title="Your answer">
        <div className={styles.options}>
          {dialog.options.map((option) => (
            <OptionCard key={option.id} option={option} busy={busy} onChoose={() => (option.confirm ? setAsking(option) : void choose(option))} />
          ))}
        </div>
        {decideError && <Text role="alert">That did not work: {decideError}</Text>}
      </SectionCard>
      <Text as="p">{backLink}</Text>
      {conflict && (
        <EditConflictDialog
          subject={`${dialog.who}: ${dialog.about}`}
          fields={conflict.error.fields}
          changed={[]}
          busy={busy}
          labelOf={conversationLabel}
          textOf={conversationText}
          explanation={`Reload shows the conversation as it is now, to answer again. Overwrite anyway gives the same answer (${conflict.option.label}) to it as it is now, with the effects it has now.`}
          onReload={reload}
          onOverwrite={() => void answerAnyway()}
          onDismiss={keepReading}
        />
      )}
      <ConfirmDialog
        open={asking !== null}
        title={`${asking?.label ?? ''}?`}
        confirmLabel={asking?.label ?? 'Confirm'}
        busy={busy}
        onCancel={() => setAsking(null)}
        onConfirm={() => asking && void choose(asking)}
      >
        {asking?.confirm}
      </ConfirmDialog>
    </>
  );
}
