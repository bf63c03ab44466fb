import { useEffect, useRef, type ReactElement } from 'react';
import { Button, MessageBar, MessageBarBody, MessageBarTitle, Text } from '@fluentui/react-components';
import { FastForwardRegular, NextRegular, PlayRegular } from '@fluentui/react-icons';
import type { TournamentView } from '../../../application/tournament';
import { formatLongDate } from '../../../domain/dates';
import { SectionCard } from '../../components/SectionCard';
import { Bracket } from './Bracket';
import { DeleteTournament } from './DeleteTournament';
import { genderLabel } from '../../components/division-labels';
import { STATUS_LABELS } from './tournament-labels';
import { useTournamentStyles } from './tournament-styles';
import type { Busy, PlayKind } from './use-tournaments';

interface TournamentBracketProps {
  view: TournamentView;
  busy: Busy;
  onPlay: (kind: PlayKind) => void;
  onDelete: () => void;
}

const PLAY_BUTTONS: { kind: PlayKind; label: string; busyLabel: string; icon: ReactElement }[] = [
  { kind: 'playMatch', label: 'Play next match', busyLabel: 'Playing…', icon: <PlayRegular /> },
  { kind: 'playRound', label: 'Play round', busyLabel: 'Playing the round…', icon: <NextRegular /> },
  { kind: 'run', label: 'Run to the end', busyLabel: 'Running…', icon: <FastForwardRegular /> },
];

/** One tournament: what it is, the play controls, the champion once there is one, and the bracket. */
export function TournamentBracket({ view, busy, onPlay, onDelete }: TournamentBracketProps) {
  const styles = useTournamentStyles();
  const championRef = useRef<HTMLDivElement>(null);
  const hadChampion = useRef(view.champion !== null);
  useEffect(() => {
    // The play buttons go when the final is played: focus moves to the news instead of the page.
    if (view.champion && !hadChampion.current) championRef.current?.focus();
    hadChampion.current = view.champion !== null;
  }, [view.champion]);
  const playable = view.status === 'notStarted' || view.status === 'inProgress';
  const facts = [
    view.date ? formatLongDate(view.date) : 'No date',
    genderLabel(view.gender),
    view.brands.length ? view.brands.join(', ') : 'Every brand',
    view.championship ? `For the ${view.championship}` : null,
    view.recordResults ? 'Results count in the records' : 'Exhibition: records untouched',
    STATUS_LABELS[view.status],
  ].filter(Boolean);

  return (
    <SectionCard title={view.name} action={<DeleteTournament name={view.name} disabled={busy !== null} onDelete={onDelete} />}>
      <Text className={styles.muted}>{facts.join(' · ')}</Text>
      {view.champion && (
        <MessageBar intent="success" layout="multiline" ref={championRef} tabIndex={-1}>
          <MessageBarBody>
            <MessageBarTitle>Champion</MessageBarTitle>
            {view.champion.name} wins {view.name}
            {view.championship ? ` and holds the ${view.championship}.` : '.'}
          </MessageBarBody>
        </MessageBar>
      )}
      {view.problem && (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>This bracket cannot be played</MessageBarTitle>
            {view.problem}
          </MessageBarBody>
        </MessageBar>
      )}
      {playable && (
        <div className={styles.row}>
          {PLAY_BUTTONS.map(({ kind, label, busyLabel, icon }) => (
            <Button key={kind} appearance={kind === 'playMatch' ? 'primary' : 'secondary'} icon={icon} disabled={busy !== null} onClick={() => onPlay(kind)}>
              {busy === kind ? busyLabel : label}
            </Button>
          ))}
        </div>
      )}
      {view.rounds.length > 0 && <Bracket rounds={view.rounds} />}
    </SectionCard>
  );
}
