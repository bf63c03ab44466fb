import { Text } from '@fluentui/react-components';
import type { CareerReign } from '../../../application/careers';
import { formatLongDate } from '../../../domain/dates';
import { RouteLink } from '../../components/RouteLink';
import { SectionCard } from '../../components/SectionCard';
import { WrestlerLinks } from '../../components/WrestlerLink';
import { DataTable } from '../../components/DataTable';
import { LostCell } from '../../components/LostCell';

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
        <DataTable label="Championship reigns" rows={reigns} rowKey={(reign) => reign.id}
          columns={[
            { header: 'Championship', cell: (reign) => <RouteLink to={`/reigns?championship=${reign.championship.id}`}>{reign.championship.name}</RouteLink> },
            { header: 'With', cell: (reign) => <WrestlerLinks people={reign.partners} joiner=", " empty="—" /> },
            { header: 'Won', cell: (reign) => (reign.startDate ? formatLongDate(reign.startDate) : 'Unknown') },
            { header: 'Lost', cell: (reign) => <LostCell endDate={reign.endDate} /> },
            { header: 'Held', cell: (reign) => dayText(reign.days) },
            { header: 'Defenses', cell: (reign) => reign.defenses },
          ]}
        />
      )}
    </SectionCard>
  );
}
