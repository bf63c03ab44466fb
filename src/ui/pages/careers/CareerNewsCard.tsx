import { Text, makeStyles, tokens } from '@fluentui/react-components';
import type { CareerNewsLine } from '../../../application/careers';
import { formatLongDate } from '../../../domain/dates';
import { RouteLink } from '../../components/RouteLink';
import { SectionCard } from '../../components/SectionCard';
import { TextWithWrestlerLinks } from '../../components/WrestlerLink';
import { useReadModel } from '../../components/use-read-model';
import { useServices } from '../../services-context';
import { reignsOf } from '../championships/championship-labels';

const useStyles = makeStyles({
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  date: { color: tokens.colorNeutralForeground3 },
  empty: { color: tokens.colorNeutralForeground3, fontStyle: 'italic' },
});

/** One line: its date, then the sentence with the wrestler's name linked (and the title's page, for a vacancy). */
export function CareerNewsItem({ line }: { line: CareerNewsLine }) {
  const styles = useStyles();
  return (
    <li>
      <Text className={styles.date}>{formatLongDate(line.date)}: </Text>
      <TextWithWrestlerLinks text={line.text} people={line.people} />
      {line.kind === 'vacated' && line.championship && (
        <>
          {' '}
          <RouteLink to={reignsOf(line.championship.id)}>{`${line.championship.name}'s reigns`}</RouteLink>
        </>
      )}
    </li>
  );
}

/**
 * Issue 36: the careers news (retirements announced and taken, asks to stay, rookies arriving and
 * signing, titles vacated with the reason), newest first: on Backstage, the office and the blog.
 * `readKey` (the game date, say) reads it again when it changes.
 */
export function CareerNewsCard({ title = 'Careers news', limit, companyId, readKey = '' }: { title?: string; limit: number; companyId?: number | null; readKey?: string }) {
  const styles = useStyles();
  const { careers } = useServices();
  const { data, error } = useReadModel(() => careers.news(limit, companyId), 'the careers news', `career-news-${limit}-${companyId ?? ''}-${readKey}`);
  // A classic game has no careers news: nothing to show.
  if (data && !data.living && data.lines.length === 0) return null;
  return (
    <SectionCard title={title}>
      {error && <Text role="alert">Could not read the careers news: {error}</Text>}
      {data && data.lines.length === 0 && (
        <Text as="p" className={styles.empty}>
          No retirement, debut or vacant title yet. In a living game they come as the weeks pass: advance the calendar from the office.
        </Text>
      )}
      {data && data.lines.length > 0 && (
        <ul className={styles.list} aria-label={title}>
          {data.lines.map((line, i) => (
            <CareerNewsItem key={`${line.date}-${i}`} line={line} />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
