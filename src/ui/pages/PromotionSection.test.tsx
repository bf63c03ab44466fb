import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../testing/render';
import { SLOW_FIRST_RENDER } from '../testing/slow-render';
import { seedServices } from './promotions/test-support';
import { PromotionSection } from './PromotionSection';
import { stubLayoutForFocusManagement } from '../testing/jsdom-layout';

describe('Settings: your promotion', () => {
  // Without a layout, tabster may leave the confirmation dialog aria-hidden (jsdom-layout.ts).
  let restoreLayout: () => void;
  beforeEach(() => {
    restoreLayout = stubLayoutForFocusManagement();
  });
  afterEach(() => restoreLayout());

  it('says an old-style game runs every promotion, and changes it to one after asking', async () => {
    const { services, game } = await seedServices({ companyId: null });
    const choose = vi.spyOn(services.promotions, 'choose');
    renderWithApp(<PromotionSection className="" />, services, '/settings');
    const section = await screen.findByRole('region', { name: 'Your promotion' }, SLOW_FIRST_RENDER);
    expect(section).toHaveTextContent('You run Every promotion.');
    const change = await within(section).findByRole('button', { name: 'Change promotion' });
    expect(change).toBeDisabled();

    await userEvent.click(within(section).getByRole('radio', { name: /^Tenrai Pro Wrestling/ }));
    await userEvent.click(change);
    const dialog = await screen.findByRole('alertdialog', { name: 'Change your promotion?' });
    expect(dialog).toHaveTextContent('You will run Tenrai Pro Wrestling');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change' }));

    await screen.findByText('Tenrai Pro Wrestling', { selector: 'strong' });
    expect(choose).toHaveBeenCalledWith(3);
    expect(await services.repos.Game.get(game.id)).toMatchObject({ playerCompanyId: 3, brandIds: [6] });
  });

  it('keeps everything as it was when the player keeps their promotion', async () => {
    const { services } = await seedServices();
    const choose = vi.spyOn(services.promotions, 'choose');
    renderWithApp(<PromotionSection className="" />, services, '/settings');
    const section = await screen.findByRole('region', { name: 'Your promotion' }, SLOW_FIRST_RENDER);
    await within(section).findByText('Apex Wrestling Entertainment', { selector: 'strong' });
    await userEvent.click(await within(section).findByRole('radio', { name: /^Every promotion/ }));
    await userEvent.click(within(section).getByRole('button', { name: 'Change promotion' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Keep it' }));
    expect(choose).not.toHaveBeenCalled();
  });
});
