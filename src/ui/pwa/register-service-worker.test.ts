// @vitest-environment jsdom
import { browser } from '../browser';
import { registerServiceWorker } from './register-service-worker';

type Options = { onNeedRefresh?: () => void };
const updateSW = vi.fn(async () => {});
const registerSW = vi.fn((_options?: Options) => updateSW);
vi.mock('./pwa-register', () => ({ loadPwaRegister: async () => ({ registerSW }) }));

describe('service worker registration', () => {
  beforeEach(() => {
    Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
    registerSW.mockClear();
    updateSW.mockClear();
  });
  afterEach(() => vi.restoreAllMocks());

  it('does nothing outside production builds', async () => {
    await registerServiceWorker(false);
    expect(registerSW).not.toHaveBeenCalled();
  });

  it('registers in production and reloads into new content only when the player agrees', async () => {
    const confirm = vi.spyOn(browser, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    await registerServiceWorker(true);
    expect(registerSW).toHaveBeenCalledTimes(1);
    const options = registerSW.mock.calls[0][0] as Options;

    options.onNeedRefresh?.();
    expect(confirm).toHaveBeenCalledWith('New content available. Reload?');
    expect(updateSW).not.toHaveBeenCalled();
    options.onNeedRefresh?.();
    expect(updateSW).toHaveBeenCalledWith(true);
  });
});
