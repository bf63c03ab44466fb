import { useCallback, useState } from 'react';
import { ALIGNMENT_LABELS, type AlignmentChange, type RankingEntry } from '../../../application/rankings';
import type { Alignment } from '../../../domain/entities/enums';
import { useServices } from '../../services-context';
import { messageOf } from '../../errors/message-of';

export interface AlignmentChanger {
  /** The wrestler whose change is being saved, if any. */
  pendingId: number | null;
  /** The last change, said in words, or the failure. */
  message: { text: string; failed: boolean } | null;
  /** The wrestler who just moved group: their row takes the focus the pressed button had. */
  focusId: number | null;
  change: (entry: RankingEntry, to: Alignment) => Promise<void>;
  focused: () => void;
}

const said = (alignment: Alignment) => ALIGNMENT_LABELS[alignment].toLowerCase();

/** Turns wrestlers through the rankings use case, one at a time, and reports what happened. */
export function useAlignmentChange(onChanged: (change: AlignmentChange) => void): AlignmentChanger {
  const { rankings, analytics, logger } = useServices();
  const [pendingId, setPendingId] = useState<number | null>(null);
  const [focusId, setFocusId] = useState<number | null>(null);
  const [message, setMessage] = useState<AlignmentChanger['message']>(null);

  const change = async (entry: RankingEntry, to: Alignment) => {
    if (pendingId !== null) return;
    setPendingId(entry.id);
    try {
      const done = await rankings.setAlignment(entry.id, to);
      onChanged(done);
      setFocusId(done.wrestlerId);
      setMessage({ text: `${done.name} is now ${said(done.to)} (was ${said(done.from)}).`, failed: false });
      // SPEC §7 has no Alignment category; changes made from a wrestler list are 'Lists' events.
      analytics.track('Lists', 'alignment', { label: `${done.from}>${done.to}` });
    } catch (cause) {
      logger.error('Could not change the alignment', cause);
      const reason = messageOf(cause);
      setMessage({ text: `Could not change ${entry.name}'s alignment: ${reason}`, failed: true });
    } finally {
      setPendingId(null);
    }
  };

  const focused = useCallback(() => setFocusId(null), []);
  return { pendingId, message, focusId, change, focused };
}
