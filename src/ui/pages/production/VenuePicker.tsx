import { memo, useMemo } from 'react';
import { Dropdown, Field, Option } from '@fluentui/react-components';
import type { Stored } from '../../../domain/entities/base';
import type { Venue } from '../../../domain/entities/venue';
import { formatMoney } from '../../../domain/format';
import { distanceOf, regionOf } from '../../../domain/rules/living/travel';

const NONE = 'none';

/**
 * "Bayview Events Center, Oakland: 15,000 seats, $1,400,000 a night"; issue 33: ", away in Japan
 * (travel)" for a building away from the promotion's home (`home`: its country; living rules).
 */
export const venueLabel = (venue: Pick<Venue, 'name' | 'city' | 'capacity' | 'cost' | 'country'>, home = ''): string => {
  const away = home && distanceOf(home, regionOf(venue)) !== 'home' ? `, away in ${venue.country || venue.city} (travel)` : '';
  return `${[venue.name, venue.city].filter(Boolean).join(', ')}: ${venue.capacity.toLocaleString('en-US')} seats, ${formatMoney(venue.cost)} a night${away}`;
};

interface VenuePickerProps {
  venues: readonly Stored<Venue>[];
  venueId: number | null;
  disabled: boolean;
  onPick(venueId: number | null): void;
  /** Issue 33: the promotion's home country under living rules ('' otherwise: no venue is away). */
  home?: string;
  /** Issue 34: why the last pick was refused (a venue gone or closed since the list was read). */
  error?: string | null;
}

/**
 * Issue 15: where the production is held. Living rules cap the crowd by the venue's seats, sell
 * tickets at its multiplier and charge its cost; classic rules only record it. Inactive venues are
 * offered only when already booked.
 */
export const VenuePicker = memo(function VenuePicker({ venues, venueId, disabled, onPick, home = '', error = null }: VenuePickerProps) {
  // Labelled once per list read (issue 19): the page re-renders on every booking click.
  const offered = useMemo(
    () => venues.filter((venue) => venue.active || venue.id === venueId).map((venue) => ({ venue, label: venueLabel(venue, home) })),
    [venues, venueId, home],
  );
  const current = offered.find(({ venue }) => venue.id === venueId);
  return (
    <Field
      label="Venue"
      hint="The seats cap the crowd; the building's cost is charged and its multiplier applies to tickets; a building abroad costs travel and draws fewer fans (living rules)."
      validationMessage={error ?? undefined}
      validationState={error ? 'error' : 'none'}
    >
      <Dropdown
        value={current ? current.label : 'No venue'}
        selectedOptions={[current ? String(current.venue.id) : NONE]}
        disabled={disabled}
        onOptionSelect={(_, data) => {
          const next = data.optionValue === NONE || data.optionValue === undefined ? null : Number(data.optionValue);
          if (next !== venueId) onPick(next);
        }}
      >
        <Option value={NONE}>No venue</Option>
        {offered.map(({ venue, label }) => (
          <Option key={venue.id} value={String(venue.id)} text={label}>
            {label}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
});
