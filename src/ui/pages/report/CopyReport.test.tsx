import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { AnnouncerProvider } from '../../components/Announcer';
import { renderWithApp } from '../../testing/render';
import { productionScreen } from '../production/production.test-support';
import { ProductionsRoute } from '../production/ProductionsRoute';

// Issue 17: "Copy report" on a completed production's results, on real services.
const editor = productionScreen();

async function completeSingles() {
  const [segmentId, ...others] = editor.world.production.segmentIds;
  await editor.services.segments.setType(segmentId, 'SINGLES');
  await editor.services.segments.toggleAppearance({ segmentId, wrestlerId: editor.world.wrestlers.rex.id });
  await editor.services.segments.toggleAppearance({ segmentId, wrestlerId: editor.world.wrestlers.ace.id });
  const productionId = editor.world.production.id;
  for (const other of others) await editor.services.segments.removeSegment({ productionId, segmentId: other });
  expect((await editor.services.production.completeProduction(productionId, { seed: 11 })).status).toBe('completed');
}

/** The production screen inside the app's live region, as the app shell renders it. */
function open() {
  renderWithApp(
    <AnnouncerProvider>
      <Routes>
        <Route path="/production/*" element={<ProductionsRoute />} />
      </Routes>
    </AnnouncerProvider>,
    editor.services,
    `/production/${editor.world.production.id}`,
  );
}

async function pick(item: string) {
  await userEvent.click(await screen.findByRole('button', { name: 'Copy report' }, { timeout: 30_000 }));
  await userEvent.click(await screen.findByRole('menuitem', { name: item }));
}

describe('copying a show report', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('copies the report as Markdown to the clipboard and says so', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await completeSingles();
    open();
    await pick('Copy as Markdown');
    await waitFor(() => expect(writeText).toHaveBeenCalledTimes(1));
    const text = writeText.mock.calls[0]![0] as string;
    expect(text).toMatch(/^# NPW Friction, /);
    expect(text).toContain('Rex Calloway vs. Ace Morrow');
    expect(text).toMatch(/Rating: ★ \d+\.\d\d/);
    await waitFor(() => expect(screen.getByRole('log', { name: 'Announcements' })).toHaveTextContent('Report copied as Markdown'));
  });

  it('copies the replay code', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await completeSingles();
    open();
    await pick('Copy replay code');
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(expect.stringMatching(/^KF1\.[\w-]+\.[0-9a-z]+$/)));
  });

  it('shows the text to copy by hand when the clipboard is refused', async () => {
    const writeText = vi.fn().mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await completeSingles();
    open();
    await pick('Copy as BBCode');
    const dialog = await screen.findByRole('dialog', { name: 'Copy the BBCode' });
    const area = within(dialog).getByRole('textbox', { name: 'BBCode' });
    expect((area as HTMLTextAreaElement).value).toMatch(/^\[size=150\]\[b\]NPW Friction, /);
    expect(area).toHaveAttribute('readonly');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
