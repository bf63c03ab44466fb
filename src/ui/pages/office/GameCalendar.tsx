import { Button, Text, Title3 } from '@fluentui/react-components';
import { CalendarArrowRightRegular } from '@fluentui/react-icons';
import { formatLongDate } from '../../../domain/dates';
import { SectionCard } from '../../components/SectionCard';
import { LazyRivalWeekProgress } from '../../components/LazyRivalWeekProgress';
import type { RivalProgress } from '../../components/use-rival-week';
import { useOfficeStyles } from './office-styles';

interface GameCalendarProps {
  date: string;
  daysPerStep: number;
  advancing: boolean;
  /** Issue 18: the rivals' shows while Advance runs. */
  rivals?: RivalProgress | null;
  onAdvance: () => void;
}

/** Today's game date and the button that moves the calendar on (focusable while it works: focus stays on it). */
export function GameCalendar({ date, daysPerStep, advancing, rivals = null, onAdvance }: GameCalendarProps) {
  const styles = useOfficeStyles();
  const days = `${daysPerStep} ${daysPerStep === 1 ? 'day' : 'days'}`;
  return (
    <SectionCard title="Today">
      <Title3 as="p" className={styles.date}>
        {formatLongDate(date)}
      </Title3>
      <Text className={styles.muted}>The calendar moves {days} per step; wrestlers heal a little each step.</Text>
      <Button appearance="primary" icon={<CalendarArrowRightRegular />} disabledFocusable={advancing} onClick={onAdvance}>
        Advance {days}
      </Button>
      <LazyRivalWeekProgress progress={advancing ? rivals : null} />
    </SectionCard>
  );
}
