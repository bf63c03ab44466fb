// @vitest-environment jsdom
describe('work deferred until a first screen is shown', () => {
  beforeEach(() => {
    vi.resetModules();
  });

  const load = () => import('./first-screen');
  const frameAndIdle = () => new Promise((done) => setTimeout(done, 50));

  it('waits for the first screen, then runs each task once after a paint', async () => {
    const { firstScreenShown, whenFirstScreenShown } = await load();
    const task = vi.fn();
    whenFirstScreenShown(task);
    await frameAndIdle();
    expect(task).not.toHaveBeenCalled();

    firstScreenShown();
    firstScreenShown();
    await vi.waitFor(() => expect(task).toHaveBeenCalledTimes(1));
    await frameAndIdle();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs a task asked for after the first screen soon, without another screen', async () => {
    const { firstScreenShown, whenFirstScreenShown } = await load();
    firstScreenShown();
    const task = vi.fn();
    whenFirstScreenShown(task);
    await vi.waitFor(() => expect(task).toHaveBeenCalledTimes(1));
  });
});
