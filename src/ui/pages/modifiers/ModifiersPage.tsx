import { Spinner, Text } from '@fluentui/react-components';
import { Page } from '../../components/Page';
import { PageSections } from '../../components/PageSections';
import { RouteLink } from '../../components/RouteLink';
import { SectionCard } from '../../components/SectionCard';
import { MODIFIERS } from './modifier-text';
import { ModifierButtons } from './ModifierButtons';
import { StatChanges } from './StatChanges';
import { useModifiers } from './use-modifiers';
import { WrestlerChooser } from './WrestlerChooser';

/** `/modifiers`: boost or penalise chosen wrestlers (SPEC §4 reading B) and see what moved. */
export function ModifiersPage() {
  const m = useModifiers();
  const { rows, error, last } = m;
  return (
    <Page title="Modifiers">
      <PageSections>
        {error && <Text role="alert">Could not read the wrestlers: {error}</Text>}
        {!rows && !error && <Spinner label="Reading the wrestlers" />}
        {rows && rows.length === 0 && (
          <Text as="p">
            There is nobody to modify yet. <RouteLink to="/setup">Set up a new game</RouteLink> to load a roster.
          </Text>
        )}
        {rows && rows.length > 0 && (
          <>
            <SectionCard title="Choose wrestlers">
              <WrestlerChooser rows={rows} chosen={m.chosen} onToggle={m.toggle} onChoose={m.choose} onClear={m.clear} />
            </SectionCard>
            <SectionCard title="Apply">
              <ModifierButtons count={m.chosen.size} busy={m.busy} onApply={(modifier) => void m.apply(modifier)} />
            </SectionCard>
            <div aria-live="polite">
              {m.actionError && <Text role="alert">That did not work: {m.actionError}</Text>}
              {last && (
                <SectionCard title="Last action">
                  <Text as="p">
                    {MODIFIERS[last.modifier].verb} {last.changes.length}{' '}
                    {last.changes.length === 1 ? 'wrestler' : 'wrestlers'}.
                  </Text>
                  <StatChanges last={last} />
                </SectionCard>
              )}
            </div>
          </>
        )}
      </PageSections>
    </Page>
  );
}
