import { render, screen } from '@testing-library/react';
import { formatLongDate } from '../../domain/dates';
import { InjuryBadge } from './InjuryBadge';
import { injuryText } from './injury-text';

describe('the injury badge (issue 15)', () => {
  it('says until when and what, by its accessible name', () => {
    render(<InjuryBadge wrestler={{ injuredUntil: '2027-03-12', injury: 'Torn bicep' }} />);
    expect(screen.getByRole('note', { name: `Out until ${formatLongDate('2027-03-12')} — torn bicep` })).toBeInTheDocument();
  });

  it('shows nothing for a fit wrestler, nor for one back by the given day', () => {
    render(<InjuryBadge wrestler={{ injuredUntil: '', injury: '' }} />);
    expect(screen.queryByRole('note')).toBeNull();
    expect(injuryText({ injuredUntil: '2027-03-12', injury: 'Torn bicep' }, '2027-03-12')).toBeNull();
    expect(injuryText({ injuredUntil: '2027-03-12', injury: 'Torn bicep' }, '2027-03-11')).not.toBeNull();
  });
});
