import { useCallback, useState } from 'react';
import { Subtitle2, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Page } from '../components/Page';
import { MAX_SAVE_FILE_BYTES, inMegabytes as formatBytes } from '../../domain/rules/save-limits';
import { useGame, useReloadGame } from '../game/game-context';
import { BackupButton } from '../saves/BackupButton';
import { CompactBackupSwitch } from '../saves/CompactBackupSwitch';
import { ImportSave } from '../saves/ImportSave';
import { SafetyCopies } from '../saves/SafetyCopies';
import { RepairGame } from '../saves/RepairGame';
import { StorageFigures } from '../saves/StorageSection';
import { TutorialSettings } from '../tutorial/TutorialSettings';
import { PromotionSection } from './PromotionSection';
import { RuleSetSection } from './RuleSetSection';
import { StandingOrdersSection } from './orders/StandingOrdersSection';

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

/** `/settings`: the rule set in force (issue 15), the player's promotion (issue 18), the production tutorial's resume and restart (issue 16), save backup and import (SPEC §7), and the browser storage with its safety copies (issue 14). */
export function SettingsPage() {
  const styles = useStyles();
  const reloadGame = useReloadGame();
  const { game } = useGame();
  // Bumped whenever the game was replaced here: the storage figures and the copies are read again.
  const [round, setRound] = useState(0);
  // An import, like a restore, brings the file's Game record (issue 34): the shell reads it again.
  const replaced = useCallback(() => {
    setRound((n) => n + 1);
    void reloadGame();
  }, [reloadGame]);
  const imported = replaced;
  const restored = replaced;
  return (
    <Page title="Settings">
      <RuleSetSection className={styles.section} />
      <PromotionSection className={styles.section} />
      <StandingOrdersSection level="h2" className={styles.section} readKey={String(game?.playerCompanyId ?? 'every')} />
      <section className={styles.section} aria-labelledby="settings-backup">
        <Subtitle2 as="h2" id="settings-backup">
          Backup
        </Subtitle2>
        <Text as="p">Download a copy of your save game to keep it safe or move it to another browser.</Text>
        <CompactBackupSwitch />
        <BackupButton />
      </section>
      <section className={styles.section} aria-labelledby="settings-import">
        <Subtitle2 as="h2" id="settings-import">
          Import
        </Subtitle2>
        <Text as="p">
          Load a save downloaded from this game (or another browser), of at most {formatBytes(MAX_SAVE_FILE_BYTES)}. It replaces your
          whole current game, its settings too, after you confirm.
        </Text>
        <ImportSave onImported={imported} />
      </section>
      <section className={styles.section} aria-labelledby="settings-storage">
        <Subtitle2 as="h2" id="settings-storage">
          Storage
        </Subtitle2>
        <StorageFigures round={round} />
        <Text as="p">
          Before an import or a new game replaces your game, a safety copy of it is kept in this browser (the last three).
        </Text>
        <SafetyCopies round={round} onChange={restored} />
      </section>
      <section className={styles.section} aria-labelledby="settings-repair">
        <Subtitle2 as="h2" id="settings-repair">
          Check and repair
        </Subtitle2>
        <Text as="p">
          Checks every record against the game's rules (the rules an import applies). A value an older version left
          outside them is named, and put back within its rule when you ask.
        </Text>
        <RepairGame onRepaired={reloadGame} />
      </section>
      <TutorialSettings className={styles.section} reloadGame={reloadGame} />
    </Page>
  );
}
