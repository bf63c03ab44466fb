import { useState } from 'react';
import { Spinner, Text } from '@fluentui/react-components';
import type { OfferRow, TalentResult } from '../../../application/talent';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useAnnounce } from '../../components/Announcer';
import { Page } from '../../components/Page';
import { PageSections } from '../../components/PageSections';
import { RouteLink } from '../../components/RouteLink';
import { SectionCard } from '../../components/SectionCard';
import { useReadModel } from '../../components/use-read-model';
import { useServices } from '../../services-context';
import { useCareerAction } from '../careers/use-career-action';
import { DealDialog } from './DealDialog';
import { MovesTable } from './MovesTable';
import { OffersTable } from './OffersTable';
import { PoachTable } from './PoachTable';

/** `/talent`: the war for talent (issue 18 item 4): rivals' offers to answer, the moves and why, wrestlers to poach. */
export function TalentPage() {
  const { talent } = useServices();
  const announce = useAnnounce();
  const { data: board, error, reload } = useReadModel(() => talent.board(), 'the talent war', 'talent');
  const action = useCareerAction();
  const [result, setResult] = useState<TalentResult | null>(null);
  const [letting, setLetting] = useState<OfferRow | null>(null);
  // Issue 33: a counter or a poach opens its deal first: which brand pays, what it costs, what is missing.
  const [dealing, setDealing] = useState<{ kind: 'counter' | 'poach'; id: number } | null>(null);
  const answer = (what: string, work: () => Promise<TalentResult>) =>
    void action.run(what, async () => {
      const done = await work();
      setResult(done);
      announce(done.message);
      reload();
    });

  return (
    <Page title="Talent war">
      <PageSections>
        {error && <Text role="alert">Could not read the talent war: {error}</Text>}
        {!board && !error && <Spinner label="Reading the talent war" />}
        {action.error && <Text role="alert">{action.error}</Text>}
        {result && <Text as="p" role={result.ok ? undefined : 'alert'}>{result.message}</Text>}
        {board && !board.hasRivals && (
          <Text as="p">
            You run every promotion, so nobody competes for your wrestlers. Choose your promotion in{' '}
            <RouteLink to="/settings">Settings</RouteLink> (living rules) and the others become rivals who sign free agents and court your talent.
          </Text>
        )}
        {board && board.hasRivals && (
          <>
            <SectionCard title="Offers to your wrestlers">
              {board.offers.length === 0 ? (
                <Text as="p">No rival has made an offer yet. Offers come when your wrestlers' contracts near their end.</Text>
              ) : (
                <OffersTable
                  offers={board.offers}
                  busy={action.busy}
                  onCounter={(o) => setDealing({ kind: 'counter', id: o.id })}
                  onLetGo={setLetting}
                />
              )}
            </SectionCard>
            <SectionCard title="Poach from the rivals">
              {board.targets.length === 0 ? (
                <Text as="p">No rival's contract ends within eight weeks. Come back as the weeks go by; rivals' wrestlers appear here near the end of their deals.</Text>
              ) : (
                <PoachTable targets={board.targets} busy={action.busy} onPoach={(t) => setDealing({ kind: 'poach', id: t.wrestlerId })} />
              )}
            </SectionCard>
            <SectionCard title="Who moved where, and why">
              {board.moves.length === 0 ? (
                <Text as="p">Nobody has changed promotion yet. Rivals sign free agents and let go of wrestlers as contracts end; every move shows here.</Text>
              ) : (
                <MovesTable moves={board.moves} />
              )}
            </SectionCard>
          </>
        )}
        {dealing && (
          <DealDialog
            kind={dealing.kind}
            id={dealing.id}
            busy={action.busy}
            onClose={() => setDealing(null)}
            onConfirm={(brandId) => {
              const { kind, id } = dealing;
              setDealing(null);
              if (kind === 'counter') answer('counter the offer', () => talent.counter(id, brandId));
              else answer('poach', () => talent.poach(id, brandId));
            }}
          />
        )}
        <ConfirmDialog
          open={letting !== null}
          title={letting ? `Let ${letting.name} go?` : 'Let go?'}
          confirmLabel="Let go"
          cancelLabel="Keep deciding"
          busy={action.busy}
          onCancel={() => setLetting(null)}
          onConfirm={() => {
            const offer = letting;
            setLetting(null);
            if (offer) answer('let the wrestler go', () => talent.letGo(offer.id));
          }}
        >
          {letting && `${letting.name} joins ${letting.rival} when the contract ends, and the quick renewal will not keep them. You can still counter until then.`}
        </ConfirmDialog>
      </PageSections>
    </Page>
  );
}
