import { Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { DraftView } from '../../../application/draft';
import { Page } from '../../components/Page';
import { RouteLink } from '../../components/RouteLink';
import { SectionCard } from '../../components/SectionCard';
import { DraftForm } from './DraftForm';
import { DraftTable } from './DraftTable';
import { ProcessDrafts } from './ProcessDrafts';
import { ProcessResult } from './ProcessResult';
import { useDraft, type DraftState } from './use-draft';

const useStyles = makeStyles({
  // The form beside the lists on a wide screen; one column below 960 px.
  grid: {
    display: 'grid',
    gridTemplateColumns: 'minmax(300px, 440px) minmax(0, 1fr)',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
    '@media (max-width: 960px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  empty: { color: tokens.colorNeutralForeground3, fontStyle: 'italic' },
  error: { color: tokens.colorPaletteRedForeground1 },
  refused: { margin: 0, paddingLeft: tokens.spacingHorizontalL, color: tokens.colorPaletteRedForeground1 },
});

/** Drafting needs a brand to sign for and a wrestler to sign. */
function NothingToDraft({ view }: { view: DraftView }) {
  const styles = useStyles();
  const missing = view.brands.length === 0 ? 'No brands yet' : 'No wrestlers to draft yet';
  return (
    <Text className={styles.empty}>
      {missing}. Start a new game from <RouteLink to="/setup">Welcome</RouteLink>, or import the starting{' '}
      <RouteLink to={view.brands.length === 0 ? '/import/brands' : '/import/wrestlers'}>
        {view.brands.length === 0 ? 'brands' : 'wrestlers'}
      </RouteLink>
      .
    </Text>
  );
}

/** Issue 33: pending drafts a game with rivals will not process, each with the reason. */
function RefusedDrafts({ rows }: { rows: DraftView['pending'] }) {
  const styles = useStyles();
  const refused = rows.filter((row) => row.refusal);
  if (refused.length === 0) return null;
  return (
    <div>
      <Text weight="semibold">Refused: processing leaves {refused.length === 1 ? 'this draft' : 'these drafts'} pending. Remove {refused.length === 1 ? 'it' : 'them'}.</Text>
      <ul className={styles.refused} aria-label="Refused drafts">
        {refused.map((row) => (
          <li key={row.id}>
            Pick {row.pick}, {row.wrestlerName ?? 'a deleted wrestler'}: {row.refusal}
          </li>
        ))}
      </ul>
    </div>
  );
}

function DraftScreen({ view, state }: { view: DraftView; state: DraftState }) {
  const styles = useStyles();
  const { busy, submit, remove, process } = state;
  return (
    <div className={styles.grid}>
      <SectionCard title="New draft">
        {view.brands.length === 0 || view.wrestlers.length === 0 ? (
          <NothingToDraft view={view} />
        ) : (
          <DraftForm view={view} busy={busy} onSubmit={submit} />
        )}
      </SectionCard>
      <div className={styles.column}>
        <SectionCard title="Pending drafts" action={<ProcessDrafts view={view} busy={busy} onProcess={process} />}>
          {view.pending.length === 0 ? (
            <Text className={styles.empty}>
              No pending drafts. Choose a brand and a wrestler under New draft and save it; then Process drafts signs
              every pending wrestler and charges their brands.
            </Text>
          ) : (
            <DraftTable label="Pending drafts" rows={view.pending} busy={busy} onRemove={(row) => remove(row.id)} />
          )}
          <RefusedDrafts rows={view.pending} />
        </SectionCard>
        <SectionCard title="Completed drafts">
          {view.completed.length === 0 ? (
            <Text className={styles.empty}>No completed drafts yet. Processed drafts are listed here.</Text>
          ) : (
            <DraftTable label="Completed drafts" rows={view.completed} />
          )}
        </SectionCard>
      </div>
    </div>
  );
}

/** `/draft`: pick wrestlers for brands, then process the picks: the wrestlers sign, the brands pay. */
export function DraftPage() {
  const styles = useStyles();
  const state = useDraft();
  const { view, loadError, actionError, result, dismissResult } = state;
  return (
    <Page title="Draft">
      {/* Plain alerts, not MessageBar: its reflow needs a ResizeObserver the route test has not. */}
      {loadError && (
        <Text role="alert" className={styles.error}>
          Could not read the drafts: {loadError}
        </Text>
      )}
      {!view && !loadError && <Spinner label="Loading the drafts" />}
      {actionError && (
        <Text role="alert" className={styles.error}>
          {actionError}
        </Text>
      )}
      {result && <ProcessResult result={result} onDismiss={dismissResult} />}
      {view && <DraftScreen view={view} state={state} />}
    </Page>
  );
}
