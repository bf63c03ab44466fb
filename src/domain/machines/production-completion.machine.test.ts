import { createActor, fromPromise, initialTransition, toPromise, transition, type AnyEventObject } from 'xstate';
import type { CompletionWork } from '../production/completion-work';
import { completionProgress } from '../production/completion-progress';
import { emptyWork } from '../production/test-work';
import { COMPLETION_PIPELINE, withStep, type CompletionPipeline } from '../production/completion-pipeline';
import {
  buildCompletionMachine,
  productionCompletionMachine as machine,
  STEP_ACTORS,
  type LoadInput,
  type StepActor,
  type StepInput,
} from './production-completion.machine';

const STATES = [
  'loading', 'simulatingSegments', 'recordingResults', 'creditingBrands', 'changingAlignments', 'retiring',
  'updatingChampionships', 'updatingReigns', 'markingComplete', 'ratingSegments', 'raisingViewers',
  'assigningStorylines', 'committing',
];
const ACTORS = ['loadProduction', ...STEP_ACTORS];
const input = (productionId: number) => ({ productionId, seed: 42, rng: () => 0.5 });

const done = (actor: string, output: CompletionWork): AnyEventObject => ({ type: `xstate.done.actor.${actor}`, output });
const failure = (actor: string, error: unknown): AnyEventObject => ({ type: `xstate.error.actor.${actor}`, error });

describe('production completion machine: pure transitions', () => {
  it('starts by loading the production named in its input, at step 1 of 12', () => {
    const [snapshot] = initialTransition(machine, input(7));
    expect(snapshot.value).toBe('loading');
    expect(snapshot.context).toMatchObject({ productionId: 7, step: 1, work: null, status: 'running' });
    expect(snapshot.hasTag('working')).toBe(true);
    expect(completionProgress(snapshot.context.step).text).toBe('Step 1 of 12: loading the production');
  });

  it('walks the twelve SPEC steps in order, then commits and finishes', () => {
    let [snapshot] = initialTransition(machine, input(1));
    const work = { ...emptyWork(), committed: true };
    const visited: [unknown, number][] = [[snapshot.value, snapshot.context.step]];
    for (const actor of ACTORS) {
      [snapshot] = transition(machine, snapshot, done(actor, work) as never);
      visited.push([snapshot.value, snapshot.context.step]);
    }
    expect(visited.slice(0, -1)).toEqual(STATES.map((state, i) => [state, i + 1]));
    expect(snapshot.value).toBe('done');
    expect(snapshot.status).toBe('done');
    expect(snapshot.output).toEqual({ status: 'completed', work, error: null });
    expect(snapshot.hasTag('finished')).toBe(true);
  });

  it('keeps each step output as the work the next step gets', () => {
    const [start] = initialTransition(machine, input(1));
    const loaded = emptyWork({ name: 'loaded' });
    const [simulating] = transition(machine, start, done('loadProduction', loaded) as never);
    expect(simulating.context.work).toBe(loaded);
    const simulated = emptyWork({ name: 'simulated' });
    const [recording] = transition(machine, simulating, done('simulateSegments', simulated) as never);
    expect(recording.context.work).toBe(simulated);
    expect(completionProgress(recording.context.step).text).toBe('Step 3 of 12: recording results');
  });

  it('stops at once when the loaded production is already complete', () => {
    const [start] = initialTransition(machine, input(1));
    const [snapshot] = transition(machine, start, done('loadProduction', emptyWork({ complete: true })) as never);
    expect(snapshot.value).toBe('alreadyComplete');
    expect(snapshot.output?.status).toBe('alreadyComplete');
  });

  it('ends alreadyComplete when the commit found the production completed elsewhere', () => {
    let [snapshot] = initialTransition(machine, input(1));
    for (const actor of ACTORS.slice(0, -1)) [snapshot] = transition(machine, snapshot, done(actor, emptyWork()) as never);
    expect(snapshot.value).toBe('committing');
    expect(snapshot.hasTag('saving')).toBe(true);
    expect(snapshot.context.step).toBe(13);
    [snapshot] = transition(machine, snapshot, done('commitCompletion', { ...emptyWork(), committed: false }) as never);
    expect(snapshot.value).toBe('alreadyComplete');
  });

  it.each(ACTORS.map((actor, index) => [actor, index]))('fails with the error when %s rejects', (actor, index) => {
    let [snapshot] = initialTransition(machine, input(1));
    for (const previous of ACTORS.slice(0, index)) [snapshot] = transition(machine, snapshot, done(previous, emptyWork()) as never);
    const error = new Error(`${actor} broke`);
    [snapshot] = transition(machine, snapshot, failure(actor, error) as never);
    expect(snapshot.value).toBe('failed');
    expect(snapshot.context.error).toBe(error);
    expect(snapshot.output).toMatchObject({ status: 'failed', error });
  });
});

describe('production completion machine: running with provided actors', () => {
  /** Fakes that log their call and stamp their name on the work. */
  function fakes(calls: string[], failAt?: string) {
    const stamp = (name: string) =>
      fromPromise<CompletionWork, StepInput>(async ({ input }) => {
        calls.push(name);
        if (name === failAt) throw new Error(`${name} broke`);
        return { ...input.work, production: { ...input.work.production, desc: `${input.work.production.desc}${name};` }, committed: true };
      });
    const actors = Object.fromEntries(STEP_ACTORS.map((name) => [name, stamp(name)])) as Record<StepActor, ReturnType<typeof stamp>>;
    return {
      ...actors,
      loadProduction: fromPromise<CompletionWork, LoadInput>(async ({ input }) => {
        calls.push('loadProduction');
        if (failAt === 'loadProduction') throw new Error('loadProduction broke');
        return emptyWork({ id: input.productionId });
      }),
    };
  }

  it('runs every actor once, in order, threading the work, and reports each step', async () => {
    const calls: string[] = [];
    const actor = createActor(machine.provide({ actors: fakes(calls) }), { input: input(3) });
    const steps: number[] = [];
    actor.subscribe((snapshot) => {
      if (steps.at(-1) !== snapshot.context.step) steps.push(snapshot.context.step);
    });
    actor.start();
    const output = await toPromise(actor);
    expect(calls).toEqual(ACTORS);
    expect(steps).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(output.status).toBe('completed');
    expect(output.work?.production.id).toBe(3);
    expect(output.work?.production.desc).toBe(STEP_ACTORS.map((name) => `${name};`).join(''));
  });

  it.each(ACTORS)('stops at %s when it throws, running nothing after it', async (failAt) => {
    const calls: string[] = [];
    const actor = createActor(machine.provide({ actors: fakes(calls, failAt) }), { input: input(1) }).start();
    const output = await toPromise(actor);
    expect(calls).toEqual(ACTORS.slice(0, ACTORS.indexOf(failAt) + 1));
    expect(output.status).toBe('failed');
    expect((output.error as Error).message).toBe(`${failAt} broke`);
  });

  it('fails with a clear message when the application provided nothing', async () => {
    const output = await toPromise(createActor(machine, { input: input(1) }).start());
    expect(output.status).toBe('failed');
    expect((output.error as Error).message).toBe('loadProduction not provided');
  });
});

describe('production completion machine: built from the pipeline table', () => {
  it('has one state and one named actor per step of the table, in its order', () => {
    expect(STATES.slice(0, -1)).toEqual(COMPLETION_PIPELINE.map((step) => step.state));
    expect(ACTORS.slice(0, -1)).toEqual(COMPLETION_PIPELINE.map((step) => step.actor));
    for (const { state, actor } of COMPLETION_PIPELINE) {
      expect(machine.config.states?.[state]?.invoke).toMatchObject({ id: actor, src: actor });
    }
  });

  /** Only the effects provided; the pure steps are the table's. */
  const effects = (calls: string[]) => ({
    loadProduction: fromPromise<CompletionWork, LoadInput>(async ({ input: { productionId, seed } }) => {
      calls.push(`load ${productionId} with seed ${seed}`);
      return { ...emptyWork({ id: productionId, desc: '' }), seed };
    }),
    commitCompletion: fromPromise<CompletionWork, StepInput>(async ({ input: { work } }) => ({ ...work, committed: true })),
  });

  it('runs a smaller table: its pure steps draw from the rng of the input, in order', async () => {
    const draw = (name: string) => (work: CompletionWork, rng: () => number) => ({
      ...work,
      production: { ...work.production, desc: `${work.production.desc}${name}=${rng()};` },
    });
    const table: CompletionPipeline = [
      COMPLETION_PIPELINE[0],
      { state: 'first', actor: 'firstStep', label: 'first', run: draw('first') },
      { state: 'second', actor: 'secondStep', label: 'second', run: draw('second') },
    ];
    const calls: string[] = [];
    const draws = [0.25, 0.75];
    const rng = () => draws.shift()!;
    const small = buildCompletionMachine(table).provide({ actors: effects(calls) });
    const output = await toPromise(createActor(small, { input: { productionId: 4, seed: 9, rng } }).start());
    expect(calls).toEqual(['load 4 with seed 9']);
    expect(output).toMatchObject({ status: 'completed', work: { seed: 9, production: { id: 4, desc: 'first=0.25;second=0.75;' } } });
  });

  it('fails at the step a table replaces with a faulty one, running nothing after it', async () => {
    const faulty = withStep(COMPLETION_PIPELINE, 'rateSegments', () => {
      throw new Error('rateSegments broke');
    });
    const calls: string[] = [];
    const actor = createActor(buildCompletionMachine(faulty).provide({ actors: effects(calls) }), { input: input(2) });
    const states: string[] = [];
    actor.subscribe((snapshot) => states.push(String(snapshot.value)));
    const output = await toPromise(actor.start());
    expect(output.status).toBe('failed');
    expect((output.error as Error).message).toBe('rateSegments broke');
    expect(states).toContain('ratingSegments');
    expect(states).not.toContain('raisingViewers');
  });
});
