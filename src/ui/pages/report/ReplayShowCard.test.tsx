import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReplayOptions } from '../../../application/report';
import type { ShowReport } from '../../../domain/report/show-report';
import { quickMatchServices, renderQuickMatch } from '../quick-match/quick-match.test-support';

const replayed: ShowReport = {
  showName: 'NPW Friction', date: '2026-11-22', rules: 'living', attendance: 9000, viewers: 1_500_000, money: [],
  segments: [
    {
      kind: 'Singles match', competition: true, duration: 600, sides: [{ wrestlers: ['Rex Calloway'], managers: [] }, { wrestlers: ['Ace Morrow'], managers: [] }],
      winners: ['Ace Morrow'], draw: false, titles: [], titleChanges: [], rating: 3.25, why: null, storyline: 'Ace Morrow stole it at the bell.',
    },
  ],
};

describe('replaying a show in quick mode', () => {
  it('re-runs a pasted code and shows its card, winners, ratings and storylines', async () => {
    const services = await quickMatchServices();
    const replay = vi.spyOn(services.production, 'replay').mockResolvedValue(replayed);
    renderQuickMatch(services);
    const region = await screen.findByRole('region', { name: 'Replay a show' });
    await userEvent.type(within(region).getByRole('textbox', { name: 'Replay code' }), 'KF1.abc.def');
    await userEvent.click(within(region).getByRole('button', { name: 'Replay show' }));
    const card = await within(region).findByRole('list', { name: 'Replayed card' });
    expect(replay).toHaveBeenCalledWith('KF1.abc.def', expect.objectContaining({ onProgress: expect.any(Function) }));
    expect(card).toHaveTextContent('Singles match (0:10:00): Rex Calloway vs. Ace Morrow');
    expect(card).toHaveTextContent('Winner: Ace Morrow');
    expect(within(card).getByRole('img', { name: 'Rated 3.25 out of 5' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Ace Morrow stole it at the bell.');
  });

  it('refuses a 1.2 MB paste at once, with the limit the field states, and runs nothing (issue 34)', async () => {
    const services = await quickMatchServices();
    const replay = vi.spyOn(services.production, 'replay');
    renderQuickMatch(services);
    const region = await screen.findByRole('region', { name: 'Replay a show' });
    const box = within(region).getByRole('textbox', { name: 'Replay code' });
    expect(within(region).getByText("One show's code: at most 250,000 characters and 60 segments.")).toBeInTheDocument();
    fireEvent.change(box, { target: { value: `KF1.${'A'.repeat(1_200_000)}.x` } });
    expect(within(region).getByText(/This replay code has 1,200,006 characters; a show's code has at most 250,000/)).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Replay show' })).toBeDisabled();
    expect(replay).not.toHaveBeenCalled();
  });

  it('shows its progress while replaying, with the box and button disabled, and starts one run only (issue 34)', async () => {
    const services = await quickMatchServices();
    let heard: ReplayOptions | undefined;
    let finish: (report: ShowReport) => void = () => undefined;
    const replay = vi.spyOn(services.production, 'replay').mockImplementation((_code, options) => {
      heard = options;
      return new Promise<ShowReport>((resolve) => (finish = resolve));
    });
    renderQuickMatch(services);
    const region = await screen.findByRole('region', { name: 'Replay a show' });
    const box = within(region).getByRole('textbox', { name: 'Replay code' });
    await userEvent.type(box, 'KF1.abc.def');
    const button = within(region).getByRole('button', { name: 'Replay show' });
    const form = button.closest('form')!;
    act(() => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    const bar = await within(region).findByRole('progressbar', { name: 'Replaying the show…' });
    expect(within(region).getByText('Starting')).toBeInTheDocument();
    expect(box).toBeDisabled();
    expect(button).toBeDisabled();
    act(() => heard?.onProgress?.({ done: 3, total: 12 }));
    expect(within(region).getByText('Step 3 of 12')).toBeInTheDocument();
    expect(bar).toHaveAttribute('aria-valuenow', String(3 / 12));
    act(() => heard?.onProgress?.({ done: 12, total: 12 }));
    expect(within(region).getByText('Step 12 of 12')).toBeInTheDocument();
    await act(async () => finish(replayed));
    await within(region).findByRole('list', { name: 'Replayed card' });
    expect(within(region).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(box).toBeEnabled();
    expect(replay).toHaveBeenCalledTimes(1);
  });

  it('keeps a paste past the limit out of the box, says why, and replays what is there with Enter (issue 34)', async () => {
    const services = await quickMatchServices();
    const replay = vi.spyOn(services.production, 'replay').mockResolvedValue(replayed);
    renderQuickMatch(services);
    const region = await screen.findByRole('region', { name: 'Replay a show' });
    const box = within(region).getByRole<HTMLTextAreaElement>('textbox', { name: 'Replay code' });
    const huge = `KF1.${'A'.repeat(1_200_000)}.x`;
    expect(fireEvent.paste(box, { clipboardData: { getData: () => huge } })).toBe(false);
    expect(await within(region).findByText(/This replay code has 1,200,006 characters/)).toBeInTheDocument();
    const typed = new InputEvent('beforeinput', { inputType: 'insertText', data: huge, cancelable: true, bubbles: true });
    act(() => void box.dispatchEvent(typed));
    expect(typed.defaultPrevented).toBe(true);
    expect(box.value).toBe('');

    await userEvent.type(box, 'KF1.abc.def{Enter}');
    expect(within(region).queryByText(/This replay code has/)).not.toBeInTheDocument();
    await within(region).findByRole('list', { name: 'Replayed card' });
    expect(replay).toHaveBeenCalledTimes(1);
    expect(replay.mock.calls[0]![0]).toBe('KF1.abc.def');
  });

  it('says clearly that a bad code is not valid', async () => {
    const services = await quickMatchServices();
    renderQuickMatch(services);
    const region = await screen.findByRole('region', { name: 'Replay a show' });
    await userEvent.type(within(region).getByRole('textbox', { name: 'Replay code' }), 'not a code');
    await userEvent.click(within(region).getByRole('button', { name: 'Replay show' }));
    expect(await within(region).findByText(/This replay code is not valid/)).toBeInTheDocument();
    expect(within(region).queryByRole('list', { name: 'Replayed card' })).not.toBeInTheDocument();
  });
});
