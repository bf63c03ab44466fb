import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { CreateTournamentOptions, TournamentRow, TournamentView } from '../../../application/tournament';
import { useServices } from '../../services-context';
import { messageOf } from '../../errors/message-of';

export type PlayKind = 'playMatch' | 'playRound' | 'run';
export type Busy = PlayKind | 'remove' | null;

/** Selected by `?id=` so a bracket can be bookmarked and the back button leaves it. */
function useSelectedId(): [number | null, (id: number | null) => void] {
  const [search, setSearch] = useSearchParams();
  const raw = Number(search.get('id'));
  const id = Number.isSafeInteger(raw) && raw > 0 ? raw : null;
  const select = useCallback((next: number | null) => setSearch(next === null ? {} : { id: String(next) }), [setSearch]);
  return [id, select];
}

/** `/tournaments`: the list, the selected bracket, and the actions that change them. */
export function useTournaments() {
  const { tournaments, logger, analytics } = useServices();
  const [selectedId, select] = useSelectedId();
  const [rows, setRows] = useState<TournamentRow[] | null>(null);
  /** undefined while loading, null when the selected tournament does not exist. */
  const [view, setView] = useState<TournamentView | null | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const [announcement, setAnnouncement] = useState('');
  const [version, setVersion] = useState(0);

  const fail = useCallback(
    (what: string) => (cause: unknown) => {
      logger.error(what, cause);
      setError(messageOf(cause));
    },
    [logger],
  );

  useEffect(() => {
    let live = true;
    // Inside an async function, so even a synchronous failure lands in the error message.
    (async () => tournaments.list())().then((next) => live && setRows(next), fail('Could not list the tournaments'));
    return () => {
      live = false;
    };
  }, [tournaments, fail, version]);

  useEffect(() => {
    let live = true;
    // Reloading the same bracket keeps it on screen, so the focused Play button stays put.
    setView((current) => (current && current.id === selectedId ? current : undefined));
    if (selectedId === null) return;
    (async () => tournaments.view(selectedId))().then((next) => live && setView(next), fail('Could not read the tournament'));
    return () => {
      live = false;
    };
  }, [tournaments, fail, selectedId, version]);

  const refresh = () => setVersion((v) => v + 1);

  /** Runs one action with its button busy; a failure becomes the error line. */
  const busyWhile = async (kind: NonNullable<Busy>, failure: string, work: () => Promise<void>) => {
    setBusy(kind);
    try {
      await work();
    } catch (cause) {
      fail(failure)(cause);
    } finally {
      setBusy(null);
    }
  };

  const play = async (kind: PlayKind) => {
    if (selectedId === null) return;
    await busyWhile(kind, 'Could not play the tournament', async () => {
      const { tournament, played } = await tournaments[kind](selectedId);
      analytics.track('Tournament', 'Play', { label: kind });
      setAnnouncement(`Played ${played} ${played === 1 ? 'match' : 'matches'}.${tournament.complete ? ' The tournament is over.' : ''}`);
      refresh();
    });
  };

  const remove = (id: number) =>
    busyWhile('remove', 'Could not delete the tournament', async () => {
      await tournaments.remove(id);
      setAnnouncement('Tournament deleted.');
      select(null);
      refresh();
    });

  /** Creates and opens the tournament; a refusal is thrown back for the form to show. */
  const create = async (options: CreateTournamentOptions) => {
    const created = await tournaments.create(options);
    analytics.track('Tournament', 'Create', { label: String(created.wrestlerIds.length) });
    setAnnouncement(`${created.name} created.`);
    select(created.id);
    refresh();
  };

  return { rows, view, selectedId, error, busy, announcement, version, select, play, remove, create };
}

export type TournamentsState = ReturnType<typeof useTournaments>;
