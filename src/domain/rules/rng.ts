/** A source of uniform numbers in [0, 1). Domain rules take one as an argument and never draw on their own. */
export type Rng = () => number;
