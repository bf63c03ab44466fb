import { act, screen } from '@testing-library/react';
import { createFakeServices } from '../testing/fake-services';
import { renderWithApp } from '../testing/render';
import { useReadModel } from './use-read-model';

function Results({ read }: { read: () => Promise<number> }) {
  const { data } = useReadModel(read, 'the results', 'results');
  return <p>{data === null ? 'Reading' : `Results: ${data}`}</p>;
}

describe('a screen\'s read model', () => {
  it('reads again once after a burst of another tab\'s writes, keeping what it shows meanwhile', async () => {
    const fake = createFakeServices();
    let stored = 1;
    let release: () => void = () => {};
    const read = vi.fn(async () => {
      const value = stored;
      if (read.mock.calls.length > 1) await new Promise<void>((resolve) => (release = resolve));
      return value;
    });
    renderWithApp(<Results read={read} />, fake.services);
    expect(await screen.findByText('Results: 1')).toBeInTheDocument();

    stored = 3;
    act(() => {
      fake.changes.emit({ kind: 'changed', tables: ['Wrestler'] });
      fake.changes.emit({ kind: 'changed', tables: ['Production', 'Wrestler'] });
    });
    await vi.waitFor(() => expect(read).toHaveBeenCalledTimes(2));
    expect(screen.getByText('Results: 1')).toBeInTheDocument(); // still on screen while reading
    act(() => release());
    expect(await screen.findByText('Results: 3')).toBeInTheDocument();
    expect(read).toHaveBeenCalledTimes(2);
  });
});
