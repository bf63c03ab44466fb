import type { ReactElement } from 'react';
import type { Rumble } from '../../../domain/entities/rumble';
import { ConfirmButton } from '../../components/ConfirmButton';
import { inTheRing, entrantName, waitingEntrants, type RumbleView } from './rumble-view';

export interface FinishDialogProps {
  rumble: Rumble;
  names: Pick<RumbleView, 'names'>;
  /** Others could still win: ask first, since finishing cannot be undone. */
  early: boolean;
  disabled: boolean;
  icon: ReactElement;
  onFinish: () => void;
}

/** What finishing now would do, in words: who wins, and who never gets their chance. */
function consequence(rumble: Rumble, names: Pick<RumbleView, 'names'>): string {
  const ring = inTheRing(rumble);
  const waiting = waitingEntrants(rumble).length;
  const unused = waiting > 0 ? ` ${waiting} ${waiting === 1 ? 'entrant never enters' : 'entrants never enter'}.` : '';
  if (ring.length === 0) return `Nobody is in the ring, so the rumble ends with no winner.${unused}`;
  const others = ring.length - 1;
  const stay = others > 0 ? `, ahead of ${others} still in the ring` : '';
  return `${entrantName(names, ring[0])} wins as the first entrant left standing${stay}.${unused}`;
}

/** `Finish`, straight away when one entrant is left, after a confirmation when finishing early. */
export function FinishDialog({ rumble, names, early, disabled, icon, onFinish }: FinishDialogProps) {
  return (
    <ConfirmButton
      button={{ icon, disabled, appearance: early ? 'secondary' : 'primary', children: 'Finish' }}
      ask={early}
      title="Finish the rumble now?"
      confirmLabel="Finish now"
      cancelLabel="Keep going"
      onConfirm={onFinish}
    >
      {consequence(rumble, names)} A finished rumble cannot be resumed.
    </ConfirmButton>
  );
}
