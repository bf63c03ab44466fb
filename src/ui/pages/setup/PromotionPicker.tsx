import { Field, Radio, RadioGroup, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { BrandChoice } from '../../../application/new-game';
import { DIFFICULTY_LEVELS } from '../../../domain/entities/promotion';
import type { Difficulty } from '../../../domain/entities/enums';
import { EVERY_PROMOTION, promotionsOf } from './new-game-form';

const useStyles = makeStyles({
  label: { display: 'flex', flexDirection: 'column' },
  sentence: { color: tokens.colorNeutralForeground3 },
});

function Choice({ name, sentence }: { name: string; sentence: string }) {
  const styles = useStyles();
  return (
    <span className={styles.label}>
      <Text weight="semibold">{name}</Text>
      <Text size={200} className={styles.sentence}>
        {sentence}
      </Text>
    </span>
  );
}

interface PromotionPickerProps {
  brands: BrandChoice[];
  /** A company id as text, or EVERY_PROMOTION. */
  value: string;
  onChange: (value: string) => void;
}

/** Issue 18: which promotion the player runs (every other one is a rival), or every promotion as a sandbox. */
export function PromotionPicker({ brands, value, onChange }: PromotionPickerProps) {
  return (
    <Field label="Your promotion" hint="The others are run by the game as your rivals; rivals run their shows only under living rules.">
      <RadioGroup value={value} onChange={(_, data) => onChange(data.value)}>
        {promotionsOf(brands).map((promotion) => (
          <Radio key={promotion.companyId} value={String(promotion.companyId)} label={<Choice name={promotion.name} sentence={promotion.brandNames.join(', ')} />} />
        ))}
        <Radio value={EVERY_PROMOTION} label={<Choice name="Every promotion (sandbox, no rivals)" sentence="You book every brand's shows and nobody fights back." />} />
      </RadioGroup>
    </Field>
  );
}

const DIFFICULTIES: Difficulty[] = ['EASY', 'NORMAL', 'HARD'];

/** Issue 18: how aggressive rivals are and how tight money is. */
export function DifficultyPicker({ value, onChange }: { value: Difficulty; onChange: (value: Difficulty) => void }) {
  return (
    <Field label="Difficulty">
      <RadioGroup value={value} onChange={(_, data) => onChange(data.value as Difficulty)}>
        {DIFFICULTIES.map((id) => (
          <Radio key={id} value={id} label={<Choice name={DIFFICULTY_LEVELS[id].label} sentence={DIFFICULTY_LEVELS[id].description} />} />
        ))}
      </RadioGroup>
    </Field>
  );
}
