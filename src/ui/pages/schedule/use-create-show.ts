import { useEffect, useRef, useState } from 'react';
import type { Stored } from '../../../domain/entities/base';
import type { Production } from '../../../domain/entities/production';
import { useServices } from '../../services-context';
import type { CreateShowParams } from './create-show-params';
import { messageOf } from '../../errors/message-of';
import { CatalogueError } from '../../../domain/errors';

export type CreateShowStatus =
  | { state: 'working'; showName: string | null }
  | { state: 'done'; production: Stored<Production> }
  | { state: 'failed'; message: string };

/**
 * Creates the production of a show on a date, or finds the one booked already. Runs once per
 * address even when React mounts the effect twice; the use case itself makes one per show and day.
 */
export function useCreateShow(params: CreateShowParams): CreateShowStatus {
  const { production, analytics, logger } = useServices();
  const initial: CreateShowStatus = params.valid
    ? { state: 'working', showName: null }
    : { state: 'failed', message: params.problem };
  const [status, setStatus] = useState<CreateShowStatus>(initial);
  const started = useRef<string | null>(null);

  useEffect(() => {
    if (!params.valid) return;
    const key = `${params.showId}/${params.date}`;
    if (started.current === key) return;
    started.current = key;
    const run = async () => {
      const show = await production.show(params.showId);
      if (!show) return setStatus({ state: 'failed', message: `There is no show number ${params.showId} in this game.` });
      setStatus({ state: 'working', showName: show.name });
      const created = await production.createProduction({ showId: params.showId, date: params.date });
      analytics.track('Schedule', 'create production', { label: show.name });
      setStatus({ state: 'done', production: created });
    };
    run().catch((cause: unknown) => {
      // Issue 33: a refusal the player is shown (a passed night) is no fault of the app's.
      if (cause instanceof CatalogueError) logger.warn('The production was refused', { reason: messageOf(cause) });
      else logger.error('Could not create the production', cause);
      setStatus({ state: 'failed', message: messageOf(cause) });
    });
  }, [params, production, analytics, logger]);

  return status;
}
