import type { ReactElement } from 'react';
import { Button, Spinner, Text } from '@fluentui/react-components';
import { FastForwardRegular, PersonAddRegular, PersonDeleteRegular, PlayRegular, TrophyRegular } from '@fluentui/react-icons';
import { FinishDialog } from './FinishDialog';
import { allowedEvents } from './rumble-events';
import { useRumbleStyles } from './rumble-styles';
import { finishingEarly, type RumbleView } from './rumble-view';
import type { RumbleAction } from './use-rumble';

const PROGRESS: Record<RumbleAction, string> = {
  start: 'Starting the rumble…',
  enter: 'Bringing in the next entrant…',
  eliminate: 'Eliminating…',
  finish: 'Finishing the rumble…',
  run: 'Running the rumble to the end…',
  remove: 'Deleting the rumble…',
};

export interface RumbleControlsProps {
  view: RumbleView;
  pending: RumbleAction | null;
  announcement: string;
  onAct: (action: RumbleAction) => void;
}

/**
 * The rumble's steps. A button is enabled only when the machine would act on its event, and
 * none while a step is under way (so "Run to the end" cannot be sent twice).
 */
export function RumbleControls({ view, pending, announcement, onAct }: RumbleControlsProps) {
  const styles = useRumbleStyles();
  const allowed = allowedEvents(view.rumble);
  const idle = pending === null;
  const button = (action: RumbleAction, label: string, icon: ReactElement, enabled: boolean, primary = false) => (
    <Button appearance={primary ? 'primary' : 'secondary'} icon={icon} disabled={!idle || !enabled} onClick={() => onAct(action)}>
      {label}
    </Button>
  );

  return (
    <div role="group" aria-label="Rumble controls" className={styles.row}>
      {button('start', 'Start', <PlayRegular />, allowed['rumble.start'], allowed['rumble.start'])}
      {button('enter', 'Enter next', <PersonAddRegular />, allowed['rumble.enter'], allowed['rumble.enter'])}
      {button('eliminate', 'Eliminate', <PersonDeleteRegular />, allowed['rumble.eliminate'])}
      <FinishDialog
        rumble={view.rumble}
        names={view}
        early={finishingEarly(view.rumble)}
        disabled={!idle || !allowed['rumble.finish']}
        icon={<TrophyRegular />}
        onFinish={() => onAct('finish')}
      />
      {button('run', 'Run to the end', <FastForwardRegular />, allowed.run)}
      {pending && <Spinner size="tiny" label={PROGRESS[pending]} />}
      <Text role="status" className={styles.muted}>
        {pending ? '' : announcement}
      </Text>
    </div>
  );
}
