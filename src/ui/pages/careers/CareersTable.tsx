import { Button, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useNavigate } from 'react-router-dom';
import type { CareerSummary } from '../../../application/careers';
import { formatLongDate } from '../../../domain/dates';
import { RouteLink } from '../../components/RouteLink';
import { careerPath, names, RESULT_LABELS, recordText, whoElse } from './career-labels';
import { StopFollowingButton } from './StopFollowingButton';
import { ScrollTable } from '../../components/ScrollTable';

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
      <Table size="small" aria-label="Followed careers" className={styles.table}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>Wrestler</TableHeaderCell>
            <TableHeaderCell>Brand</TableHeaderCell>
            <TableHeaderCell>Record (W-L-D)</TableHeaderCell>
            <TableHeaderCell>Titles held</TableHeaderCell>
            <TableHeaderCell>Last match</TableHeaderCell>
            <TableHeaderCell>Actions</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {careers.map((career) => (
            <TableRow key={career.wrestlerId}>
              <TableCell>
                {career.name ?? <span className={styles.muted}>No longer in this game (#{career.wrestlerId})</span>}
                {career.retired && <Text className={styles.muted}> · retired</Text>}
              </TableCell>
              <TableCell>{career.brandNames.join(', ') || <span className={styles.muted}>No brand</span>}</TableCell>
              <TableCell className={styles.figure}>{career.name === null ? '—' : recordText(career)}</TableCell>
              <TableCell>{career.titles.length ? names(career.titles) : <span className={styles.muted}>None</span>}</TableCell>
              <TableCell>
                {career.last ? (
                  <>
                    {formatLongDate(career.last.date)}:{' '}
                    {career.last.productionId !== null ? (
                      <RouteLink to={`/production/${career.last.productionId}`}>{career.last.showName}</RouteLink>
                    ) : (
                      career.last.showName
                    )}
                    , {career.last.kindName} {whoElse(career.last)}
                    {career.last.competition && ` · ${RESULT_LABELS[career.last.result]}`}
                  </>
                ) : (
                  <span className={styles.muted}>No completed segment yet</span>
                )}
              </TableCell>
              <TableCell>
                <div className={styles.actions}>
                  {career.name !== null && (
                    <Button size="small" appearance="primary" onClick={() => navigate(careerPath(career.wrestlerId))} aria-label={`Continue ${career.name}'s career`}>
                      Continue
                    </Button>
                  )}
                  <StopFollowingButton name={career.name} disabled={busy} onStop={() => onStop(career.wrestlerId)} />
                </div>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollTable>
  );
}
