// @vitest-environment jsdom
import { silentLogger } from '../dexie/test-support';
import { buildAnalyticsPayload, ConsoleAnalytics } from './console-analytics';

describe('analytics payload', () => {
  it('defaults label to "-", value to 0 and hostname to localhost', () => {
    expect(buildAnalyticsPayload('Sidebar', 'open', undefined, '')).toEqual({
      category: 'Sidebar',
      action: 'open',
      hostname: 'localhost',
      label: '-',
      value: 0,
    });
  });

  it('keeps given extras and drops undefined ones', () => {
    const payload = buildAnalyticsPayload('Saves', 'backup', { label: 'v11', value: 3, big: true, gone: undefined }, 'kayfabe.app');
    expect(payload).toEqual({ category: 'Saves', action: 'backup', hostname: 'kayfabe.app', label: 'v11', value: 3, big: true });
  });

  it.each([
    ['mail jane.doe+x@example.co.uk now', 'mail [redacted] now'],
    ['a@b.io and c@d.org', '[redacted] and [redacted]'],
    ['no address @ here', 'no address @ here'],
  ])('redacts e-mail-like text in %j', (text, expected) => {
    const payload = buildAnalyticsPayload('Notes', text, { label: text, note: text });
    expect(payload.action).toBe(expected);
    expect(payload.label).toBe(expected);
    expect(payload.note).toBe(expected);
  });
});

describe('ConsoleAnalytics', () => {
  it('logs each payload in debug mode (the default) and sends nothing over the network', () => {
    const logger = silentLogger();
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(() => Promise.reject(new Error('no network')));
    const analytics = new ConsoleAnalytics(logger, { hostname: 'host' });
    analytics.track('Office', 'advance', { label: 'me@mail.com' });
    analytics.pageView('/roster?q=me@mail.com');
    expect(logger.info).toHaveBeenNthCalledWith(1, '[analytics]', {
      category: 'Office', action: 'advance', hostname: 'host', label: '[redacted]', value: 0,
    });
    expect(logger.info).toHaveBeenNthCalledWith(2, '[analytics]', { type: 'page_view', page: '/roster?q=[redacted]', hostname: 'host' });
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });

  it('stays silent outside debug mode', () => {
    const logger = silentLogger();
    new ConsoleAnalytics(logger, { debug: false }).track('Setup', 'start');
    expect(logger.info).not.toHaveBeenCalled();
  });

  it('only logs a tracking failure', () => {
    const logger = silentLogger();
    const extras = { get label(): string { throw new Error('bad extras'); } };
    expect(() => new ConsoleAnalytics(logger).track('Error', 'x', extras)).not.toThrow();
    expect(logger.error).toHaveBeenCalledWith('Analytics tracking failed', expect.objectContaining({ message: 'bad extras' }));
  });

  it('reads the hostname from the page location when none is given', () => {
    const logger = silentLogger();
    new ConsoleAnalytics(logger).track('Lists', 'sort');
    expect(logger.info.mock.calls[0][1]).toMatchObject({ hostname: window.location.hostname || 'localhost' });
  });
});
