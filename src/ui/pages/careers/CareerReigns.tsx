import { Badge, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text } from '@fluentui/react-components';
import type { CareerReign } from '../../../application/careers';
import { formatLongDate } from '../../../domain/dates';
import { RouteLink } from '../../components/RouteLink';
import { SectionCard } from '../../components/SectionCard';
import { names } from './career-labels';

const dayText = (days: number | null) => (days === null ? '—' : `${days} ${days === 1 ? 'day' : 'days'}`);

/** Every reign the wrestler held (alone or with partners), newest first. */
export function CareerReigns({ reigns }: { reigns: readonly CareerReign[] }) {
  return (
    <SectionCard title="Championship reigns">
      {reigns.length === 0 ? (
        <Text as="p">
          No title reign yet. Put this wrestler in a championship match, or set a title as their goal below. See every title on{' '}
          <RouteLink to="/rank/championships">Rank championships</RouteLink>.
        </Text>
      ) : (
        <Table size="small" aria-label="Championship reigns">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>Championship</TableHeaderCell>
              <TableHeaderCell>With</TableHeaderCell>
              <TableHeaderCell>Won</TableHeaderCell>
              <TableHeaderCell>Lost</TableHeaderCell>
              <TableHeaderCell>Held</TableHeaderCell>
              <TableHeaderCell>Defenses</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {reigns.map((reign) => (
              <TableRow key={reign.id}>
                <TableCell>
                  <RouteLink to={`/reigns?championship=${reign.championship.id}`}>{reign.championship.name}</RouteLink>
                </TableCell>
                <TableCell>{reign.partners.length ? names(reign.partners) : '—'}</TableCell>
                <TableCell>{reign.startDate ? formatLongDate(reign.startDate) : 'Unknown'}</TableCell>
                <TableCell>
                  {reign.endDate === null ? (
                    <Badge appearance="filled" color="success">
                      Current
                    </Badge>
                  ) : (
                    formatLongDate(reign.endDate)
                  )}
                </TableCell>
                <TableCell>{dayText(reign.days)}</TableCell>
                <TableCell>{reign.defenses}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </SectionCard>
  );
}
