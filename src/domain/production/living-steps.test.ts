import { createGame } from '../entities/game';
import { COMPLETION_PIPELINE, pureSteps, withRuleSets } from './completion-pipeline';
import type { CompletionStep, CompletionWork } from './completion-work';
import { ruledStep } from './living-steps';

// Issue 15: the living steps run instead of a classic step on a living game only.

const workOn = (rules?: 'classic' | 'living') =>
  ({ game: rules === undefined ? null : { ...createGame({ rules }), id: 1 }, seed: 1 }) as unknown as CompletionWork;
const tag = (name: string): CompletionStep => (work) => ({ ...work, seed: work.seed * 10 + name.length });
const rng = () => 0.5;

describe('a step with living steps registered', () => {
  const living = { simulateSegments: [tag('a'), tag('bb')] };
  const step = ruledStep('simulateSegments', tag('classic'), living);

  it('runs the classic step on a classic game, an old game (no field) and with no game', () => {
    expect(step(workOn('classic'), rng).seed).toBe(17);
    expect(step(workOn(), rng).seed).toBe(17);
  });

  it('runs the living steps in order, instead of the classic one, on a living game', () => {
    expect(step(workOn('living'), rng).seed).toBe(112);
  });

  it('leaves an actor without living steps as the classic step itself', () => {
    const classic = tag('classic');
    expect(ruledStep('raiseViewers', classic, living)).toBe(classic);
  });
});

describe('the pipeline with rule sets', () => {
  it('keeps every stage, state and label of the classic pipeline', () => {
    const ruled = withRuleSets(COMPLETION_PIPELINE, {});
    expect(ruled.map((s) => [s.state, s.actor, s.label])).toEqual(COMPLETION_PIPELINE.map((s) => [s.state, s.actor, s.label]));
    expect(pureSteps(ruled).map((s) => s.run)).toEqual(pureSteps(COMPLETION_PIPELINE).map((s) => s.run));
  });
});
