import { competitionKinds } from './competition-kinds';
import { presentationKinds } from './presentation-kinds';
import { defaultKind, defineKinds, type SegmentKind } from './segment-kind';

export type { SegmentKind } from './segment-kind';
export { PROMO_TYPES } from './presentation-kinds';

// Production completion applies these (SPEC §4 steps 5 and 6).
const changeKinds = defineKinds('Change', [
  { type: 'ALIGNMENT_CHANGE', name: 'Alignment change' },
  { type: 'RETIREMENT', name: 'Retirement' },
]);

// SPEC §9 "Transitions": Recap 60 s, Advert 180 s costing 1, fades 5 s.
const transitionKinds = defineKinds('Transition', [
  { type: 'RECAP', name: 'Recap', defaultDuration: 60 },
  { type: 'ADVERT', name: 'Advert', defaultDuration: 180, cost: 1 },
  { type: 'FADE_IN', name: 'Fade in', defaultDuration: 5 },
  { type: 'FADE_OUT', name: 'Fade out', defaultDuration: 5 },
]);

/** Every segment kind of SPEC §9, the plain DEFAULT segment first. */
export const segmentKinds: readonly SegmentKind[] = Object.freeze([
  defaultKind,
  ...competitionKinds,
  ...presentationKinds,
  ...changeKinds,
  ...transitionKinds,
]);

const byType = new Map(segmentKinds.map((kind) => [kind.type, kind]));

/** The kind stored under a segment's `type`, or undefined for an unknown type. */
export const segmentKindByType = (type: string): SegmentKind | undefined => byType.get(type);

/** Like segmentKindByType, but an unknown type reads as the plain DEFAULT segment. */
export const kindOrDefault = (type: string): SegmentKind => byType.get(type) ?? defaultKind;

export const isCompetitionType = (type: string): boolean => kindOrDefault(type).competition;
