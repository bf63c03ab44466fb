import { messageOf } from './message-of';

describe('messageOf', () => {
  it("reads an Error's message and turns anything else thrown into text", () => {
    expect(messageOf(new Error('Segment not found.'))).toBe('Segment not found.');
    expect(messageOf('quota exceeded')).toBe('quota exceeded');
    expect(messageOf(42)).toBe('42');
  });
});
