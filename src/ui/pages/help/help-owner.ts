import { DIFFICULTY_LEVELS } from '../../../domain/entities/promotion';
import { HALL_OF_FAME_ACTIVE_WINS, HALL_OF_FAME_PER_YEAR, HALL_OF_FAME_RETIRED_WINS } from '../../../domain/rules/owner/hall-of-fame';
import { OBJECTIVE_MEANINGS } from '../../../domain/rules/owner/objectives';
import { OWNER_BUDGET_STEP } from '../../../domain/rules/owner/verdict';
import type { HelpSection } from './help-types';

const money = (value: number): string => `$${value.toLocaleString('en-US')}`;

/** Issue 18 item 5: the owner's season, in the words the owner's office uses. */
export const ownerSection: HelpSection = {
  id: 'owner',
  title: 'The owner, awards and the Hall of Fame',
  blocks: [
    'In a living game where you run one promotion, the owner sets you objectives for each year when its first week ends, and measures them every week:',
    { list: Object.values(OBJECTIVE_MEANINGS) },
    `How hard they are depends on the difficulty chosen at the new game, which also sets your weekly running costs: ${Object.values(DIFFICULTY_LEVELS)
      .map((level) => `${level.label} ×${level.costs}`)
      .join(', ')}.`,
    `At the end of the year the owner gives a verdict: three quarters of the objectives met or more adds ${money(OWNER_BUDGET_STEP)} to each of your brands, half leaves budgets alone, less cuts ${money(OWNER_BUDGET_STEP)}. A year whose objectives were set in its last quarter is only counted.`,
    'The year’s awards go by the game’s own figures: match of the year (best rating), wrestler of the year (most wins, then best average rating), rivalry of the year (most heat), show of the year (best average rating, then viewers).',
    `The Hall of Fame takes at most ${HALL_OF_FAME_PER_YEAR} a year: a retired wrestler with ${HALL_OF_FAME_RETIRED_WINS} career wins or more, or one still competing with ${HALL_OF_FAME_ACTIVE_WINS} or more, the most wins first.`,
  ],
  links: [{ to: '/owner', label: "Owner's office" }],
};
