/**
 * For a screen's first find: the first render of a test file loads Fluent and the page, which
 * can take longer than Testing Library's one second on a busy machine.
 */
export const SLOW_FIRST_RENDER = { timeout: 5000 } as const;
