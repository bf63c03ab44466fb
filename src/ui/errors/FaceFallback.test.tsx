import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing/render';
import { ErrorBoundary } from './ErrorBoundary';
import { FaceFallback } from './FaceFallback';

function BrokenFooter(): never {
  throw new Error('Footer broke');
}

describe('face fallback', () => {
  it('stands in for a failed part with a focusable face described by the error and stack', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithTheme(
      <>
        <ErrorBoundary fallback={(error, stack) => <FaceFallback error={error} componentStack={stack} />}>
          <BrokenFooter />
        </ErrorBoundary>
        <p>rest of the app</p>
      </>,
    );
    const face = await screen.findByRole('img', { name: 'This part failed to load' });
    expect(face).toHaveAttribute('tabindex', '0');
    await userEvent.tab();
    expect(face).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(/Footer broke.*BrokenFooter/s);
    expect(face).toHaveAccessibleDescription(/Footer broke/);
    expect(screen.getByText('rest of the app')).toBeInTheDocument();
    vi.mocked(console.error).mockRestore();
  });
});
