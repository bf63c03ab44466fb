import type { GameChange } from '../../application/ports/change-feed.port';
import { uniqueDatabaseName } from '../dexie/test-support';
import { BroadcastChangeFeed, changeChannelName } from './broadcast-change-feed';

const nextChange = (feed: BroadcastChangeFeed) =>
  new Promise<GameChange>((resolve) => {
    const stop = feed.subscribe((change) => {
      stop();
      resolve(change);
    });
  });

describe('the cross-tab change feed', () => {
  it('uses the contract\'s channel for the game\'s database and a channel of its own for any other', () => {
    expect(changeChannelName('kayfabe')).toBe('kayfabe-changes');
    expect(changeChannelName('test-db')).toBe('kayfabe-changes:test-db');
  });

  it('carries a change from one tab to another, never back to the tab that published it', async () => {
    const name = changeChannelName(uniqueDatabaseName('feed'));
    const [tabA, tabB] = [new BroadcastChangeFeed(name), new BroadcastChangeFeed(name)];
    const heardByA = vi.fn();
    tabA.subscribe(heardByA);
    const arrived = nextChange(tabB);
    tabA.publish({ kind: 'changed', tables: ['Wrestler', 'Brand'] });
    expect(await arrived).toEqual({ kind: 'changed', tables: ['Wrestler', 'Brand'] });
    // B answers; A hears B's message only (its own never came back).
    const back = nextChange(tabA);
    tabB.publish({ kind: 'replaced' });
    expect(await back).toEqual({ kind: 'replaced' });
    expect(heardByA).toHaveBeenCalledTimes(1);
    tabA.close();
    tabB.close();
  });

  it('ignores messages without the contract\'s shape and unknown table names', async () => {
    const name = changeChannelName(uniqueDatabaseName('feed'));
    const feed = new BroadcastChangeFeed(name);
    const raw = new BroadcastChannel(name);
    const arrived = nextChange(feed);
    raw.postMessage('hello');
    raw.postMessage({ kind: 'deleted' });
    raw.postMessage({ kind: 'changed', tables: ['Wrestler', '__proto__'] });
    expect(await arrived).toEqual({ kind: 'changed', tables: ['Wrestler'] });
    raw.close();
    feed.close();
  });

  it('is a quiet no-op where the browser has no BroadcastChannel', () => {
    const feed = new BroadcastChangeFeed('kayfabe-changes', null);
    const listener = vi.fn();
    feed.subscribe(listener);
    expect(() => feed.publish({ kind: 'replaced' })).not.toThrow();
    feed.announce({ kind: 'replaced' });
    expect(listener).toHaveBeenCalledWith({ kind: 'replaced' });
  });
});
