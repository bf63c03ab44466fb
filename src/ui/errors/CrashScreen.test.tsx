import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { browser } from '../browser';
import { createFakeServices } from '../testing/fake-services';
import { renderWithApp } from '../testing/render';
import { CrashScreen } from './CrashScreen';
import { ErrorBoundary } from './ErrorBoundary';

function Boom(): never {
  throw new Error('Segment exploded');
}

const crash = (error: unknown, stack: string) => <CrashScreen error={error} componentStack={stack} />;

describe('crash screen', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    URL.createObjectURL = vi.fn(() => 'blob:backup');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => vi.restoreAllMocks());

  it('replaces a throwing screen, with the error text and component stack in a scroll box', async () => {
    const onError = vi.fn();
    renderWithApp(
      <ErrorBoundary fallback={crash} onError={onError}>
        <Boom />
      </ErrorBoundary>,
      createFakeServices().services,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Encountered an error' })).toBeInTheDocument();
    expect(document.title).toBe('Encountered an error');
    expect(screen.getByText(/reloading the page or going to another screen/)).toBeInTheDocument();
    expect(screen.getByText(/take a backup/)).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Error details' });
    expect(details).toHaveTextContent('Error: Segment exploded');
    expect(details).toHaveTextContent(/Component stack:.*Boom/s);
    expect(details).toHaveAttribute('tabindex', '0');
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'Segment exploded' }), expect.stringContaining('Boom'));
  });

  it('"Click here to setup your game" goes to #/setup and reloads one second later', async () => {
    const goToHash = vi.spyOn(browser, 'goToHash').mockImplementation(() => {});
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
    renderWithApp(<CrashScreen error={new Error('x')} componentStack="" />, createFakeServices().services);
    const button = await screen.findByRole('button', { name: 'Click here to setup your game' });

    vi.useFakeTimers();
    try {
      act(() => button.click());
      expect(goToHash).toHaveBeenCalledWith('#/setup');
      act(() => vi.advanceTimersByTime(999));
      expect(reload).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(1));
      expect(reload).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('"Download and backup save" downloads the backup under its file name', async () => {
    const fake = createFakeServices();
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(`${this.download} ${this.href}`);
    });
    renderWithApp(<CrashScreen error="plain string failure" componentStack="" />, fake.services);
    expect(await screen.findByRole('region', { name: 'Error details' })).toHaveTextContent('plain string failure');

    await userEvent.click(screen.getByRole('button', { name: 'Download and backup save' }));
    expect(fake.saves.backup).toHaveBeenCalledTimes(1);
    expect(clicked).toEqual(['kayfabe-save-v11-2026-11-21.json blob:backup']);
  });

  it('shows why a backup failed', async () => {
    const fake = createFakeServices();
    fake.saves.backup.mockRejectedValueOnce(new Error('Quota exceeded'));
    renderWithApp(<CrashScreen error={new Error('x')} componentStack="" />, fake.services);
    await userEvent.click(await screen.findByRole('button', { name: 'Download and backup save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The backup failed: Quota exceeded');
  });
});
