import { Text } from '@fluentui/react-components';
import type { EndedRivalry } from '../../../application/rivalries';
import { formatLongDate } from '../../../domain/dates';
import { SectionCard } from '../../components/SectionCard';
import { WrestlerLinks } from '../../components/WrestlerLink';
import { END_LABELS, ORIGIN_LABELS } from './rivalry-labels';

/** The rivalries that ended lately, newest first, with why. */
export function EndedRivalries({ rivalries }: { rivalries: readonly EndedRivalry[] }) {
  return (
    <SectionCard title="Ended rivalries">
      {rivalries.length === 0 ? (
        <Text>None has ended yet.</Text>
      ) : (
        <ul aria-label="Ended rivalries">
          {rivalries.map((r) => (
            <li key={r.id}>
              {/* Issue 35: each name opens the wrestler's page. */}
              <Text weight="semibold">
                <WrestlerLinks people={r.sides[0].people ?? []} empty={r.sides[0].name} /> vs.{' '}
                <WrestlerLinks people={r.sides[1].people ?? []} empty={r.sides[1].name} />
              </Text>
              : {END_LABELS[r.endReason]} on {formatLongDate(r.endedOn)} (heat {Math.round(r.heat)}).{' '}
              {ORIGIN_LABELS[r.origin]}, {formatLongDate(r.startedOn)}.
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
