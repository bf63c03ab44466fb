import type { ChangeEvent } from 'react';
import { MessageBar, MessageBarBody, MessageBarTitle, makeStyles, shorthands, tokens } from '@fluentui/react-components';
import { ArrowUploadRegular } from '@fluentui/react-icons';
import { ConfirmImportDialog } from './ConfirmImportDialog';
import { NoSafetyCopyDialog } from './NoSafetyCopyDialog';
import { RepairableImport } from './RepairableImport';
import { SaveProgressBar } from './SaveProgressBar';
import { useSaveImport } from './use-save-import';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalS, maxWidth: '100%' },
  // The label looks like a button and is the input's visible name; the input stays focusable.
  picker: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    minHeight: '34px',
    padding: `0 ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    ...shorthands.border(tokens.strokeWidthThin, 'solid', tokens.colorNeutralStroke1),
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    fontWeight: tokens.fontWeightSemibold,
    cursor: 'pointer',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-within': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  busy: { cursor: 'progress', opacity: 0.6 },
  input: { position: 'absolute', width: '1px', height: '1px', opacity: 0, overflow: 'hidden' },
  progress: { width: 'min(360px, 100%)' },
  fileName: { wordBreak: 'break-all' },
});

/** Settings: the `Import save` file input, its confirmation, progress and outcome. */
export function ImportSave({ onImported }: { onImported?: () => void } = {}) {
  const styles = useStyles();
  const { state, choose, cancel, confirm } = useSaveImport(onImported);
  const busy = state.step === 'importing';

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again still fires a change.
    event.target.value = '';
    if (file) choose(file);
  };

  return (
    <div className={styles.root}>
      <label className={busy ? `${styles.picker} ${styles.busy}` : styles.picker}>
        <ArrowUploadRegular aria-hidden fontSize={20} />
        <span>Import save</span>
        <input className={styles.input} type="file" accept=".json,application/json" disabled={busy} onChange={onChange} />
      </label>
      {busy && (
        <div className={styles.progress}>
          <SaveProgressBar label="Import progress" progress={state.progress} waiting="Reading and checking the file" />
        </div>
      )}
      {state.step === 'done' && (
        <MessageBar intent="success">
          <MessageBarBody role="status">
            <MessageBarTitle>Save imported.</MessageBarTitle>
            {state.rows} rows restored from <span className={styles.fileName}>{state.fileName}</span>.
          </MessageBarBody>
        </MessageBar>
      )}
      {state.step === 'failed' && (
        <MessageBar intent="error">
          <MessageBarBody>
            <MessageBarTitle>Import failed; your game is unchanged.</MessageBarTitle>
            <span role="alert">{state.message}</span>
          </MessageBarBody>
        </MessageBar>
      )}
      {state.step === 'repairable' && <RepairableImport repairs={state.repairs} onRepair={() => void confirm()} onCancel={cancel} />}
      <ConfirmImportDialog
        fileName={state.step === 'confirming' ? state.file.name : null}
        onCancel={cancel}
        onConfirm={() => void confirm()}
      />
      <NoSafetyCopyDialog open={state.step === 'no-copy'} kind="import" onCancel={cancel} onConfirm={() => void confirm()} />
    </div>
  );
}
