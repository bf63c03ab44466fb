import { Button, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { formatLongDate } from '../../../domain/dates';
import { Page } from '../../components/Page';
import { PageSections } from '../../components/PageSections';
import { RouteLink } from '../../components/RouteLink';
import { SectionCard } from '../../components/SectionCard';
import { useServices } from '../../services-context';
import { useReadModel } from '../../components/use-read-model';
import { AppearanceTable } from './AppearanceTable';
import { CareerGoal } from './CareerGoal';
import { CareerHistory } from './CareerHistory';
import { CareerProfile } from './CareerProfile';
import { CareerArcCard } from './CareerArcCard';
import { RetirementCard } from './RetirementCard';
import { CareerReigns } from './CareerReigns';
import { CareerRivalries } from './CareerRivalries';
import { RenewContractButton } from '../contracts/RenewContractButton';
import { StopFollowingButton } from './StopFollowingButton';
import { WrestlerStanding } from './WrestlerStanding';
import { useCareerAction } from './use-career-action';

const useStyles = makeStyles({
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

/** Where the wrestler's page sits: the roster (where most names lead from) and career mode. */
const BREADCRUMB = (
  <>
    <RouteLink to="/roster">Roster</RouteLink> › Career mode
  </>
);

/**
 * `/career-mode/:wrestlerId`: the wrestler's page (issue 35), one career from profile to the next
 * booking. Its title (the h1 and the document title) is the wrestler's name; an unknown id is a
 * "not found" page that leads back to the roster.
 */
export function CareerScreen({ wrestlerId }: { wrestlerId: number }) {
  const styles = useStyles();
  const { careers, roster } = useServices();
  // Wrapped, so "no such wrestler" (null) is not mistaken for "still reading".
  const { data, error, reload } = useReadModel(async () => ({ view: await careers.view(wrestlerId) }), 'the career', String(wrestlerId));
  const action = useCareerAction();
  const write = async (what: string, work: () => Promise<unknown>) => {
    await action.run(what, work);
    reload();
  };

  if (error) {
    return (
      <Page title="Career mode" breadcrumb={BREADCRUMB}>
        <Text role="alert">Could not read the career: {error}</Text>
      </Page>
    );
  }
  if (!data) {
    return (
      <Page title="Career mode" breadcrumb={BREADCRUMB}>
        <Spinner label="Reading the career" />
      </Page>
    );
  }
  const { view } = data;
  if (!view) {
    return (
      <Page title="Wrestler not found" breadcrumb={BREADCRUMB}>
        <Text as="p" role="alert">
          No wrestler has the id {wrestlerId} in this game.
        </Text>
        <Text as="p">
          <RouteLink to="/roster">Back to the roster</RouteLink>, or open a career from <RouteLink to="/careers">Careers</RouteLink>.
        </Text>
      </Page>
    );
  }
  const { profile } = view;
  return (
    <Page title={profile.name} breadcrumb={BREADCRUMB}>
      <PageSections>
        <div className={styles.actions}>
          <Text>{view.followed ? 'You follow this career.' : 'You do not follow this career.'}</Text>
          {view.followed ? (
            <StopFollowingButton name={profile.name} disabled={action.busy} onStop={() => void write('stop following', () => careers.stop(profile.id))} />
          ) : (
            profile.inRing && (
              <Button appearance="primary" disabled={action.busy} onClick={() => void write('follow the career', () => careers.start(profile.id))}>
                Follow this career
              </Button>
            )
          )}
          {!profile.retired && <RenewContractButton wrestlerId={profile.id} free={profile.status === 'UNSIGNED'} onChanged={reload} />}
          <RouteLink to="/careers">All careers</RouteLink>
        </div>
        {action.error && <Text role="alert">{action.error}</Text>}
        <CareerProfile view={view} />
        <RetirementCard view={view} onChanged={reload} />
        <CareerArcCard view={view} />
        <WrestlerStanding
          view={view}
          rows={view.history}
          busy={action.busy}
          onPush={(push) => void write('set the push', () => roster.setPush(profile.id, push))}
        />
        <SectionCard title="Next bookings">
          {view.upcoming.length === 0 ? (
            <Text as="p">
              Nothing booked from {formatLongDate(view.date)} on. Open a show on the <RouteLink to="/schedule/shows">show schedule</RouteLink>{' '}
              and put {profile.name} on the card.
            </Text>
          ) : (
            <AppearanceTable label="Next bookings" rows={view.upcoming} played={false} />
          )}
        </SectionCard>
        <CareerHistory key={profile.id} wrestlerId={profile.id} first={{ ...view.historyPage, rows: view.history }} />
        <CareerReigns reigns={view.reigns} />
        <CareerRivalries wrestlerId={profile.id} name={profile.name} />
        <CareerGoal
          view={view}
          busy={action.busy}
          onSet={(championshipId) => void write('set the goal', () => roster.setGoal(profile.id, championshipId))}
          onClear={() => void write('clear the goal', () => roster.clearGoals(profile.id))}
        />
      </PageSections>
    </Page>
  );
}
