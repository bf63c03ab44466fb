import { Button, Field, Input, MessageBar, MessageBarBody, Text } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { titleKind } from '../../../domain/rules/title-fit';
import { ChampionshipSelect } from '../../components/ChampionshipSelect';
import { ChipSelector } from '../../components/ChipSelector';
import { EntrantPicker } from './EntrantPicker';
import { GENDER_OPTIONS } from '../../components/division-labels';
import { useRumbleStyles } from './rumble-styles';
import { useRumbleForm } from './use-rumble-form';
import type { RumblesData } from './use-rumbles-data';

/** "Create rumble": date, division, brands, an optional title, and the field; then its page opens. */
export function CreateRumbleForm({ data }: { data: RumblesData }) {
  const styles = useRumbleStyles();
  const form = useRumbleForm(data);
  const { fields } = form;
  const title = data.championships.find((c) => c.id === fields.championshipId);
  const brands = data.brands.map((b) => ({ label: b.name, value: b.id }));

  return (
    <form
      aria-label="Create rumble"
      className={styles.stack}
      onSubmit={(event) => {
        event.preventDefault();
        void form.create();
      }}
    >
      <div className={styles.rowTop}>
        <Field label="Name" hint="Left empty: “Rumble”, or the title's name and “Rumble”.">
          <Input value={fields.name} placeholder={title ? `${title.name} Rumble` : 'Rumble'} onChange={(_, d) => form.set({ name: d.value })} />
        </Field>
        <Field label="Date" required>
          <Input type="date" value={fields.date} onChange={(_, d) => form.set({ date: d.value })} />
        </Field>
        <Field label="Championship" hint="The winner takes the title, or defends it.">
          <ChampionshipSelect
            value={fields.championshipId}
            none="No championship"
            // A rumble crowns one wrestler: team titles are not offered (DESIGN §4).
            championships={data.championships.filter((c) => (c.active && titleKind(c) === 'singles') || c.id === fields.championshipId)}
            onChange={(id) => form.setChampionship(id)}
          />
        </Field>
      </div>
      <div className={styles.row}>
        <Text weight="semibold" aria-hidden>
          Division
        </Text>
        <ChipSelector label="Division" options={GENDER_OPTIONS} value={fields.gender} onChoose={(v) => v && form.setGender(v)} />
      </div>
      {brands.length > 0 && (
        <div className={styles.row}>
          <Text weight="semibold" aria-hidden>
            Brands
          </Text>
          <ChipSelector label="Brands" options={brands} value={fields.brandIds} showNone noneLabel="Every brand" onChoose={form.toggleBrand} />
        </div>
      )}
      <EntrantPicker form={form} />
      <Text role="status" className={styles.muted}>
        {form.notice}
      </Text>
      {form.error && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{form.error}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.row}>
        <Button type="submit" appearance="primary" icon={<AddRegular />} disabled={form.problems.length > 0 || form.busy !== null}>
          {form.busy === 'create' ? 'Creating…' : 'Create rumble'}
        </Button>
        {form.problems.length > 0 && <Text className={styles.muted}>{form.problems.join(' ')}</Text>}
      </div>
    </form>
  );
}
