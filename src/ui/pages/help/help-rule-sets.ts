import { LIVING_CHANGES, RULE_SET_DESCRIPTIONS } from '../../../domain/catalog/rule-sets';
import { STAR_CURVE } from '../../../domain/rules/living/star-rating';
import type { HelpSection } from './help-types';

const curve = STAR_CURVE.filter(([sum]) => sum > 0)
  .map(([sum, stars]) => `${sum} is ${stars} stars`)
  .join(', ');

/** Issue 15: the two rule sets, in the words the new-game form and Settings use. */
export const ruleSetSection: HelpSection = {
  id: 'rule-sets',
  title: 'Rule sets: living and classic',
  blocks: [
    'A game plays by one of two rule sets, chosen on the new-game form and shown in Settings. A save from before rule sets existed plays Classic.',
    { list: RULE_SET_DESCRIPTIONS.map((rules) => `${rules.name}: ${rules.sentence}`) },
    'What living rules change:',
    { list: [...LIVING_CHANGES] },
    `Under living rules a segment’s rating is the same sum of rules as in classic, put on the five-star scale along a curve: ${curve}, and a sum of 0 or less is 0 stars. Why this rating shows the sum and how it became stars.`,
  ],
  links: [{ to: '/settings', label: 'Settings' }],
};
