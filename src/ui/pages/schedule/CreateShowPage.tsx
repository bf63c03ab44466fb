import { useEffect, useMemo } from 'react';
import { Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ErrorCircleRegular } from '@fluentui/react-icons';
import { useNavigate, useParams } from 'react-router-dom';
import { formatLongDate } from '../../../domain/dates';
import { Page } from '../../components/Page';
import { readCreateShowParams } from './create-show-params';
import { RouteLink } from '../../components/RouteLink';
import { useCreateShow } from './use-create-show';

const useStyles = makeStyles({
  problem: {
    display: 'flex',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorStatusDangerBorder1}`,
    backgroundColor: tokens.colorStatusDangerBackground1,
  },
  icon: { color: tokens.colorStatusDangerForeground1, fontSize: '20px', flexShrink: 0 },
  text: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
});

/** `/create-show/:showId/:date`: makes (or finds) the production, then opens it. */
export function CreateShowPage() {
  const styles = useStyles();
  const navigate = useNavigate();
  const { showId, date } = useParams();
  const params = useMemo(() => readCreateShowParams(showId, date), [showId, date]);
  const status = useCreateShow(params);

  useEffect(() => {
    // Replace: Back from the production goes to the schedule, not to this hand-over page.
    if (status.state === 'done') navigate(`/production/${status.production.id}`, { replace: true });
  }, [status, navigate]);

  if (status.state === 'failed') {
    return (
      <Page title="Create a show">
        <div role="alert" className={styles.problem}>
          <ErrorCircleRegular className={styles.icon} aria-hidden />
          <span className={styles.text}>
            <Text weight="semibold">The production could not be opened</Text>
            <Text>{status.message}</Text>
          </span>
        </div>
        <RouteLink to="/schedule/shows">Back to the show schedule</RouteLink>
      </Page>
    );
  }
  const what = status.state === 'working' && status.showName ? status.showName : 'the show';
  const when = params.valid ? ` on ${formatLongDate(params.date)}` : '';
  return (
    <Page title="Create a show">
      <Spinner label={`Preparing the production of ${what}${when}…`} />
    </Page>
  );
}
