import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { RouteLink } from '../../components/RouteLink';
import { SectionCard } from '../../components/SectionCard';

const useStyles = makeStyles({
  groups: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, margin: 0 },
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  label: { color: tokens.colorNeutralForeground3 },
  links: { display: 'flex', flexWrap: 'wrap', gap: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalM}`, listStyleType: 'none', margin: 0, padding: 0 },
});

// The sidebar holds only the entries SPEC §2 names; the office is where every other screen of the
// promotion is one click away.
const GROUPS: { label: string; links: [string, string][] }[] = [
  { label: 'Your people', links: [['/backstage', 'Backstage'], ['/free-agents', 'Free agents'], ['/dialog/inbox', 'Conversations'], ['/careers', 'Careers'], ['/draft', 'Draft'], ['/modifiers', 'Modifiers']] },
  { label: 'Standings', links: [['/rank/wrestlers', 'Rankings'], ['/rivalries', 'Rivalries'], ['/rank/championships', 'Championships'], ['/reigns', 'Reigns'], ['/leagues', 'Leagues'], ['/alignment', 'Alignment']] },
  { label: 'Events', links: [['/rumbles/start', 'Rumbles'], ['/tournaments', 'Tournaments'], ['/simulate-match/create', 'Quick match']] },
  { label: 'The promotion', links: [['/schedule/shows', 'Show schedule'], ['/calendar', 'Calendar'], ['/brands', 'Brands'], ['/ratings', 'Ratings'], ['/blog', 'Blog'], ['/help', 'Help'], ['/owner', "Owner's office"], ['/promotions', 'Promotions']] },
];

/** Every screen that runs the promotion, grouped, from the office. */
export function PromotionLinks() {
  const styles = useStyles();
  return (
    <SectionCard title="Around the promotion">
      <div className={styles.groups}>
        {GROUPS.map((group) => (
          <nav key={group.label} aria-label={group.label} className={styles.group}>
            <Text size={200} className={styles.label}>{group.label}</Text>
            <ul className={styles.links}>
              {group.links.map(([to, name]) => (
                <li key={to}><RouteLink to={to}>{name}</RouteLink></li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
    </SectionCard>
  );
}
