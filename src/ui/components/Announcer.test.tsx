import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AnnouncerProvider, useAnnounce } from './Announcer';

function Advance() {
  const announce = useAnnounce();
  return <button type="button" onClick={() => announce('Week advanced to Sun, Nov 29, 2026')}>Advance 7 days</button>;
}

describe('the live region', () => {
  const region = () => screen.getByRole('log', { name: 'Announcements' });

  it('is one polite region, empty until something is announced', () => {
    render(<AnnouncerProvider><Advance /></AnnouncerProvider>);
    expect(region()).toHaveAttribute('aria-live', 'polite');
    expect(region()).toBeEmptyDOMElement();
  });

  it('says what changed, and says it again as a new message when it repeats', async () => {
    render(<AnnouncerProvider><Advance /></AnnouncerProvider>);
    const button = screen.getByRole('button', { name: 'Advance 7 days' });
    await userEvent.click(button);
    expect(region()).toHaveTextContent('Week advanced to Sun, Nov 29, 2026');
    const first = region().firstElementChild;
    await userEvent.click(button);
    expect(region()).toHaveTextContent(/^Week advanced to Sun, Nov 29, 2026$/);
    // A new node, so screen readers read the same words again.
    expect(region().firstElementChild).not.toBe(first);
  });

  it('does nothing outside a provider (a screen tested alone)', async () => {
    render(<Advance />);
    await userEvent.click(screen.getByRole('button', { name: 'Advance 7 days' }));
    expect(screen.queryByRole('log')).toBeNull();
  });
});
