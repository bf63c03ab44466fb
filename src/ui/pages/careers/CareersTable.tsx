import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useNavigate } from 'react-router-dom';
import type { CareerSummary } from '../../../application/careers';
import { formatLongDate } from '../../../domain/dates';
import { RouteLink } from '../../components/RouteLink';
import { careerPath, names, RESULT_LABELS, recordText } from './career-labels';
import { WhoElse } from './WhoElse';
import { WrestlerLink } from '../../components/WrestlerLink';
import { StopFollowingButton } from './StopFollowingButton';
import { ScrollTable } from '../../components/ScrollTable';
import { DataTable } from '../../components/DataTable';

const useStyles = makeStyles({
  table: { minWidth: '820px' },
  figure: { fontVariantNumeric: 'tabular-nums' },
  muted: { color: tokens.colorNeutralForeground3 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

interface CareersTableProps {
  careers: readonly CareerSummary[];
  busy: boolean;
  onStop: (wrestlerId: number) => void;
}

/** The followed careers, in the order they were started. */
export function CareersTable({ careers, busy, onStop }: CareersTableProps) {
  const styles = useStyles();
  const navigate = useNavigate();
  return (
    <ScrollTable label="Followed careers table">
      <DataTable label="Followed careers" className={styles.table} rows={careers} rowKey={(career) => career.wrestlerId}
        columns={[
          {
            header: 'Wrestler',
            cell: (career) => (
              <>
                {career.name !== null ? <WrestlerLink id={career.wrestlerId} name={career.name} /> : <span className={styles.muted}>No longer in this game (#{career.wrestlerId})</span>}
                {career.retired && <Text className={styles.muted}> · retired</Text>}
              </>
            ),
          },
          { header: 'Brand', cell: (career) => career.brandNames.join(', ') || <span className={styles.muted}>No brand</span> },
          { header: 'Record (W-L-D)', className: styles.figure, cell: (career) => (career.name === null ? '—' : recordText(career)) },
          { header: 'Titles held', cell: (career) => (career.titles.length ? names(career.titles) : <span className={styles.muted}>None</span>) },
          {
            header: 'Last match',
            cell: (career) =>
              career.last ? (
                <>
                  {formatLongDate(career.last.date)}:{' '}
                  {career.last.productionId !== null ? (
                    <RouteLink to={`/production/${career.last.productionId}`}>{career.last.showName}</RouteLink>
                  ) : (
                    career.last.showName
                  )}
                  , {career.last.kindName} <WhoElse row={career.last} />
                  {career.last.competition && ` · ${RESULT_LABELS[career.last.result]}`}
                </>
              ) : (
                <span className={styles.muted}>No completed segment yet</span>
              ),
          },
          {
            header: 'Actions',
            cell: (career) => (
              <div className={styles.actions}>
                {career.name !== null && (
                  <Button size="small" appearance="primary" onClick={() => navigate(careerPath(career.wrestlerId))} aria-label={`Continue ${career.name}'s career`}>
                    Continue
                  </Button>
                )}
                <StopFollowingButton name={career.name} disabled={busy} onStop={() => onStop(career.wrestlerId)} />
              </div>
            ),
          },
        ]}
      />
    </ScrollTable>
  );
}
