import { useId, useMemo } from 'react';
import { Button, Field, Text, makeStyles } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { WrestlerSearch } from '../../components/WrestlerSearch';
import { InjuryBadge } from '../../components/InjuryBadge';
import { injurySuffix } from '../../components/injury-text';
import { formatPoints } from '../../../domain/format';
import type { TournamentDraft } from './tournament-draft';
import * as Draft from './tournament-draft';
import { useTournamentStyles } from './tournament-styles';
import type { TournamentForm } from './use-tournament-form';

/** The list stays short enough to scroll; typing narrows it. */
const SHOWN = 50;

const useStyles = makeStyles({
  search: { minWidth: '260px' },
});

/** Who enters: a search to add entrants by hand, and the first round the form would draw. */
export function EntrantChooser({ form, draft }: { form: TournamentForm; draft: TournamentDraft }) {
  const styles = { ...useTournamentStyles(), ...useStyles() };
  const headingId = useId();
  const byId = useMemo(() => new Map(form.candidates.map((c) => [c.id, c])), [form.candidates]);
  const entrants = Draft.entrantsOf(draft, form.candidates);
  const choosing = draft.mode === 'chosen';
  const available = form.eligible.filter((c) => !draft.chosenIds.includes(c.id));
  const full = draft.chosenIds.length >= draft.size;
  const pairs = Array.from({ length: Math.ceil(entrants.length / 2) }, (_, i) => entrants.slice(2 * i, 2 * i + 2));

  const label = (id: number) => {
    const c = byId.get(id);
    return c ? `${c.name} (${formatPoints(c.points)} pts)` : `Wrestler #${id}`;
  };

  return (
    <div className={styles.stack}>
      {choosing && (
        <Field
          label="Add an entrant"
          className={styles.search}
          hint={full ? 'The field is full: remove someone to change it.' : `${form.eligible.length} eligible for this field. Entrants meet in the order you add them: 1st v 2nd, 3rd v 4th…`}
        >
          <WrestlerSearch
            options={available}
            limit={SHOWN}
            disabled={full}
            describe={(c) => `${c.name} (${formatPoints(c.points)} pts)${injurySuffix(c)}`}
            noMatch={(query) => (available.length === 0 ? 'Everyone eligible is in' : `No eligible wrestler matches “${query}”`)}
            onChoose={(id) => form.change(Draft.addEntrant(draft, id))}
          />
        </Field>
      )}
      <Text weight="semibold" id={headingId}>
        {choosing ? `First round (${draft.chosenIds.length} of ${draft.size} chosen)` : 'First round, seeded by points (best v worst, the top two seeds apart)'}
      </Text>
      {entrants.length === 0 ? (
        <Text className={styles.muted}>{choosing ? 'Nobody chosen yet: search above to add entrants.' : 'Nobody fits this field yet: widen the division or brands.'}</Text>
      ) : (
        <ol aria-labelledby={headingId} className={styles.list}>
          {pairs.map((pair, i) => (
            <li key={i}>
              <span className={styles.row}>
                {pair.map((id, side) => (
                  <span key={id} className={styles.row}>
                    {side === 1 && <Text className={styles.muted}>v</Text>}
                    <Text>{label(id)}</Text>
                    {byId.has(id) && <InjuryBadge wrestler={byId.get(id)!} />}
                    {choosing && (
                      <Button
                        size="small"
                        appearance="subtle"
                        icon={<DismissRegular />}
                        aria-label={`Remove ${byId.get(id)?.name ?? `wrestler #${id}`}`}
                        onClick={() => form.change(Draft.removeEntrant(draft, id))}
                      />
                    )}
                  </span>
                ))}
                {pair.length === 1 && <Text className={styles.muted}>v (to choose)</Text>}
              </span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
