// Issue 17 item 6: the booking coach (how to improve a segment, and the card's running order).
export * from './expected-rating';
export * from './changes';
export * from './suggest';
export * from './card-order';
export { lastOnCard } from './living-lines';
