import type { ChangeFeed, GameChange } from '../../application/ports/change-feed.port';
import { TABLE_NAMES, type TableName } from '../../domain/entities/tables';
import { DATABASE_NAME } from '../dexie/kayfabe-database';

/** The contract's channel name for the game's database; another database (tests) gets its own. */
export const changeChannelName = (databaseName: string): string =>
  databaseName === DATABASE_NAME ? 'kayfabe-changes' : `kayfabe-changes:${databaseName}`;

type Listener = (change: GameChange) => void;
type ChannelConstructor = new (name: string) => BroadcastChannel;

const isTableName = (value: unknown): value is TableName => TABLE_NAMES.some((name) => name === value);

/** A message from another tab, only if it has the contract's shape (anything else is ignored). */
function asChange(data: unknown): GameChange | null {
  if (typeof data !== 'object' || data === null) return null;
  const { kind, tables } = data as { kind?: unknown; tables?: unknown };
  if (kind === 'replaced') return { kind };
  if (kind === 'changed' && Array.isArray(tables)) return { kind, tables: tables.filter(isTableName) };
  return null;
}

/**
 * The ChangeFeed port over a BroadcastChannel (issue 14). A channel never hears its own messages,
 * so subscribers learn only of other tabs' changes, plus what this tab learns of itself through
 * `announce` (its database connection closed by another tab's import). Without BroadcastChannel
 * (an old browser) publishing tells no one and nothing arrives.
 */
export class BroadcastChangeFeed implements ChangeFeed {
  private readonly listeners = new Set<Listener>();
  private readonly channel: BroadcastChannel | null;

  constructor(name: string, Channel: ChannelConstructor | null = globalThis.BroadcastChannel ?? null) {
    this.channel = Channel ? new Channel(name) : null;
    if (!this.channel) return;
    this.channel.onmessage = (event: MessageEvent) => {
      const change = asChange(event.data);
      if (change) this.announce(change);
    };
    // Node's channel (unit tests) would keep the process alive; browsers have no unref.
    (this.channel as { unref?: () => void }).unref?.();
  }

  publish(change: GameChange): void {
    try {
      this.channel?.postMessage(change.kind === 'changed' ? { kind: change.kind, tables: [...change.tables] } : change);
    } catch {
      // A closed channel (the page is going away): nobody is left to tell.
    }
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Tells this tab's own subscribers, as if another tab had published it. */
  announce(change: GameChange): void {
    for (const listener of [...this.listeners]) {
      try {
        listener(change);
      } catch {
        // One broken listener must not keep the others from hearing.
      }
    }
  }

  close(): void {
    this.channel?.close();
  }
}
