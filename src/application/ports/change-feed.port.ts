import type { TableName } from '../../domain/entities/tables';

/**
 * Issue 14: what one tab tells the others (and itself) after a write commits.
 * - `changed`: rows of these tables were written; screens reading them read again.
 * - `replaced`: the whole game was replaced (import, new game, restore of a safety copy); a tab
 *   that did not do it is left behind and says so.
 */
export type GameChange = { kind: 'changed'; tables: readonly TableName[] } | { kind: 'replaced' };

/** Cross-tab change events (adapter: a BroadcastChannel named `kayfabe-changes`). */
export interface ChangeFeed {
  /** Tells every other open tab; never throws (a browser without the channel simply tells no one). */
  publish(change: GameChange): void;
  /** Changes made by other tabs; returns the unsubscribe. */
  subscribe(listener: (change: GameChange) => void): () => void;
}
