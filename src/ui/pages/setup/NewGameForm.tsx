import { useState, type FormEvent } from 'react';
import { Button, Field, Input, Radio, RadioGroup, Switch, Text, makeStyles, tokens } from '@fluentui/react-components';
import { PlayRegular } from '@fluentui/react-icons';
import type { BrandChoice, NewGameOptions } from '../../../application/new-game';
import { MAX_DAYS_PER_STEP, MIN_DAYS_PER_STEP } from '../../../application/new-game';
import { RULE_SET_DESCRIPTIONS } from '../../../domain/catalog/rule-sets';
import type { Gender, RuleSet } from '../../../domain/entities/enums';
import { BrandPicker } from './BrandPicker';
import { daysProblem, EVERY_PROMOTION, initialFormValues, tickedBrands, toOptions } from './new-game-form';
import { DifficultyPicker, PromotionPicker } from './PromotionPicker';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '900px' },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXXL, alignItems: 'flex-start' },
  days: { width: '160px' },
  start: { alignSelf: 'flex-start' },
  ruleLabel: { display: 'flex', flexDirection: 'column' },
  ruleSentence: { color: tokens.colorNeutralForeground3 },
});

interface NewGameFormProps {
  brands: BrandChoice[];
  onStart: (options: NewGameOptions) => void;
}

/** `/setup/setup`: the promotion (issue 18) and its brands, the difficulty, the rule set, gender focus, days per step and tutorials, then Start. */
export function NewGameForm({ brands, onStart }: NewGameFormProps) {
  const styles = useStyles();
  const [values, setValues] = useState(() => initialFormValues(brands));
  const problem = daysProblem(values.days);
  const change = (changes: Partial<typeof values>) => setValues((current) => ({ ...current, ...changes }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const options = toOptions(values);
    if (options) onStart(options);
  };

  return (
    <form className={styles.form} onSubmit={submit} aria-label="New game" noValidate>
      <PromotionPicker brands={brands} value={values.promotion} onChange={(promotion) => change({ promotion })} />
      <BrandPicker
        brands={brands}
        chosen={tickedBrands(values, brands)}
        disabled={values.promotion !== EVERY_PROMOTION}
        onChange={(brandIds) => change({ brandIds })}
      />
      <DifficultyPicker value={values.difficulty} onChange={(difficulty) => change({ difficulty })} />
      <Field label="Rules" hint="How the world behaves over the years; it cannot be changed later.">
        <RadioGroup value={values.rules} onChange={(_, data) => change({ rules: data.value as RuleSet })}>
          {RULE_SET_DESCRIPTIONS.map((rules) => (
            <Radio
              key={rules.id}
              value={rules.id}
              label={
                <span className={styles.ruleLabel}>
                  <Text weight="semibold">{rules.name}</Text>
                  <Text size={200} className={styles.ruleSentence}>
                    {rules.sentence}
                  </Text>
                </span>
              }
            />
          ))}
        </RadioGroup>
      </Field>
      <div className={styles.row}>
        <Field label="Gender focus" hint="Whose division the game puts first.">
          <RadioGroup
            layout="horizontal"
            value={values.gender}
            onChange={(_, data) => change({ gender: data.value as Gender })}
          >
            <Radio value="MALE" label="Men" />
            <Radio value="FEMALE" label="Women" />
          </RadioGroup>
        </Field>
        <Field
          label="Days per step"
          validationState={problem ? 'error' : 'none'}
          validationMessage={problem ?? `How far Advance moves the calendar (${MIN_DAYS_PER_STEP} to ${MAX_DAYS_PER_STEP}).`}
        >
          <Input
            className={styles.days}
            type="number"
            inputMode="numeric"
            min={MIN_DAYS_PER_STEP}
            max={MAX_DAYS_PER_STEP}
            value={values.days}
            onChange={(_, data) => change({ days: data.value })}
          />
        </Field>
        <Field label="Tutorials" hint="Guides you through your first production.">
          <Switch checked={values.tutorials} onChange={(_, data) => change({ tutorials: data.checked })} />
        </Field>
      </div>
      <Button
        className={styles.start}
        type="submit"
        appearance="primary"
        size="large"
        icon={<PlayRegular />}
        disabled={!!problem}
      >
        Start
      </Button>
    </form>
  );
}
