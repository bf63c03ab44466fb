import { useEffect, useState } from 'react';
import { Button, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowImportRegular } from '@fluentui/react-icons';
import { useParams } from 'react-router-dom';
import { RouteLink } from '../../components/RouteLink';
import type { ImportSummary, SeedGroupInfo } from '../../../application/new-game';
import { Page } from '../../components/Page';
import { useServices } from '../../services-context';
import { GROUP_TEXT, ImportResult, groupHoldings } from './ImportResult';
import { messageOf } from '../../errors/message-of';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalM },
  links: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
});

/** `/import/:group`: re-adds one group of the starting world without duplicating what is there. */
export function ImportPage() {
  const styles = useStyles();
  const { group = '' } = useParams();
  const { newGame, analytics, logger } = useServices();
  const [groups, setGroups] = useState<SeedGroupInfo[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [summary, setSummary] = useState<ImportSummary | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    newGame.seedGroups().then(
      (list) => live && setGroups(list),
      (cause: unknown) => logger.error('Could not read the starting world', cause),
    );
    return () => {
      live = false;
    };
  }, [newGame, logger]);

  useEffect(() => {
    setSummary(null);
    setError(null);
  }, [group]);

  if (!groups) return <Page title="Import"><Spinner label="Reading the starting world" /></Page>;
  const info = groups.find((candidate) => candidate.group === group);

  const runImport = async () => {
    setBusy(true);
    setError(null);
    try {
      setSummary(await newGame.importSeedGroup(group));
      analytics.track('Setup', 'import', { label: group });
    } catch (cause) {
      logger.error('Import failed', cause);
      setError(messageOf(cause));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page title="Import">
      <div className={styles.root}>
        {info ? (
          <>
            <Text as="p">{GROUP_TEXT[group] ?? `Adds the ${group} of the starting world.`}</Text>
            <Text as="p">
              The starting world holds {groupHoldings(info)}. Records your game already has (same name) are kept as
              they are; only the missing ones are added.
            </Text>
            <Button appearance="primary" icon={<ArrowImportRegular />} disabled={busy} onClick={() => void runImport()}>
              Import {group}
            </Button>
            {busy && <Spinner size="small" label={`Importing ${group}`} />}
            {summary && <ImportResult summary={summary} />}
            {error && <Text role="alert">The import failed and nothing was changed: {error}</Text>}
          </>
        ) : (
          <Text as="p" role="alert">
            There is no group called “{group}” in the starting world. You can import one of these:
          </Text>
        )}
        <nav aria-label="Groups to import" className={styles.links}>
          <Text>Groups you can import:</Text>
          {groups.map(({ group: name }) => (
            <RouteLink key={name} to={`/import/${name}`}>
              {name}
            </RouteLink>
          ))}
        </nav>
      </div>
    </Page>
  );
}
