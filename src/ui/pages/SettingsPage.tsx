import { Subtitle2, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Page } from '../components/Page';
import { BackupButton } from '../saves/BackupButton';
import { ImportSave } from '../saves/ImportSave';

const useStyles = makeStyles({
  section: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalS,
    marginBottom: tokens.spacingVerticalXL,
    // The section's gap spaces heading, text and controls; default paragraph margins would double it.
    '& > h2, & > p': { margin: 0 },
  },
});

/** `/settings`: save backup and import (SPEC §7), one section each. */
export function SettingsPage() {
  const styles = useStyles();
  return (
    <Page title="Settings">
      <section className={styles.section} aria-labelledby="settings-backup">
        <Subtitle2 as="h2" id="settings-backup">
          Backup
        </Subtitle2>
        <Text as="p">Download a copy of your save game to keep it safe or move it to another browser.</Text>
        <BackupButton />
      </section>
      <section className={styles.section} aria-labelledby="settings-import">
        <Subtitle2 as="h2" id="settings-import">
          Import
        </Subtitle2>
        <Text as="p">
          Load a save downloaded from this game (or another browser). It replaces your current game after you confirm;
          your settings are kept.
        </Text>
        <ImportSave />
      </section>
    </Page>
  );
}
