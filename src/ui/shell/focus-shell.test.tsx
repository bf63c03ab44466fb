import { useRef, useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { useRouteFocus } from './use-route-focus';
import { useFocusKeeper } from './use-focus-keeper';

function Shell() {
  const main = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  useRouteFocus(main, pathname);
  useFocusKeeper(main);
  return (
    <main ref={main} tabIndex={-1}>
      <Routes>
        <Route path="/schedule" element={<Schedule />} />
        <Route path="/production" element={<h1 tabIndex={-1}>Productions</h1>} />
      </Routes>
    </main>
  );
}

function Schedule() {
  const navigate = useNavigate();
  const [rows, setRows] = useState(['Onslaught', 'Friction']);
  const [asking, setAsking] = useState(false);
  return (
    <>
      <h1 tabIndex={-1}>Show schedule</h1>
      <button type="button" onClick={() => navigate('/production')}>Create production</button>
      {rows.map((row) => (
        <button key={row} type="button" onClick={() => setRows((all) => all.filter((r) => r !== row))}>Delete {row}</button>
      ))}
      <button type="button" onClick={() => setAsking(true)}>Ask</button>
      {asking && (
        <div role="dialog" aria-label="Sure?">
          <button type="button" onClick={() => setAsking(false)}>Cancel</button>
        </div>
      )}
    </>
  );
}

const renderShell = () => render(<MemoryRouter initialEntries={['/schedule']}><Shell /></MemoryRouter>);

describe('focus in the shell', () => {
  it('leaves the first screen alone, then puts focus on the new screen\'s h1 when its button has gone', async () => {
    renderShell();
    expect(screen.getByRole('heading', { name: 'Show schedule' })).not.toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Create production' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Productions' })).toHaveFocus());
  });

  it('sends focus back to the control that opened a dialog, once the dialog has gone', async () => {
    renderShell();
    await userEvent.click(screen.getByRole('button', { name: 'Ask' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Ask' })).toHaveFocus());
  });

  it('puts focus on the screen\'s h1 when the control used went with its content', async () => {
    renderShell();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Onslaught' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Show schedule' })).toHaveFocus());
    expect(document.activeElement).not.toBe(document.body);
  });
});
