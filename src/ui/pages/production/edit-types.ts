import type { AppServices } from '../../../application/services';

/** Runs one edit through the services; the screen re-reads the card afterwards. */
export type Edit = (work: (services: AppServices) => Promise<unknown>) => Promise<void>;
