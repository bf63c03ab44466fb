import { createDialogServices } from '../../../src/application/dialogs';
import { GAME_ID } from '../../../src/domain/entities/game';
import { EditConflictError } from '../../../src/domain/records/edit-conflict';
import { dexieDeps, putGame } from '../support';

// Game date 2026-03-11 (support.TODAY): its week starts on Sunday 2026-03-08.
const WEEK = '2026-03-08';

async function gloomyGus() {
  const deps = dexieDeps('stale-dialog');
  await putGame(deps);
  const north = await deps.repos.Brand.create({ name: 'North', balance: 5000 });
  const gus = await deps.repos.Wrestler.create({ name: 'Gloomy Gus', brandIds: [north.id], morale: 12, cost: 150, contractExpires: '2027-01-01' });
  const dialogs = createDialogServices(deps);
  const shown = (await dialogs.open(`push-${gus.id}-${WEEK}`))!;
  return { deps, dialogs, north, gus, shown };
}

describe('an answer to a conversation as the screen showed it', () => {
  it('is taken when the conversation still reads the same', async () => {
    const { deps, dialogs, gus, shown } = await gloomyGus();
    await dialogs.decide(shown.key, 'bonus', shown);
    expect(await deps.repos.Wrestler.get(gus.id)).toMatchObject({ morale: 22 });
  });

  it('is refused, writing nothing, when the id names someone else now (a game imported elsewhere)', async () => {
    const { deps, dialogs, north, gus, shown } = await gloomyGus();
    await deps.repos.Wrestler.update(gus.id, { name: 'Someone Else' });

    const error = await dialogs.decide(shown.key, 'bonus', shown).then(() => null, (e: unknown) => e);

    expect(error).toBeInstanceOf(EditConflictError);
    expect((error as EditConflictError).fields.find((f) => f.field === 'who')).toMatchObject({ asRead: 'Gloomy Gus', now: 'Someone Else' });
    expect(await deps.repos.Wrestler.get(gus.id)).toMatchObject({ morale: 12 });
    expect(await deps.repos.Brand.get(north.id)).toMatchObject({ balance: 5000 });
    expect((await deps.repos.Game.get(GAME_ID))!.decidedDialogs).toEqual([]);

    // "Overwrite anyway": the same answer to the conversation as it reads now.
    await dialogs.decide(shown.key, 'bonus', (error as EditConflictError).current as unknown as typeof shown);
    expect(await deps.repos.Wrestler.get(gus.id)).toMatchObject({ morale: 22 });
  });
});
