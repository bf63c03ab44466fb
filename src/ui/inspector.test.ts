// @vitest-environment jsdom
const createBrowserInspector = vi.fn(() => ({ inspect: { next: vi.fn() } }));
vi.mock('@statelyai/inspect', () => ({ createBrowserInspector }));

describe('getInspector', () => {
  beforeEach(() => {
    vi.resetModules();
    createBrowserInspector.mockClear();
  });
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('is undefined and never loads the inspector without ?inspect', async () => {
    window.history.replaceState(null, '', '/#/office');
    const { getInspector } = await import('./inspector');
    expect(await getInspector()).toBeUndefined();
    expect(createBrowserInspector).not.toHaveBeenCalled();
  });

  it.each(['/?inspect#/office', '/#/office?inspect'])('creates one browser inspector for %s', async (url) => {
    window.history.replaceState(null, '', url);
    const { getInspector } = await import('./inspector');
    const inspect = await getInspector();
    expect(await getInspector()).toBe(inspect);
    expect(createBrowserInspector).toHaveBeenCalledTimes(1);

    const event = { type: '@xstate.event' } as Parameters<NonNullable<typeof inspect>>[0];
    inspect?.(event);
    const created = createBrowserInspector.mock.results[0].value as { inspect: { next: ReturnType<typeof vi.fn> } };
    expect(created.inspect.next).toHaveBeenCalledWith(event);
  });
});
