import { Button, Field, Input, MessageBar, MessageBarBody, Radio, RadioGroup, Spinner, Switch, Text } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import type { CreateTournamentOptions } from '../../../application/tournament';
import type { TournamentSize } from '../../../domain/rules/tournament';
import { ChampionshipSelect } from '../../components/ChampionshipSelect';
import { ChipSelector } from '../../components/ChipSelector';
import { EntrantChooser } from './EntrantChooser';
import * as Draft from './tournament-draft';
import { GENDER_OPTIONS } from '../../components/division-labels';
import { SIZE_OPTIONS } from './tournament-labels';
import { useTournamentStyles } from './tournament-styles';
import { useTournamentForm } from './use-tournament-form';

interface CreateTournamentFormProps {
  onCreate: (options: CreateTournamentOptions) => Promise<void>;
  /** Changes whenever a tournament is played, so the form reads fresh points. */
  version: number;
}

/** "Create tournament": name, date, division, brands, an optional title, the field size and who enters. */
export function CreateTournamentForm({ onCreate, version }: CreateTournamentFormProps) {
  const styles = useTournamentStyles();
  const form = useTournamentForm(onCreate, version);
  const { data, draft } = form;
  if (!data || !draft) {
    return form.error ? <Text role="alert">Could not read the form: {form.error}</Text> : <Spinner size="small" label="Reading the roster" />;
  }
  const title = data.championships.find((c) => c.id === draft.championshipId);
  const problems = Draft.draftProblems(draft, data.candidates);
  const set = (change: Partial<Draft.TournamentDraft>) => form.change({ ...draft, ...change });

  return (
    <form
      aria-label="Create tournament"
      className={styles.stack}
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
      }}
    >
      <div className={styles.rowTop}>
        <Field label="Name" hint="Left empty: “Tournament”, or the title's name and “Tournament”.">
          <Input value={draft.name} placeholder={title ? `${title.name} Tournament` : 'Tournament'} onChange={(_, d) => set({ name: d.value })} />
        </Field>
        <Field label="Date" required validationMessage={draft.date ? undefined : 'Choose a date.'}>
          <Input type="date" value={draft.date} onChange={(_, d) => set({ date: d.value })} />
        </Field>
        <Field label="Championship" hint="The champion takes the title, or defends it.">
          <ChampionshipSelect
            value={draft.championshipId}
            none="No championship"
            championships={data.championships}
            onChange={(id) => form.change(Draft.withChampionship(draft, id, data))}
          />
        </Field>
      </div>
      <div className={styles.row}>
        <Text weight="semibold" aria-hidden>
          Division
        </Text>
        <ChipSelector
          label="Division"
          options={GENDER_OPTIONS}
          value={draft.gender}
          onChoose={(gender) => gender && form.change(Draft.withField(draft, { gender }, data.candidates))}
        />
      </div>
      {data.brands.length > 0 && (
        <div className={styles.row}>
          <Text weight="semibold" aria-hidden>
            Brands
          </Text>
          <ChipSelector
            label="Brands"
            options={data.brands.map((b) => ({ label: b.name, value: b.id }))}
            value={draft.brandIds}
            showNone
            noneLabel="Every brand"
            onChoose={(id) => {
              const brandIds = id === null ? [] : draft.brandIds.includes(id) ? draft.brandIds.filter((b) => b !== id) : [...draft.brandIds, id];
              form.change(Draft.withField(draft, { brandIds }, data.candidates));
            }}
          />
        </div>
      )}
      <div className={styles.row}>
        <Text weight="semibold" aria-hidden>
          Field size
        </Text>
        <ChipSelector label="Field size" options={SIZE_OPTIONS} value={draft.size} onChoose={(size) => size && form.change(Draft.withSize(draft, size as TournamentSize))} />
      </div>
      <RadioGroup
        aria-label="Entrants"
        layout="horizontal"
        value={draft.mode}
        onChange={(_, d) => set({ mode: d.value as Draft.EntrantMode })}
      >
        <Radio value="points" label="Seed by points" />
        <Radio value="chosen" label="Choose entrants" />
      </RadioGroup>
      <EntrantChooser form={form} draft={draft} />
      <Switch
        checked={draft.recordResults}
        label="Count the results in the wrestlers' records (wins, losses and stats, as a booked match would)"
        onChange={(_, d) => set({ recordResults: d.checked })}
      />
      {form.error && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{form.error}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.row}>
        <Button type="submit" appearance="primary" icon={<AddRegular />} disabled={problems.length > 0 || form.busy}>
          {form.busy ? 'Creating…' : 'Create tournament'}
        </Button>
        {problems.length > 0 && <Text className={styles.muted}>{problems.join(' ')}</Text>}
      </div>
    </form>
  );
}
