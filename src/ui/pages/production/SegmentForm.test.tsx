import { fireEvent, screen } from '@testing-library/react';
import { createSegment } from '../../../domain/entities/segment';
import { renderWithTheme } from '../../testing/render';
import { SegmentForm } from './SegmentForm';

// Issue 34: the segment form stores nothing its own backup would refuse on import. The value is
// refused next to its field, in the player's words, and no edit is sent.
describe('the segment form', () => {
  const segment = { ...createSegment({ type: 'SINGLES', duration: 300, rating: 0, desc: '' }), id: 1 };

  function typeAndLeave(name: string, value: string) {
    const box = screen.getByRole(name === 'Tweet/Notes' ? 'textbox' : 'spinbutton', { name });
    fireEvent.change(box, { target: { value } });
    fireEvent.blur(box);
  }

  it('refuses a duration of 1e20 seconds, a rating of 1e308 and a 5,290-character note, sending no edit', () => {
    const edit = vi.fn(async () => undefined);
    renderWithTheme(<SegmentForm segment={segment} canUpdateDuration edit={edit} />);
    typeAndLeave('Duration (seconds)', '1e20');
    expect(screen.getByText('A segment lasts from 0 to 604,800 seconds (a week).')).toBeInTheDocument();
    typeAndLeave('Rating', '1e308');
    expect(screen.getByText('A rating is from 0 to 1,000,000.')).toBeInTheDocument();
    typeAndLeave('Tweet/Notes', 'x'.repeat(5_290));
    expect(screen.getByText('Notes hold at most 5,000 characters (these have 5,290).')).toBeInTheDocument();
    expect(edit).not.toHaveBeenCalled();
  });

  it('sends a value within the rules and clears the message', () => {
    const edit = vi.fn(async () => undefined);
    renderWithTheme(<SegmentForm segment={segment} canUpdateDuration edit={edit} />);
    typeAndLeave('Duration (seconds)', '1e20');
    typeAndLeave('Duration (seconds)', '900');
    expect(screen.queryByText(/A segment lasts from/)).toBeNull();
    expect(edit).toHaveBeenCalledTimes(1);
  });
});
