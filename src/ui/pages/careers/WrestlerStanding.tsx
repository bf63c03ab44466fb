import { Field, Select, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { CareerAppearance, CareerView } from '../../../application/careers';
import { ageOn } from '../../../domain/dates';
import { formatStat } from '../../../domain/format';
import { momentumWord, PUSH_LABELS, PUSH_LEVELS, type PushLevel } from '../../../domain/rules/living/skills';
import { SectionCard } from '../../components/SectionCard';
import { StandingChart } from './StandingChart';

const useStyles = makeStyles({
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: tokens.spacingVerticalM, alignItems: 'start' },
  facts: { display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`, margin: 0 },
  term: { color: tokens.colorNeutralForeground3 },
  detail: { margin: 0, fontVariantNumeric: 'tabular-nums' },
});

/** "+12 (warm)", "−40 (cold)", "0 (steady)". */
export const momentumText = (momentum: number): string => {
  const m = Math.round(momentum);
  return `${m > 0 ? '+' : m < 0 ? '−' : ''}${Math.abs(m)} (${momentumWord(momentum)})`;
};

/** Issue 35: skills, push (the player sets it), momentum and age, with the chart over the recent segments. */
export function WrestlerStanding({ view, rows, busy, onPush }: { view: CareerView; rows: readonly CareerAppearance[]; busy: boolean; onPush: (push: PushLevel) => void }) {
  const styles = useStyles();
  const { profile } = view;
  const age = profile.dob ? ageOn(profile.dob, view.date) : null;
  const facts: [string, string][] = [
    ['In-ring skill', formatStat(profile.inRingSkill)],
    ['Microphone skill', formatStat(profile.micSkill)],
    ['Momentum', momentumText(profile.momentum)],
    ['Age', age === null ? 'Unknown' : String(age)],
  ];
  return (
    <SectionCard title="Skills, push and momentum">
      <div className={styles.grid}>
        <dl className={styles.facts} aria-label="Skills and momentum">
          {facts.map(([term, detail]) => (
            <div key={term} style={{ display: 'contents' }}>
              <dt className={styles.term}>{term}</dt>
              <dd className={styles.detail}>{detail}</dd>
            </div>
          ))}
        </dl>
        <Field
          label="Push"
          hint={profile.pushSet ? 'Set by you. The booker puts higher pushes at the top of the card.' : 'Not set: derived from points and popularity until you choose.'}
        >
          <Select value={profile.push} disabled={busy} onChange={(_, data) => onPush(data.value as PushLevel)}>
            {PUSH_LEVELS.map((level) => (
              <option key={level} value={level}>
                {PUSH_LABELS[level]}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <Text size={200} className={styles.term}>
        Skills without a stored value come from the stats: in-ring from points and stamina, microphone from charisma and popularity.
        Momentum moves with results under living rules and cools each week.
      </Text>
      <StandingChart name={profile.name} rows={rows} />
    </SectionCard>
  );
}
