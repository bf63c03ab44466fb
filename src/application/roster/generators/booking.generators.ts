import { competitionKinds } from '../../../domain/catalog/competition-kinds';
import { createAppearance, type Appearance } from '../../../domain/entities/appearance';
import { createBet, type Bet } from '../../../domain/entities/bet';
import { BetType } from '../../../domain/entities/enums';
import { createSegment, type Segment } from '../../../domain/entities/segment';
import { appearanceFields } from '../../segments/segment-records';
import { GenerateMessages, need, type GenerateContext } from './context';
import { int, pick } from './random-tools';

/** A wrestler of the game on their own in group 1, costing what the wrestler costs (SPEC §4). */
export function generateAppearance({ rng, wrestlers }: GenerateContext): Appearance {
  const wrestler = pick(rng, need(wrestlers, GenerateMessages.noWrestlers));
  return createAppearance(appearanceFields({ wrestler, groupId: 1 }));
}

/** An open bet of $100 to $5,000 on an existing wrestler in an existing segment, dated like it. */
export function generateBet({ rng, today, wrestlers, segments }: GenerateContext): Bet {
  const segment = pick(rng, need(segments, GenerateMessages.noSegments));
  const wrestler = pick(rng, need(wrestlers, GenerateMessages.noWrestlers));
  return createBet({
    segmentId: segment.id,
    wrestlerId: wrestler.id,
    amount: int(rng, 1, 50) * 100,
    type: pick(rng, Object.values(BetType)),
    date: segment.date || today,
    complete: false,
  });
}

/**
 * A match of a random competition kind dated today, with nobody booked yet: who appears is
 * added through the segment edits, which keep appearances and segment in step.
 */
export function generateSegment({ rng, today, brandIds }: GenerateContext): Segment {
  const kind = pick(rng, competitionKinds);
  return createSegment({
    name: kind.name,
    type: kind.type,
    category: kind.category,
    duration: kind.defaultDuration,
    date: today,
    brandIds: brandIds.length > 0 ? [pick(rng, brandIds)] : [],
  });
}
