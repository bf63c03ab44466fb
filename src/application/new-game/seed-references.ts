import type { TableName } from '../../domain/entities/tables';

/** A field of a seeded record that holds the id (or ids) of a record in another table. */
export interface Reference {
  field: string;
  table: TableName;
}

/** Every reference between the tables the seed fills (the ones `/import/:group` must remap). */
export const SEED_REFERENCES: Partial<Record<TableName, readonly Reference[]>> = {
  Brand: [
    { field: 'companyId', table: 'Company' },
    { field: 'directorId', table: 'Wrestler' },
  ],
  Wrestler: [
    { field: 'brandIds', table: 'Brand' },
    { field: 'goalIds', table: 'Championship' },
  ],
  Championship: [
    { field: 'brandIds', table: 'Brand' },
    { field: 'wrestlerIds', table: 'Wrestler' },
  ],
  Reign: [
    { field: 'championshipId', table: 'Championship' },
    { field: 'wrestlerIds', table: 'Wrestler' },
  ],
  Show: [
    { field: 'brandIds', table: 'Brand' },
    { field: 'commentatorIds', table: 'Wrestler' },
    { field: 'refereeIds', table: 'Wrestler' },
    { field: 'interviewerIds', table: 'Wrestler' },
    { field: 'authorityIds', table: 'Wrestler' },
  ],
};

/**
 * Records without a name of their own belong to a parent: they are re-added only with it. A
 * kept title keeps the history the player made instead of gaining a second open reign.
 */
export const SEED_OWNERS: Partial<Record<TableName, Reference>> = {
  Reign: { field: 'championshipId', table: 'Championship' },
};
