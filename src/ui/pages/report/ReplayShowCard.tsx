import { useId, useState, type FormEvent } from 'react';
import { Button, Card, Field, Input, Subtitle2, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowReplyRegular } from '@fluentui/react-icons';
import type { ShowReport } from '../../../domain/report/show-report';
import { REPLAY_CODE_MAX_CHARS, REPLAY_MAX_SEGMENTS } from '../../../domain/report/replay-code';
import { ErrorMessages } from '../../../domain/errors';
import { useAnnounce } from '../../components/Announcer';
import { messageOf } from '../../errors/message-of';
import { useServices } from '../../services-context';
import { ReplayedShow } from './ReplayedShow';

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  form: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  field: { flexGrow: 1, minWidth: '16rem' },
});

/** Issue 17, quick mode: paste a show's replay code and see it re-run from its seed (nothing is saved). */
export function ReplayShowCard() {
  const styles = useStyles();
  const services = useServices();
  const announce = useAnnounce();
  const headingId = useId();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [report, setReport] = useState<ShowReport | null>(null);

  // Issue 34: a text past a show's code is refused as it is pasted, before anything runs.
  const tooLong = (text: string) => text.trim().length > REPLAY_CODE_MAX_CHARS;
  const paste = (text: string) => {
    setCode(text);
    setError(tooLong(text) ? ErrorMessages.replayCodeTooLong(text.trim().length, REPLAY_CODE_MAX_CHARS) : null);
  };

  const replay = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const next = await services.production.replay(code);
      setReport(next);
      announce(`Replayed ${next.showName}: ${next.segments.length} ${next.segments.length === 1 ? 'segment' : 'segments'}`);
    } catch (cause) {
      setReport(null);
      setError(messageOf(cause));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card role="region" aria-labelledby={headingId} className={styles.stack}>
      <Subtitle2 as="h2" id={headingId}>Replay a show</Subtitle2>
      <Text as="p">
        Paste the replay code copied from a completed show's results: the show runs again from its seed, with the card as
        it walked in, and gives the same results. Nothing in your game changes.
      </Text>
      <form className={styles.form} onSubmit={(e) => void replay(e)}>
        <Field
          className={styles.field}
          label="Replay code"
          hint={`One show's code: at most ${REPLAY_CODE_MAX_CHARS.toLocaleString('en-US')} characters and ${REPLAY_MAX_SEGMENTS} segments.`}
          validationState={error ? 'error' : 'none'}
          validationMessage={error ?? undefined}
        >
          <Input value={code} onChange={(_, data) => paste(data.value)} placeholder="KF1.…" spellCheck={false} />
        </Field>
        <Button type="submit" appearance="primary" icon={<ArrowReplyRegular />} disabled={busy || code.trim() === '' || tooLong(code)}>
          Replay show
        </Button>
      </form>
      {report && <ReplayedShow report={report} />}
    </Card>
  );
}
