import { Skeleton, SkeletonItem, makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalL },
  bar: { height: '4px', width: '100%' },
  // SPEC §2: 9/12 + 3/12 on small screens, 8/12 + 4/12 from medium (900px) up.
  columns: {
    display: 'grid',
    gridTemplateColumns: '9fr 3fr',
    gap: tokens.spacingHorizontalL,
    '@media (min-width: 900px)': { gridTemplateColumns: '8fr 4fr' },
  },
  column: { height: '60vh' },
});

/** Placeholder layout while the Game record loads (SPEC §2 Game bootstrap). */
export function GameSkeleton() {
  const styles = useStyles();
  return (
    <Skeleton className={styles.root} aria-label="Loading game" animation="pulse">
      <SkeletonItem className={styles.bar} shape="rectangle" />
      <div className={styles.columns}>
        <SkeletonItem className={styles.column} shape="rectangle" />
        <SkeletonItem className={styles.column} shape="rectangle" />
      </div>
    </Skeleton>
  );
}
