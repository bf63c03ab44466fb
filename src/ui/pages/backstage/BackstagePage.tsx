import { useMemo, useState } from 'react';
import { Spinner, Text } from '@fluentui/react-components';
import { ChipSelector } from '../../components/ChipSelector';
import { Page } from '../../components/Page';
import { PageSections } from '../../components/PageSections';
import { Pagination } from '../../components/Pagination';
import { RouteLink } from '../../components/RouteLink';
import { SectionCard } from '../../components/SectionCard';
import { ExpiringContracts } from '../contracts/ExpiringContracts';
import { BackstageActions } from './BackstageActions';
import { BackstageTable } from './BackstageTable';
import { HEAL_AMOUNTS, rowsOfBrand } from './backstage-format';
import { InjuredChampions } from './InjuredChampions';
import { TitlesDue } from './TitlesDue';
import { RetiringWrestlers } from './RetiringWrestlers';
import { CareerNewsCard } from '../careers/CareerNewsCard';
import { LastAction } from './LastAction';
import { TreatmentDialog } from './TreatmentDialog';
import { useBackstage } from './use-backstage';

export const BACKSTAGE_PAGE_SIZE = 25;

/** `/backstage`: the roster's condition and contracts at a glance, most urgent first, and what helps. */
export function BackstagePage() {
  const state = useBackstage();
  const { view, error, busy, report, actionError } = state;
  const [brandId, setBrandId] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const [healIndex, setHealIndex] = useState(0);
  const healAmount = HEAL_AMOUNTS[healIndex].value;

  const shown = useMemo(() => rowsOfBrand(view?.rows ?? [], brandId), [view, brandId]);
  const pages = Math.max(1, Math.ceil(shown.length / BACKSTAGE_PAGE_SIZE));
  const current = Math.min(page, pages);
  const pageRows = shown.slice((current - 1) * BACKSTAGE_PAGE_SIZE, current * BACKSTAGE_PAGE_SIZE);
  const attention = shown.filter((r) => r.warnings.length > 0).length;
  // The contracts as read: when Check contracts changes one, the list of contracts ending soon reads again.
  const contractsKey = useMemo(() => (view?.rows ?? []).map((r) => `${r.id}:${r.status}:${r.contractExpires}`).join(','), [view]);

  return (
    <Page title="Backstage">
      <PageSections>
        {error && <Text role="alert">Could not read backstage: {error}</Text>}
        {!view && !error && <Spinner label="Reading the roster's condition" />}
        {view && view.rows.length === 0 && (
          <Text as="p">
            Nobody is on your brands yet. <RouteLink to="/setup">Set up a new game</RouteLink> to load a roster.
          </Text>
        )}
        {view && view.rows.length > 0 && (
          <>
            <InjuredChampions date={view.date} />
            <TitlesDue date={view.date} />
            <RetiringWrestlers />
            <CareerNewsCard limit={8} readKey={contractsKey} />
            <BackstageActions
              date={view.date}
              busy={busy}
              healIndex={healIndex}
              onHealIndex={setHealIndex}
              onCheckContracts={() => void state.checkContracts()}
              onHealEveryone={() => void state.askTreatment(null, healAmount)}
            />
            <TreatmentDialog ask={state.asking} onCancel={state.cancelTreatment} onConfirm={() => void state.confirmTreatment()} />
            <div aria-live="polite">
              {actionError && <Text role="alert">That did not work: {actionError}</Text>}
              {report && <LastAction report={report} />}
            </div>
            <ExpiringContracts readKey={contractsKey} onChanged={() => void state.reload()} />
            <SectionCard title="Roster condition">
              {view.brands.length > 1 && (
                <ChipSelector
                  label="Brand"
                  options={view.brands.map((b) => ({ label: b.name, value: b.id }))}
                  value={brandId}
                  showNone
                  noneLabel="All brands"
                  onChoose={(id) => {
                    setBrandId(id);
                    setPage(1);
                  }}
                />
              )}
              <Text role="status">
                {shown.length} {shown.length === 1 ? 'wrestler' : 'wrestlers'}, {attention} {attention === 1 ? 'needs' : 'need'}{' '}
                attention. Most urgent first.
              </Text>
              {shown.length === 0 ? (
                <Text as="p">Nobody on this brand. Choose All brands to see everyone.</Text>
              ) : (
                <BackstageTable
                  rows={pageRows}
                  championships={view.championships}
                  busy={busy}
                  onHeal={(row) => void state.askTreatment(row.id, healAmount)}
                  onSetGoal={(row, id) => void state.setGoal(row.id, id)}
                  onClearGoals={(row) => void state.clearGoals(row.id)}
                />
              )}
              <Pagination count={pages} page={current} onChange={setPage} />
            </SectionCard>
          </>
        )}
      </PageSections>
    </Page>
  );
}
