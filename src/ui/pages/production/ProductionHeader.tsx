import { memo } from 'react';
import { Badge, Text, Title2 } from '@fluentui/react-components';
import { formatLongDate } from '../../../domain/dates';
import type { ProductionView } from './production-view';
import { useProductionStyles } from './production-styles';

/** Show, date, venue and brands of the production, and whether it has been simulated. */
export const ProductionHeader = memo(function ProductionHeader({ view }: { view: ProductionView }) {
  const styles = useProductionStyles();
  const { production, venue, brands } = view;
  const place = venue ? [venue.name, venue.city].filter(Boolean).join(', ') : 'No venue booked';
  return (
    <section className={styles.spread} aria-label="Production details">
      <div className={styles.stack}>
        <Title2 as="h2">
          {view.show?.name ?? production.name} on {formatLongDate(production.date)}
        </Title2>
        <dl className={styles.facts}>
          <dt>Venue</dt>
          <dd>{place}</dd>
          <dt>Brands</dt>
          <dd>{brands.length > 0 ? brands.map((brand) => brand.name).join(', ') : 'None'}</dd>
        </dl>
      </div>
      {production.complete ? (
        <Badge color="success" size="large">Complete</Badge>
      ) : (
        <Text className={styles.muted}>Not simulated yet</Text>
      )}
    </section>
  );
});
