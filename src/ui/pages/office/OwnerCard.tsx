import { Suspense } from 'react';
import { useReadModel } from '../../components/use-read-model';
import { useServices } from '../../services-context';
import { lazyNamed } from '../../components/lazy-named';

// Only a game with rivals has an owner: the card and its progress bars (Fluent's ProgressBar and
// motion code) load when the read says so, not with the office.
const OwnerObjectivesCard = lazyNamed(() => import('./OwnerObjectivesCard'), 'OwnerObjectivesCard');

/** Issue 18: the owner's objectives for the year, on the office (only in a game with rivals); read again when the date moves. */
export function OwnerCard({ date }: { date: string }) {
  const { owner } = useServices();
  const { data } = useReadModel(() => owner.office(), "the owner's objectives", `office ${date}`);
  if (!data?.rivals) return null;
  return (
    <Suspense fallback={null}>
      <OwnerObjectivesCard data={data} />
    </Suspense>
  );
}
