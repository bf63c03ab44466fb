import { useEffect, useRef } from 'react';
import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text } from '@fluentui/react-components';
import type { DialogOutcome } from '../../../application/dialogs';
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
          <Table size="small" aria-label="Changes">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>Who</TableHeaderCell>
                <TableHeaderCell>What</TableHeaderCell>
                <TableHeaderCell>Before</TableHeaderCell>
                <TableHeaderCell>After</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {outcome.changes.map((c, i) => (
                <TableRow key={i}>
                  <TableCell>{c.subject}</TableCell>
                  <TableCell>{c.field}</TableCell>
                  <TableCell>{c.before}</TableCell>
                  <TableCell>{c.after}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </SectionCard>
    </div>
  );
}
