import {
  Button,
  DrawerBody,
  DrawerFooter,
  DrawerHeader,
  DrawerHeaderTitle,
  OverlayDrawer,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { NavLink } from 'react-router-dom';
import { useServices } from '../services-context';
import { ColorModeSwitch, TutorialsSwitch } from './GameSwitches';

/** SPEC §2 sidebar entries, in the spec's order (plus Free agents, issue 15). */
export const sidebarEntries = [
  { label: 'The office', to: '/office' },
  // Issue 18: the owner's objectives, verdicts, awards and Hall of Fame, beside the office.
  { label: "Owner's office", to: '/owner' },
  { label: 'Simulate', to: '/simulate' },
  { label: 'Rankings', to: '/rank/wrestlers' },
  // Issue 17: the rivalries board sits with the rankings (who is feuding with whom).
  { label: 'Rivalries', to: '/rivalries' },
  // Issue 18: your promotion and your rivals'.
  { label: 'Promotions', to: '/promotions' },
  // Issue 15: beside the roster's ranking, the wrestlers who can be signed.
  { label: 'Free agents', to: '/free-agents' },
  // Issue 18 item 4: rivals' offers to answer and their wrestlers to poach.
  { label: 'Talent war', to: '/talent' },
  { label: 'CMS', to: '/dashboard' },
  { label: 'Productions', to: '/production/select' },
  { label: 'Rumbles', to: '/rumbles/start' },
  { label: 'Tournaments', to: '/tournaments' },
  { label: 'Settings', to: '/settings' },
  { label: 'Back to setup', to: '/setup' },
] as const;

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' },
  link: {
    display: 'block',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground1,
    textDecoration: 'none',
    fontSize: tokens.fontSizeBase400,
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
    '&[aria-current="page"]': { backgroundColor: tokens.colorNeutralBackground1Selected, fontWeight: 600 },
  },
  toggles: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start' },
});

export function Sidebar({ open, onClose }: { open: boolean; onClose: () => void }) {
  const styles = useStyles();
  const { analytics } = useServices();
  return (
    <OverlayDrawer
      open={open}
      position="start"
      aria-label="Menu"
      onOpenChange={(_, data) => {
        if (!data.open) onClose();
      }}
    >
      <DrawerHeader>
        <DrawerHeaderTitle
          action={<Button appearance="subtle" aria-label="Close" icon={<DismissRegular />} onClick={onClose} />}
        >
          Kayfabe
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody>
        <nav aria-label="Main">
          <ul className={styles.list}>
            {sidebarEntries.map((entry) => (
              <li key={entry.to}>
                <NavLink
                  className={styles.link}
                  to={entry.to}
                  end
                  onClick={() => {
                    analytics.track('Sidebar', entry.label);
                    onClose();
                  }}
                >
                  {entry.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </DrawerBody>
      <DrawerFooter className={styles.toggles}>
        <ColorModeSwitch />
        <TutorialsSwitch />
      </DrawerFooter>
    </OverlayDrawer>
  );
}
