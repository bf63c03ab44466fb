/** A source of uniform numbers in [0, 1). Domain rules take one as an argument, never Math.random. */
export type Rng = () => number;
