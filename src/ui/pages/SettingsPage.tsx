import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { Page } from '../components/Page';
import { BackupButton } from '../saves/BackupButton';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalS },
});

/** `/settings`: save backup now; the `Import save` file input joins this section later. */
export function SettingsPage() {
  const styles = useStyles();
  return (
    <Page title="Settings">
      <section className={styles.section} aria-label="Saves">
        <Text as="p">Download a copy of your save game to keep it safe or move it to another browser.</Text>
        <BackupButton />
      </section>
    </Page>
  );
}
