import type { ContractType } from '../../../domain/entities/enums';

/** How the screen names each contract type (stored as FULL, PART, GUEST). */
export const CONTRACT_LABELS: Record<ContractType, string> = { FULL: 'Full time', PART: 'Part time', GUEST: 'Guest' };
