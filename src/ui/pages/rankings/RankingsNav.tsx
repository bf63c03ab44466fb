import { makeStyles, tokens } from '@fluentui/react-components';
import { NavLink } from 'react-router-dom';
import { useServices } from '../../services-context';

const LINKS = [
  { to: '/rank/wrestlers', label: 'Wrestlers' },
  { to: '/rank/championships', label: 'Championships' },
  { to: '/leagues', label: 'Leagues' },
  { to: '/alignment', label: 'Alignment' },
] as const;

const useStyles = makeStyles({
  list: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, listStyle: 'none', margin: 0, padding: 0 },
  link: {
    display: 'inline-block',
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusCircular,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    '&[aria-current="page"]': {
      backgroundColor: tokens.colorNeutralBackground1Selected,
      fontWeight: tokens.fontWeightSemibold,
    },
  },
});

/**
 * The sidebar's one "Rankings" entry opens the wrestler ranking; this links its sibling screens
 * (the router marks the current one with aria-current="page").
 */
export function RankingsNav() {
  const styles = useStyles();
  const { analytics } = useServices();
  return (
    <nav aria-label="Rankings">
      <ul className={styles.list}>
        {LINKS.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} className={styles.link} onClick={() => analytics.track('SubNav', link.label)}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
