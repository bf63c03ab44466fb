/**
 * For a screen's first find: the first render of a test file loads Fluent and the page, which
 * can take longer than Testing Library's one second on a busy machine (5 s was not enough for the
 * careers screen at a load average of 8; the find returns as soon as the screen is there).
 */
export const SLOW_FIRST_RENDER = { timeout: 30_000 } as const;
