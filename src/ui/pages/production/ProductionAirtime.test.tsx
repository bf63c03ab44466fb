import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDuration } from '../../../domain/format';
import { readAirtime } from '../../../domain/production/airtime-steps';
import { productionScreen } from './production.test-support';

const editor = productionScreen();

/** A living game: one singles match, Rex against Ace, booked at `seconds`, on a show whose slot is `slot` seconds. */
async function bookOneMatch(seconds: number, slot: number) {
  const { services, world } = editor;
  await services.game.update({ rules: 'living' });
  await services.repos.Show.update(world.production.showId!, { maxDuration: slot });
  const [segmentId, ...others] = world.production.segmentIds;
  await services.segments.setType(segmentId, 'SINGLES');
  await services.segments.toggleAppearance({ segmentId, wrestlerId: world.wrestlers.rex.id });
  await services.segments.toggleAppearance({ segmentId, wrestlerId: world.wrestlers.ace.id });
  await services.segments.setDuration(segmentId, seconds);
  for (const other of others) await services.segments.removeSegment({ productionId: world.production.id, segmentId: other });
  return segmentId;
}

async function simulate() {
  await editor.open();
  await userEvent.click(screen.getByRole('button', { name: 'Simulate' }));
  return screen.findByRole('region', { name: 'Results' });
}

/** The segment's `meta.airtime.ran` as h:mm:ss. */
async function ranOf(segmentId: number) {
  const segment = await editor.services.repos.Segment.get(segmentId);
  const airtime = readAirtime(segment);
  expect(airtime).not.toBeNull();
  return formatDuration(airtime!.ran);
}

describe('the results say how the show used its airtime (issue 35)', () => {
  it('a card that fills 90% of its slot: booked of the slot, what it ran, and the viewers\' +10%', async () => {
    const segmentId = await bookOneMatch(900, 1000);
    const results = await simulate();
    const airtime = within(results).getByRole('group', { name: 'Airtime' });
    expect(airtime).toHaveTextContent(`Airtime: Booked 0:15:00 of the slot's 0:16:40 (90%); the card ran ${await ranOf(segmentId)}.`);
    expect(airtime).toHaveTextContent('Viewers: Runs 90% to 100% of its time +10%.');
    // The booked length is kept in the segment's own result.
    expect(screen.getByRole('region', { name: 'Segment 1: Singles' })).toHaveTextContent('Duration0:15:00');
  });

  it('a card past its slot: the overrun and the viewers\' −10%', async () => {
    await bookOneMatch(900, 600);
    const results = await simulate();
    const airtime = within(results).getByRole('group', { name: 'Airtime' });
    expect(airtime).toHaveTextContent("Booked 0:15:00 of the slot's 0:10:00 (150%)");
    expect(airtime).toHaveTextContent('Viewers: Runs over its time −10%.');
  });

  it('a short card: no airtime trait', async () => {
    await bookOneMatch(300, 3600);
    const results = await simulate();
    const airtime = within(results).getByRole('group', { name: 'Airtime' });
    expect(airtime).toHaveTextContent("Booked 0:05:00 of the slot's 1:00:00 (8%)");
    expect(airtime).toHaveTextContent('Viewers: no airtime trait counted');
    expect(airtime).not.toHaveTextContent('+10%');
  });
});

describe('a segment\'s storyline on the results (issue 35)', () => {
  it('links the names it holds to the wrestlers\' pages', async () => {
    const segmentId = await bookOneMatch(600, 3600);
    await simulate();
    const { rex, ace, vik } = editor.world.wrestlers;
    const line = 'Ace Morrow wants Rex Calloway again, and Vik Stone, who ran in, says so.';
    const segment = (await editor.services.repos.Segment.get(segmentId))!;
    // Vik Stone is off the card: the run-in's note names him.
    const runIn = { interfererId: vik.id, interferer: 'Vik Stone', wrongedId: rex.id, wronged: 'Rex Calloway', winnerId: ace.id, winner: 'Ace Morrow', disqualification: false, rivalryId: null };
    await editor.services.repos.Segment.update(segmentId, { storyline: line, meta: { ...segment.meta, runIn } });
    cleanup();
    await editor.open();
    const singles = await screen.findByRole('region', { name: 'Segment 1: Singles' });
    const story = await within(singles).findByText((_, node) => node?.tagName === 'P' && node.textContent === line);
    await waitFor(() => expect(within(story).getAllByRole('link')).toHaveLength(3));
    expect(within(story).getByRole('link', { name: 'Ace Morrow' })).toHaveAttribute('href', `/career-mode/${ace.id}`);
    expect(within(story).getByRole('link', { name: 'Rex Calloway' })).toHaveAttribute('href', `/career-mode/${rex.id}`);
    expect(within(story).getByRole('link', { name: 'Vik Stone' })).toHaveAttribute('href', `/career-mode/${vik.id}`);
  });
});
