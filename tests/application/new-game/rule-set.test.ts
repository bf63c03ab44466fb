import { GAME_ID } from '../../../src/domain/entities/game';
import { newGameStorage, OPTIONS } from './support';

// Issue 15 item 1: the rule set chosen on the new-game form is stored on the Game record.
describe('a new game\'s rule set', () => {
  it('stores living rules when the game is started with them', async () => {
    const { repos, service } = newGameStorage('rules-living');
    const game = await service.startNewGame({ ...OPTIONS, rules: 'living' });
    expect(game.rules).toBe('living');
    expect((await repos.Game.get(GAME_ID))?.rules).toBe('living');
  });

  it('stores classic rules when the caller says nothing', async () => {
    const { repos, service } = newGameStorage('rules-none');
    const { rules: _none, ...withoutRules } = { ...OPTIONS, rules: undefined };
    const game = await service.startNewGame(withoutRules);
    expect(game.rules).toBe('classic');
    expect((await repos.Game.get(GAME_ID))?.rules).toBe('classic');
  });
});
