import { useEffect } from 'react';
import { Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { browser } from '../browser';

const useStyles = makeStyles({
  root: { display: 'flex', justifyContent: 'center', padding: tokens.spacingVerticalXXL },
});

/** SPEC §2 update notice: a newer build replaced the chunk this page needed, so reload. */
export function UpdateNotice() {
  const styles = useStyles();
  useEffect(() => {
    browser.reload();
  }, []);
  return (
    <div className={styles.root} role="status">
      <Spinner label="New update available. Reloading in progress." />
    </div>
  );
}
