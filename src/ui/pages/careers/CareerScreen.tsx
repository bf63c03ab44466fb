import { Button, Spinner, Text, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { formatLongDate } from '../../../domain/dates';
import { PageSections } from '../../components/PageSections';
import { RouteLink } from '../../components/RouteLink';
import { SectionCard } from '../../components/SectionCard';
import { useServices } from '../../services-context';
import { useReadModel } from '../../components/use-read-model';
import { AppearanceTable } from './AppearanceTable';
import { CareerGoal } from './CareerGoal';
import { CareerHistory } from './CareerHistory';
import { CareerProfile } from './CareerProfile';
import { CareerReigns } from './CareerReigns';
import { CareerRivalries } from './CareerRivalries';
import { RenewContractButton } from '../contracts/RenewContractButton';
import { StopFollowingButton } from './StopFollowingButton';
import { WrestlerStanding } from './WrestlerStanding';
import { useCareerAction } from './use-career-action';

const useStyles = makeStyles({
  header: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

/** `/career-mode/:wrestlerId`: one wrestler's career, from profile to the next booking. */
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

  if (error) return <Text role="alert">Could not read the career: {error}</Text>;
  if (!data) return <Spinner label="Reading the career" />;
  const { view } = data;
  if (!view) {
    return (
      <Text as="p" role="alert">
        No wrestler has the id {wrestlerId} in this game. <RouteLink to="/career-mode/start">Start a career</RouteLink> with someone on
        the roster, or open one from <RouteLink to="/careers">Careers</RouteLink>.
      </Text>
    );
  }
  const { profile } = view;
  return (
    <PageSections>
      <div className={styles.header}>
        <Title2 as="h2">{profile.name}</Title2>
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
      </div>
      {action.error && <Text role="alert">{action.error}</Text>}
      <CareerProfile view={view} />
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
  );
}
