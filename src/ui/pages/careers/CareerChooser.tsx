import { useMemo, useState } from 'react';
import { Button, Field, SearchBox, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { CareerCandidate } from '../../../application/careers';
import { formatPoints } from '../../../domain/format';
import { RouteLink } from '../../components/RouteLink';
import { careerPath } from './career-labels';

/** Typing narrows the list; a large roster never renders hundreds of rows at once. */
export const CHOOSER_SHOWN = 30;

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  item: {
    display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`, borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  muted: { color: tokens.colorNeutralForeground3 },
});

interface CareerChooserProps {
  candidates: readonly CareerCandidate[];
  busy: boolean;
  onStart: (wrestlerId: number) => void;
}

/** Pick the wrestler whose career to follow: search by name, then start (or continue) theirs. */
export function CareerChooser({ candidates, busy, onStart }: CareerChooserProps) {
  const styles = useStyles();
  const [search, setSearch] = useState('');
  const needle = search.trim().toLowerCase();
  const matches = useMemo(() => candidates.filter((c) => c.name.toLowerCase().includes(needle)), [candidates, needle]);
  const shown = matches.slice(0, CHOOSER_SHOWN);

  if (candidates.length === 0) {
    return (
      <Text as="p">
        Nobody can start a career: the game has no active in-ring wrestler. <RouteLink to="/setup">Set up a new game</RouteLink> or{' '}
        <RouteLink to="/import/wrestlers">import the starting roster</RouteLink>.
      </Text>
    );
  }
  return (
    <>
      <Field label="Search wrestlers">
        <SearchBox value={search} onChange={(_, data) => setSearch(data.value)} placeholder="Any name" />
      </Field>
      <Text role="status">
        {matches.length === 0
          ? `No active wrestler's name contains “${search.trim()}”.`
          : `${matches.length} of ${candidates.length} wrestlers${matches.length > shown.length ? `, the first ${shown.length} shown: type to narrow` : ''}`}
      </Text>
      {shown.length > 0 && (
        <ul className={styles.list} aria-label="Wrestlers to follow">
          {shown.map((c) => (
            <li key={c.id} className={styles.item}>
              <span>
                <Text weight="semibold">{c.name}</Text>{' '}
                <Text size={200} className={styles.muted}>
                  {formatPoints(c.points)} pts · {c.brandNames.join(', ') || 'no brand'}
                </Text>
              </span>
              {c.followed ? (
                // Each name begins with the visible text and adds whose career it is.
                <RouteLink to={careerPath(c.id)} label={`Following: continue ${c.name}'s career`}>
                  Following: continue
                </RouteLink>
              ) : (
                <Button size="small" appearance="primary" disabled={busy} onClick={() => onStart(c.id)} aria-label={`Start career with ${c.name}`}>
                  Start career
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
