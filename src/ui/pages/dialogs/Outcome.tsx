import { useEffect, useRef } from 'react';
import { Text } from '@fluentui/react-components';
import type { DialogOutcome } from '../../../application/dialogs';
import { DataTable } from '../../components/DataTable';
import { SectionCard } from '../../components/SectionCard';

/** What the last decision changed, shown at the top of the inbox; it takes focus so it is read first. */
export function Outcome({ outcome }: { outcome: DialogOutcome }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), [outcome]);
  return (
    <div ref={ref} tabIndex={-1} aria-live="polite">
      <SectionCard title="What changed">
        <Text as="p">
          {outcome.who} ({outcome.about.toLowerCase()}): you chose “{outcome.choice}”.
        </Text>
        {outcome.changes.length === 0 ? (
          <Text as="p">Nothing changed.</Text>
        ) : (
          <DataTable label="Changes" rows={outcome.changes} rowKey={(_, i) => i}
            columns={[
              { header: 'Who', cell: (c) => c.subject },
              { header: 'What', cell: (c) => c.field },
              { header: 'Before', cell: (c) => c.before },
              { header: 'After', cell: (c) => c.after },
            ]}
          />
        )}
      </SectionCard>
    </div>
  );
}
