import type { RumbleView } from './rumble-view';

export const RUMBLES_START_PATH = '/rumbles/start';

/** What the rumble screen hands to `/rumbles/start` after a delete (router state, never the URL). */
export interface RumblesStartState {
  deleted?: string;
}

/** The championship's name as the screen shows it, or null for a rumble without one. */
function titleName({ rumble, championship }: Pick<RumbleView, 'rumble' | 'championship'>): string | null {
  if (rumble.championshipId === null) return null;
  return championship?.name ?? `Championship #${rumble.championshipId}`;
}

/**
 * What deleting does, for the confirmation. A finished championship rumble has already moved the
 * title (closed a reign, opened or defended one): those reigns are history and stay.
 */
export function deleteConsequence(view: Pick<RumbleView, 'rumble' | 'championship'>): string {
  const { rumble } = view;
  const gone = `${rumble.name}, its field and its eliminations are deleted for good; the wrestlers stay on the roster.`;
  const title = titleName(view);
  if (title === null) return gone;
  if (!rumble.complete) return `${gone} It has not finished, so the ${title} has not changed hands.`;
  return `${gone} It is finished, so the ${title} reigns it made stay as they are: deleting it does not give the title back.`;
}

/** The status line `/rumbles/start` shows once the rumble is gone. */
export function deletedMessage(view: Pick<RumbleView, 'rumble' | 'championship'>): string {
  const title = titleName(view);
  const kept = title !== null && view.rumble.complete ? ` The ${title} reigns it made are kept.` : '';
  return `Deleted ${view.rumble.name}.${kept}`;
}
