import { baseDefaults, withDefaults, type BaseRecord } from './base';

export interface Venue extends BaseRecord {
  capacity: number;
  address: string;
  city: string;
  country: string;
  timeZone: string;
  active: boolean;
  cost: number;
  revenueMultiplier: number;
  setupTimeInDays: number;
  historicalRating: number;
  pyroRating: number;
  lightingRating: number;
  parkingRating: number;
}

export const createVenue = (partial?: Partial<Venue>): Venue =>
  withDefaults<Venue>(
    {
      ...baseDefaults(),
      capacity: 1000,
      address: '',
      city: '',
      country: '',
      timeZone: 'America/New_York',
      active: true,
      cost: 1_000_000,
      revenueMultiplier: 1.5,
      setupTimeInDays: 1,
      historicalRating: 95,
      pyroRating: 5,
      lightingRating: 5,
      parkingRating: 5,
    },
    partial,
  );
