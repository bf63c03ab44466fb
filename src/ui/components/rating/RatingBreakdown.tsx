import { Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { formatRating } from '../../../domain/format';
import type { RatingExplanation } from '../../../domain/production/rating-explanation';
import { RATING_FAMILIES } from '../../../domain/rules/rating';
import { starsLine } from '../../../domain/rules/living/star-rating';
import { RIVALRY_HEAT_RULE } from '../../../domain/rules/coach/expected-rating';
import { MATCH_LENGTH_RULE } from '../../../domain/production/airtime-steps';
import { FAMILY_LABELS, signed } from './family-labels';

/** Living lines that are no family of the spec: each adds to the total on its own line (issues 17 and 35). */
const OWN_LINES: readonly string[] = [RIVALRY_HEAT_RULE, MATCH_LENGTH_RULE];

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: '280px', maxWidth: '420px' },
  list: { margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  rules: { margin: 0, padding: `0 0 0 ${tokens.spacingHorizontalM}`, listStyle: 'none' },
  row: { display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: tokens.spacingHorizontalM },
  amount: { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  up: { color: tokens.colorPaletteGreenForeground1 },
  down: { color: tokens.colorPaletteRedForeground1 },
  none: { color: tokens.colorNeutralForeground3 },
  total: { borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`, paddingTop: tokens.spacingVerticalXS },
});

export interface RatingBreakdownProps {
  explanation: RatingExplanation;
}

/**
 * SPEC §9 "Segment rating" made readable: every family with its sub-score, the rules that fired
 * under it with their amounts, and the total over 100 that is the rating (under living rules, the
 * total and the line that puts it on the star curve).
 */
export function RatingBreakdown({ explanation }: RatingBreakdownProps) {
  const styles = useStyles();
  const heat = explanation.fired.filter((rule) => OWN_LINES.includes(rule.id));
  const tone = (amount: number) => (amount > 0 ? styles.up : amount < 0 ? styles.down : styles.none);
  return (
    <div className={styles.root}>
      <ul className={styles.list} aria-label="Rating breakdown">
        {RATING_FAMILIES.map((family) => {
          // The completion counts the heat in its family's sub-score (popularity); shown on its own
          // line below, it is taken out here so each family reads as the sum of its rules.
          const ownHeat = heat.filter((rule) => rule.family === family).reduce((sum, rule) => sum + rule.amount, 0);
          const score = (explanation.families[family] ?? 0) - ownHeat;
          const rules = explanation.fired.filter((rule) => rule.family === family && !OWN_LINES.includes(rule.id));
          return (
            <li key={family}>
              <div className={styles.row}>
                <Text weight="semibold">{FAMILY_LABELS[family]}</Text>
                <Text weight="semibold" className={mergeClasses(styles.amount, tone(score))}>
                  {signed(score)}
                </Text>
              </div>
              {rules.length > 0 && (
                <ul className={styles.rules} aria-label={`${FAMILY_LABELS[family]} rules`}>
                  {rules.map((rule) => (
                    <li key={rule.id} className={styles.row}>
                      <Text size={200}>{rule.label}</Text>
                      <Text size={200} className={mergeClasses(styles.amount, tone(rule.amount))}>
                        {signed(rule.amount)}
                      </Text>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
      {heat.map((rule) => (
        // Issue 17: the rivalry's heat is no family of the spec; it adds to the total on its own line.
        <div key={rule.id} className={styles.row}>
          <Text weight="semibold">{rule.label}</Text>
          <Text weight="semibold" className={mergeClasses(styles.amount, tone(rule.amount))}>
            {signed(rule.amount)}
          </Text>
        </div>
      ))}
      {explanation.fired.length === 0 && (
        <Text size={200} className={styles.none}>
          No rule fired: a match needs at least two competitors to earn a rating (under living rules one speaker is enough for a promo).
        </Text>
      )}
      <div className={mergeClasses(styles.row, styles.total)}>
        <Text weight="semibold">Total</Text>
        <Text weight="semibold" className={styles.amount}>
          {explanation.stars === undefined
            ? `${signed(explanation.total)} / 100 = ${formatRating(explanation.total / 100)}`
            : signed(explanation.total)}
        </Text>
      </div>
      {explanation.stars !== undefined && (
        // Issue 15: under living rules the sum above is put on the five-star scale.
        <div className={styles.row}>
          <Text size={200}>{starsLine(explanation.total, explanation.stars)}</Text>
          <Text weight="semibold" className={styles.amount}>
            {formatRating(explanation.stars)} stars
          </Text>
        </div>
      )}
    </div>
  );
}
