import { MessageBar, MessageBarBody, MessageBarTitle, makeStyles, tokens } from '@fluentui/react-components';
import type { TitleDue } from '../../../application/championships';
import { formatLongDate } from '../../../domain/dates';
import { BELTS } from '../../../domain/rules/living/title-holders';
import { RouteLink } from '../../components/RouteLink';
import { useReadModel } from '../../components/use-read-model';
import { useServices } from '../../services-context';
import { reignsOf } from '../championships/championship-labels';

const useStyles = makeStyles({ stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS } });

/** Issue 36: the suggestion for one title, in words. */
export const dueText = (due: TitleDue): string =>
  due.vacant
    ? 'It is vacant: book a match for it (or a tournament) on one of your next shows; the winner becomes champion.'
    : `It has not been on the line for ${Math.floor(due.days / 7)} weeks: book a defence on one of your next shows, or it is vacated on ${formatLongDate(due.vacatedOn)}.`;

/**
 * Issue 36 (living rules): the player's titles to put on the line soon, vacant ones first. A
 * suggestion only: booking the match is the player's (a title match on any card, or a tournament).
 */
export function TitlesDue({ date }: { date: string }) {
  const styles = useStyles();
  const services = useServices();
  const model = useReadModel(() => services.championships.titlesDue(), 'titles due', date);
  const due = model.data ?? [];
  if (due.length === 0) return null;
  return (
    <section aria-label="Titles to put on the line" className={styles.stack}>
      {due.map((title) => (
        <MessageBar key={title.championshipId} intent={title.vacant || title.days >= BELTS.certainFromDays ? 'warning' : 'info'} layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>
              <RouteLink to={reignsOf(title.championshipId)}>{title.title}</RouteLink>
            </MessageBarTitle>
            {dueText(title)}
          </MessageBarBody>
        </MessageBar>
      ))}
    </section>
  );
}
