import { kindOrDefault } from '../catalog/segment-kinds';
import { listNames, writeStoryline, type StoryCastMember } from './storyline';
import { seededRng, sequenceRng } from './test-rng';

const member = (name: string, groupId: number, extra: Partial<StoryCastMember> = {}): StoryCastMember => ({ name, groupId, ...extra });

describe('storylines', () => {
  it('is empty for an empty segment', () => {
    expect(writeStoryline(kindOrDefault('SINGLES'), [], sequenceRng([0.3]))).toBe('');
    expect(writeStoryline(kindOrDefault('PROMO'), [], sequenceRng([0.3]))).toBe('');
  });

  it.each([0, 0.3, 0.6, 0.99])('names the winning and the losing side of a decided match (draw %s)', (draw) => {
    const story = writeStoryline(kindOrDefault('TAG_TEAM'), [
      member('Ace', 1, { winner: true }), member('Blaze', 1, { winner: true }), member('Cruz', 2, { loser: true }),
      member('Manny', 2, { loser: true, manager: true }),
    ], sequenceRng([draw]));
    expect(story).toContain('Ace & Blaze');
    expect(story).toContain('Cruz');
    expect(story).not.toContain('Manny');
  });

  it('tells an undecided match as a stand-off between everyone', () => {
    const story = writeStoryline(kindOrDefault('SINGLES'), [member('Ace', 1), member('Cruz', 2)], sequenceRng([0]));
    expect(story).toContain('Ace and Cruz');
    expect(story).toMatch(/Neither side/);
  });

  it('gives a promo by one person a solo story, and one with several an exchange', () => {
    expect(writeStoryline(kindOrDefault('PROMO'), [member('Talker', 1)], sequenceRng([0]))).toBe(
      'Talker grabbed the microphone and called out the whole locker room.',
    );
    const exchange = writeStoryline(kindOrDefault('PROMO'), [member('Talker', 1), member('Rival', 2)], sequenceRng([0]));
    expect(exchange).toBe('Talker was interrupted by Rival, and the exchange got heated fast.');
  });

  it('fits turns and farewells', () => {
    expect(writeStoryline(kindOrDefault('ALIGNMENT_CHANGE'), [member('Ace', 1)], sequenceRng([0]))).toContain('change of heart');
    expect(writeStoryline(kindOrDefault('RETIREMENT'), [member('Old Timer', 1)], sequenceRng([0]))).toContain('farewell');
  });

  it('is the same story for the same random stream', () => {
    const cast = [member('Ace', 1, { winner: true }), member('Cruz', 2, { loser: true })];
    expect(writeStoryline(kindOrDefault('SINGLES'), cast, seededRng(9))).toBe(writeStoryline(kindOrDefault('SINGLES'), cast, seededRng(9)));
  });

  it.each([[[], ''], [['A'], 'A'], [['A', 'B'], 'A and B'], [['A', 'B', 'C'], 'A, B and C']])('lists %j as "%s"', (names, text) => {
    expect(listNames(names as string[])).toBe(text);
  });
});
