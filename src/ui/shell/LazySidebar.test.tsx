import { screen } from '@testing-library/react';
import { createFakeServices } from '../testing/fake-services';
import { stubLayoutForFocusManagement } from '../testing/jsdom-layout';
import { renderWithApp } from '../testing/render';
import { LazySidebar } from './LazySidebar';

describe('the lazily loaded sidebar', () => {
  let restoreLayout: () => void;
  beforeAll(() => {
    restoreLayout = stubLayoutForFocusManagement();
  });
  afterAll(() => restoreLayout());

  it('renders nothing while never opened, then the drawer once opened, and keeps it for closing', async () => {
    const onClose = vi.fn();
    const { rerender } = renderWithApp(<LazySidebar open={false} onClose={onClose} />, createFakeServices().services, '/office');
    expect(screen.queryByRole('dialog')).toBeNull();

    rerender(<LazySidebar open onClose={onClose} />);
    const sidebar = await screen.findByRole('dialog', {}, { timeout: 30_000 });
    expect(sidebar).toHaveTextContent('The office');

    rerender(<LazySidebar open={false} onClose={onClose} />);
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    rerender(<LazySidebar open onClose={onClose} />);
    expect(await screen.findByRole('dialog')).toHaveTextContent('Back to setup');
  });
});
