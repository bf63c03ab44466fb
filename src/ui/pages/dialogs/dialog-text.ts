import type { DialogOutcome, DialogUrgency } from '../../../application/dialogs';

export const INBOX_PATH = '/dialog/inbox';

/** What the conversation screen hands to the inbox after a decision (router state, never the URL). */
export interface InboxState {
  outcome?: DialogOutcome;
}

export const urgencyText: Record<DialogUrgency, string> = { critical: 'Urgent', warning: 'When you can' };
export const urgencyColour = { critical: 'danger', warning: 'warning' } as const;

export const dialogPath = (key: string): string => `/dialog/${encodeURIComponent(key)}`;
