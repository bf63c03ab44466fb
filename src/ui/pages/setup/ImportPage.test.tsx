import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { createFakeServices } from '../../testing/fake-services';
import { renderWithApp } from '../../testing/render';
import { ImportPage } from './ImportPage';
import { SLOW_FIRST_RENDER } from '../../testing/slow-render';

function renderImport(group: string) {
  const fake = createFakeServices();
  renderWithApp(
    <Routes>
      <Route path="/import/:group" element={<ImportPage />} />
    </Routes>,
    fake.services,
    `/import/${group}`,
  );
  return fake;
}

describe('the import screen', () => {
  it('explains the group, imports it on request and sums up what was added and what was there', async () => {
    const fake = renderImport('venues');
    expect(await screen.findByText(/The starting world holds 10 venues/, {}, SLOW_FIRST_RENDER)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Import venues' }));

    const result = await screen.findByRole('status');
    expect(fake.services.newGame.importSeedGroup).toHaveBeenCalledWith('venues');
    expect(result).toHaveTextContent('Import finished: 1 added.');
    expect(result).toHaveTextContent('1 venue added, 9 already there: Meridian Garden');
  });

  it('says clearly when the group does not exist, and lists the ones that do', async () => {
    const fake = renderImport('fans');
    expect(await screen.findByRole('alert', {}, SLOW_FIRST_RENDER)).toHaveTextContent('There is no group called “fans”');
    expect(screen.queryByRole('button', { name: /^Import/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'venues' })).toHaveAttribute('href', '/import/venues');
    expect(fake.services.newGame.importSeedGroup).not.toHaveBeenCalled();
  });
});
