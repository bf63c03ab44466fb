import { screen, within } from '@testing-library/react';
import { createBrand } from '../../../domain/entities/brand';
import { createWrestler } from '../../../domain/entities/wrestler';
import { createTestAppServices } from '../../../../tests/support/app-services';
import { GAME_ID } from '../../../domain/entities/game';
import { renderWithApp } from '../../testing/render';
import { SLOW_FIRST_RENDER } from '../../testing/slow-render';
import { BrandsPage } from './BrandsPage';

// Issue 14 item 6: text from a save is never rendered as HTML and never becomes a link target or
// an image source other than http(s). The records are written straight to storage, as an old or
// hostile database would hold them.
const HTML_NAME = '<img src=x onerror="alert(1)">North';
const SCRIPT = '<script>window.hacked = true</script>';
const JS_URL = 'javascript:alert(1)';

describe('a brand and a wrestler whose text holds HTML and a javascript: address', () => {
  it('shows the text as text, creates no element from it and uses no such address', async () => {
    const services = createTestAppServices();
    await services.game.load();
    const { repos } = services;
    // An address no door stores today (issue 34): written as an older version could have left it.
    const brand = { ...createBrand({ name: HTML_NAME, desc: SCRIPT, image: JS_URL, images: [JS_URL] }), id: 1 };
    await services.db.Brand.put(brand);
    await repos.Game.update(GAME_ID, { brandIds: [brand.id] });
    const boss = { ...createWrestler({ name: `<a href="${JS_URL}">Boss</a>`, image: JS_URL, musicUrl: JS_URL, entranceVideoUrl: JS_URL, brandIds: [brand.id], role: 'AUTHORITY' }), id: 1 };
    await services.db.Wrestler.put(boss);
    await services.db.Brand.put({ ...brand, directorId: boss.id });

    const { container } = renderWithApp(<BrandsPage />, services, '/brands');
    const card = await screen.findByRole('article', { name: HTML_NAME }, SLOW_FIRST_RENDER);
    expect(within(card).getByRole('heading', { level: 2, name: HTML_NAME })).toBeInTheDocument();
    expect(card).toHaveTextContent(`<a href="${JS_URL}">Boss</a>`);

    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
    for (const element of container.querySelectorAll('[href], [src]')) {
      const target = element.getAttribute('href') ?? element.getAttribute('src') ?? '';
      expect(target.trim().toLowerCase()).not.toMatch(/^javascript:/);
      expect(target).toMatch(/^(https?:\/\/|#|data:image\/(png|jpeg|gif|webp))/);
    }
  });
});
