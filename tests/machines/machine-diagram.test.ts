import { and, createMachine, not, setup } from 'xstate';
import { machineToMermaid } from '../../scripts/machine-diagram';

describe('Mermaid diagram of a machine', () => {
  const machine = setup({
    guards: { isReady: () => true, isQuiet: () => true },
  }).createMachine({
    id: 'sample',
    initial: 'idle',
    on: { reset: '.idle' },
    states: {
      idle: {
        on: { go: 'busy', poke: { guard: not('isReady'), actions: [] }, hush: { guard: and(['isReady', 'isQuiet']), target: 'end' } },
        after: { 500: 'busy' },
      },
      busy: {
        type: 'parallel',
        states: {
          left: { initial: 'a', states: { a: { on: { next: 'b' } }, b: { type: 'final' } } },
          right: { initial: 'c', states: { c: { always: { guard: 'isReady', target: '#sample.end' } } } },
        },
        onDone: 'end',
      },
      end: { type: 'final' },
    },
  });
  const text = machineToMermaid(machine);

  it('starts with the diagram type and marks initial and final states', () => {
    expect(text.startsWith('stateDiagram-v2\n')).toBe(true);
    expect(text).toContain('  [*] --> idle');
    expect(text).toContain('  end_ --> [*]'); // `end` is a Mermaid keyword, so its id is changed
    expect(text).toContain('      busy_left_b --> [*]');
  });

  it('nests compound states and separates parallel regions', () => {
    expect(text).toContain('  state "busy" as busy {\n    state "left" as busy_left {');
    expect(text).toMatch(/ {4}}\n {4}--\n {4}state "right" as busy_right \{/);
    expect(text).toContain('      [*] --> busy_left_a');
  });

  it('labels events, guards, delays, eventless and done transitions', () => {
    expect(text).toContain('  idle --> busy : go');
    expect(text).toContain('  idle --> idle : poke [!isReady]');
    expect(text).toContain('  idle --> end_ : hush [(isReady && isQuiet)]');
    expect(text).toContain('  idle --> busy : after 500 ms');
    expect(text).toContain('      busy_left_a --> busy_left_b : next');
    expect(text).toContain('  busy_right_c --> end_ : always [isReady]');
    expect(text).toContain('  busy --> end_ : onDone');
  });

  it('draws a transition of the machine itself from every top-level state that is not final', () => {
    expect(text).toContain('  idle --> idle : reset');
    expect(text).toContain('  busy --> idle : reset');
    expect(text).not.toContain('end_ --> idle');
  });

  it('names invoked actors on their states', () => {
    const invoking = createMachine({
      initial: 'loading',
      states: { loading: { invoke: { src: 'load', id: 'loader', onDone: 'ready', onError: 'ready' } }, ready: {} },
    });
    const diagram = machineToMermaid(invoking);
    expect(diagram).toContain('  loading : invoke load');
    expect(diagram).toContain('  loading --> ready : load done');
    expect(diagram).toContain('  loading --> ready : load error');
  });
});
