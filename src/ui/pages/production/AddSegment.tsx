import { useState } from 'react';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { SegmentTypeSelect } from './SegmentTypeSelect';

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'end' },
});

/** Adds a segment of the chosen type at the end of the running order. */
export function AddSegment({ onAdd }: { onAdd: (type: string) => void }) {
  const styles = useStyles();
  const [type, setType] = useState('DEFAULT');
  return (
    <div className={styles.row}>
      <SegmentTypeSelect label="New segment type" value={type} onChange={setType} />
      <Button icon={<AddRegular />} onClick={() => onAdd(type)}>
        Add segment
      </Button>
    </div>
  );
}
