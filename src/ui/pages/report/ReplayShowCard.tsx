import { memo, startTransition, useCallback, useEffect, useId, useRef, useState, type ClipboardEvent, type FormEvent, type KeyboardEvent } from 'react';
import { Button, Card, Field, ProgressBar, Subtitle2, Text, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowReplyRegular } from '@fluentui/react-icons';
import type { ReplayProgress } from '../../../application/production';
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

// Issue 34: a text past a show's code is refused as it is pasted, before anything runs.
const tooLong = (text: string) => text.trim().length > REPLAY_CODE_MAX_CHARS;
const tooLongMessage = (text: string) => ErrorMessages.replayCodeTooLong(text.trim().length, REPLAY_CODE_MAX_CHARS);

// A code is one line: Enter replays it, as in a one-line box.
const enterSubmits = (event: KeyboardEvent<HTMLTextAreaElement>) => {
  if (event.key !== 'Enter' || event.shiftKey) return;
  event.preventDefault();
  event.currentTarget.form?.requestSubmit();
};

/** The box's text once `inserted` replaces its selection. */
const withInserted = (box: HTMLTextAreaElement, inserted: string) =>
  box.value.slice(0, box.selectionStart) + inserted + box.value.slice(box.selectionEnd);

interface CodeFieldProps {
  code: string;
  error: string | null;
  busy: boolean;
  onPaste: (text: string) => void;
  /** A text past a show's code, refused before it enters the box. */
  onRefuse: (text: string) => void;
}

/**
 * The paste box. Issue 34: a text area, which Chromium lays out once where a one-line input of
 * 250,000 characters was laid out again (50 ms and more) on every frame the page around it changed;
 * a text past the limit is refused before it enters it (pasted, dropped or typed in one go), so no
 * megabyte is ever laid out; and the box renders only when its own props change, not on each step
 * of the replay's progress (React reads its value back on every render).
 */
const CodeField = memo(function CodeField({ code, error, busy, onPaste, onRefuse }: CodeFieldProps) {
  const styles = useStyles();
  const box = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const guard = (event: InputEvent) => {
      const inserted = event.data ?? event.dataTransfer?.getData('text/plain') ?? '';
      const next = withInserted(element, inserted);
      if (!tooLong(next)) return;
      event.preventDefault();
      onRefuse(next);
    };
    element.addEventListener('beforeinput', guard);
    return () => element.removeEventListener('beforeinput', guard);
  }, [onRefuse]);
  const refusePaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const next = withInserted(event.currentTarget, event.clipboardData.getData('text/plain'));
    if (!tooLong(next)) return;
    event.preventDefault();
    onRefuse(next);
  };
  return (
    <Field
      className={styles.field}
      label="Replay code"
      hint={`One show's code: at most ${REPLAY_CODE_MAX_CHARS.toLocaleString('en-US')} characters and ${REPLAY_MAX_SEGMENTS} segments.`}
      validationState={error ? 'error' : 'none'}
      validationMessage={error ?? undefined}
    >
      <Textarea
        ref={box}
        value={code}
        onChange={(_, data) => onPaste(data.value)}
        onPaste={refusePaste}
        onKeyDown={enterSubmits}
        placeholder="KF1.…"
        spellCheck={false}
        disabled={busy}
        rows={2}
        resize="vertical"
      />
    </Field>
  );
});

/** Issue 17, quick mode: paste a show's replay code and see it re-run from its seed (nothing is saved). */
export function ReplayShowCard() {
  const styles = useStyles();
  const services = useServices();
  const announce = useAnnounce();
  const headingId = useId();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  // Issue 34: one run at a time (a second click before the button is disabled starts nothing).
  const running = useRef(false);
  const [progress, setProgress] = useState<ReplayProgress | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [report, setReport] = useState<ShowReport | null>(null);

  const paste = useCallback((text: string) => {
    setCode(text);
    setError(tooLong(text) ? tooLongMessage(text) : null);
  }, []);
  const refuse = useCallback((text: string) => setError(tooLongMessage(text)), []);

  const replay = async (event: FormEvent) => {
    event.preventDefault();
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setError(null);
    setProgress(null);
    setReport(null);
    const done = () => {
      running.current = false;
      setBusy(false);
      setProgress(null);
    };
    try {
      const next = await services.production.replay(code, { onProgress: setProgress });
      // Issue 34: a card at the limit names thousands of wrestlers; React renders it in slices.
      startTransition(() => {
        setReport(next);
        done();
      });
      announce(`Replayed ${next.showName}: ${next.segments.length} ${next.segments.length === 1 ? 'segment' : 'segments'}`);
    } catch (cause) {
      setReport(null);
      setError(messageOf(cause));
      done();
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
        <CodeField code={code} error={error} busy={busy} onPaste={paste} onRefuse={refuse} />
        <Button type="submit" appearance="primary" icon={<ArrowReplyRegular />} disabled={busy || code.trim() === '' || tooLong(code)}>
          Replay show
        </Button>
      </form>
      {busy && (
        <Field label="Replaying the show…" hint={progress ? `Step ${Math.min(progress.done, progress.total)} of ${progress.total}` : 'Starting'}>
          <ProgressBar thickness="large" max={1} value={progress && progress.total > 0 ? Math.min(1, progress.done / progress.total) : undefined} />
        </Field>
      )}
      {report && <ReplayedShow report={report} />}
    </Card>
  );
}
