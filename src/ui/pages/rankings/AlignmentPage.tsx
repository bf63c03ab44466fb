import { useMemo, useState } from 'react';
import { Field, SearchBox, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ALL, alignmentGroups, type RankingFilter, type RankingRoster, type AlignmentChange } from '../../../application/rankings';
import { Page } from '../../components/Page';
import { AlignmentGroupCard } from './AlignmentGroupCard';
import { RankingFilters } from './RankingFilters';
import { RankingsNav } from './RankingsNav';
import { RosterLoad } from './RosterLoad';
import { useAlignmentChange } from './use-alignment-change';
import { useRankingRoster } from './use-ranking-roster';

const useStyles = makeStyles({
  controls: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalXXL },
  groups: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(300px, 1fr))', gap: tokens.spacingHorizontalM, alignItems: 'start' },
  failed: { color: tokens.colorPaletteRedForeground1 },
});

/** `/alignment`: who is a face, a heel or neutral, and turning them. */
export function AlignmentPage() {
  const { roster, error, applyAlignment } = useRankingRoster();
  return (
    <Page title="Alignment">
      <RankingsNav />
      <RosterLoad roster={roster} error={error}>
        {(loaded) => <Alignments roster={loaded} onChanged={applyAlignment} />}
      </RosterLoad>
    </Page>
  );
}

function Alignments({ roster, onChanged }: { roster: RankingRoster; onChanged: (change: AlignmentChange) => void }) {
  const styles = useStyles();
  const [filter, setFilter] = useState<RankingFilter>(ALL);
  const [name, setName] = useState('');
  const changer = useAlignmentChange(onChanged);
  const groups = useMemo(() => {
    const wanted = name.trim().toLowerCase();
    const named = wanted ? roster.wrestlers.filter((w) => w.name.toLowerCase().includes(wanted)) : roster.wrestlers;
    return alignmentGroups(named, filter);
  }, [roster, filter, name]);

  return (
    <>
      <div className={styles.controls}>
        <RankingFilters brands={roster.brands} filter={filter} onChange={setFilter} />
        <Field label="Name">
          <SearchBox value={name} onChange={(_, data) => setName(data.value)} placeholder="Any name" />
        </Field>
      </div>
      <Text role="status" className={changer.message?.failed ? styles.failed : undefined}>
        {changer.message?.text ?? groups.map((g) => `${g.wrestlers.length} ${g.alignment.toLowerCase()}`).join(', ')}
      </Text>
      <div className={styles.groups}>
        {groups.map((group) => (
          <AlignmentGroupCard key={group.alignment} group={group} changer={changer} />
        ))}
      </div>
    </>
  );
}
