import { ProgressBar, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { ObjectiveView } from '../../../application/owner';

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  item: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** The year's objectives, each with its progress bar (named by the objective, valued in its own figure). */
export function ObjectiveList({ objectives, meanings = false }: { objectives: ObjectiveView[]; meanings?: boolean }) {
  const styles = useStyles();
  return (
    <ul className={styles.list}>
      {objectives.map((objective) => (
        <li key={objective.kind} className={styles.item}>
          <Text weight="semibold">{objective.label}</Text>
          <ProgressBar
            value={objective.share}
            max={1}
            thickness="large"
            color={objective.met ? 'success' : 'brand'}
            aria-label={objective.label}
            aria-valuetext={`${objective.progressText}${objective.met ? ', met' : ''}`}
          />
          <Text size={200}>
            {objective.progressText}
            {objective.met ? ' — met' : ''}
          </Text>
          {meanings && objective.meaning && (
            <Text size={200} className={styles.muted}>
              {objective.meaning}
            </Text>
          )}
        </li>
      ))}
    </ul>
  );
}
