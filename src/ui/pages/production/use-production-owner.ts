import { useEffect, useState } from 'react';
import type { ProductionOwner } from '../../../application/promotions';
import { useServices } from '../../services-context';

/** Who runs the production (issue 18): a rival's is read-only. Unknown (or unreadable) counts as the player's: the application still refuses. */
export function useProductionOwner(productionId: number): ProductionOwner | null {
  const { promotions, logger } = useServices();
  const [owner, setOwner] = useState<ProductionOwner | null>(null);
  useEffect(() => {
    let live = true;
    (async () => promotions.ownerOf(productionId))().then(
      (found) => live && setOwner(found),
      (error: unknown) => logger.warn('Could not read who runs the production', error),
    );
    return () => {
      live = false;
    };
  }, [promotions, logger, productionId]);
  return owner;
}
