import { useState } from 'react';
import {
  Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Spinner, Text, makeStyles, tokens,
} from '@fluentui/react-components';
import { MAX_CAREER_NEWS } from '../../../domain/entities/career-news';
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
  all: { maxHeight: '60vh', overflowY: 'auto' },
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
  const more = data && data.total > data.lines.length ? data.total : 0;
  return (
    <SectionCard title={title} action={more > 0 ? <AllCareerNews title={title} total={more} companyId={companyId} readKey={readKey} /> : undefined}>
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

/**
 * Issue 36: "See all": every line the game keeps (the whole week's and the weeks' before, newest
 * first) in a dialog, read when it opens; the card itself shows only the newest few.
 */
function AllCareerNews({ title, total, companyId, readKey }: { title: string; total: number; companyId?: number | null; readKey: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" appearance="subtle" onClick={() => setOpen(true)}>{`See all ${total} lines`}</Button>
      {open && <AllCareerNewsDialog title={title} companyId={companyId} readKey={readKey} onClose={() => setOpen(false)} />}
    </>
  );
}

function AllCareerNewsDialog({ title, companyId, readKey, onClose }: { title: string; companyId?: number | null; readKey: string; onClose: () => void }) {
  const styles = useStyles();
  const { careers } = useServices();
  const { data, error } = useReadModel(() => careers.news(Number.POSITIVE_INFINITY, companyId), 'the careers news', `career-news-all-${companyId ?? ''}-${readKey}`);
  const heading = `${title}: every line`;
  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{heading}</DialogTitle>
          <DialogContent className={styles.all}>
            {error && <Text role="alert">Could not read the careers news: {error}</Text>}
            {!data && !error && <Spinner size="tiny" label="Reading the careers news" />}
            {data && (
              <>
                <Text as="p">{`${data.total} ${data.total === 1 ? 'line' : 'lines'}, newest first: every line the game keeps (the newest ${MAX_CAREER_NEWS} of its careers news).`}</Text>
                <ul className={styles.list} aria-label={heading}>
                  {data.lines.map((line, i) => (
                    <CareerNewsItem key={`${line.date}-${i}`} line={line} />
                  ))}
                </ul>
              </>
            )}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>Close</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
