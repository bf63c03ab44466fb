import { Spinner, Text } from '@fluentui/react-components';
import { Page } from '../../components/Page';
import { PageSections } from '../../components/PageSections';
import { RouteLink } from '../../components/RouteLink';
import { SectionCard } from '../../components/SectionCard';
import { CreateTournamentForm } from './CreateTournamentForm';
import { TournamentBracket } from './TournamentBracket';
import { TournamentList } from './TournamentList';
import { useTournaments } from './use-tournaments';

/** `/tournaments`: single-elimination brackets. `?id=` opens one above the list. */
export function TournamentsPage() {
  const state = useTournaments();
  const { view, rows, selectedId } = state;
  return (
    <Page title="Tournaments">
      <PageSections>
        {state.error && <Text role="alert">Something went wrong: {state.error}</Text>}
        <Text role="status" aria-live="polite">
          {state.announcement}
        </Text>
        {selectedId !== null && view === undefined && !state.error && <Spinner label="Reading the bracket" />}
        {selectedId !== null && view === null && (
          <Text as="p">
            There is no tournament #{selectedId}: it may have been deleted. <RouteLink to="/tournaments">Back to every tournament</RouteLink>
          </Text>
        )}
        {view && (
          <TournamentBracket
            key={view.id}
            view={view}
            busy={state.busy}
            onPlay={(kind) => void state.play(kind)}
            onDelete={() => void state.remove(view.id)}
          />
        )}
        <SectionCard title="All tournaments">
          {rows ? <TournamentList rows={rows} selectedId={selectedId} /> : !state.error && <Spinner size="small" label="Reading the tournaments" />}
        </SectionCard>
        <SectionCard title="New tournament">
          <CreateTournamentForm onCreate={state.create} version={state.version} />
        </SectionCard>
      </PageSections>
    </Page>
  );
}
