import { notFound, requireId, shapeForUpdate } from '../../domain/entities/record-shape';
import { CatalogueError, ErrorMessages } from '../../domain/errors';
import { isTableName, type TableName } from '../../domain/entities/tables';
import type { Repositories, UnitOfWork } from '../ports/unit-of-work.port';
import { checkEditAsRead } from '../edits/as-read';
import { checkReferences, checkShape, throwIfAny, type FieldErrors } from './check-record';
import { repoOf, type CmsRecord } from './list-records';
import { isEditOnly } from './record-fields';
import type { Stored } from '../../domain/entities/base';
import type { Brand } from '../../domain/entities/brand';
import { GAME_ID } from '../../domain/entities/game';
import { withEditedBalance } from '../../domain/rules/ledger';

type Row = Readonly<Record<string, unknown>>;

interface CmsDeps {
  repos: Repositories;
  unitOfWork: UnitOfWork;
}

/** Game has exactly one record (DESIGN §2): the CMS may change it, never add, copy or remove one. */
export class EditOnlyTableError extends Error {
  override name = 'EditOnlyTableError';
  constructor(readonly table: TableName) {
    super(`The ${table} table can only be edited: it has exactly one record.`);
  }
}

function writable(table: TableName): void {
  if (isEditOnly(table)) throw new EditOnlyTableError(table);
}

/** Each row's field errors, keyed `row N: field` (1-based, as a person counts them). */
function rowErrors(rows: readonly Row[], check: (row: Row) => FieldErrors): FieldErrors {
  return Object.fromEntries(
    rows.flatMap((row, index) => Object.entries(check(row)).map(([key, error]) => [rows.length > 1 ? `row ${index + 1}: ${key}` : key, error])),
  );
}

/**
 * Issue 36: a brand's balance changed by hand gets its ledger line (dated the game's day), unless
 * the edit writes the ledger itself; every other change is written as asked.
 */
async function withBalanceLine(uow: Repositories, existing: CmsRecord, changes: Row): Promise<Row> {
  if (!('balance' in changes) || 'ledger' in changes || typeof changes.balance !== 'number') return changes;
  const brand = existing as unknown as Stored<Brand>;
  const date = (await uow.Game.get(GAME_ID))?.date ?? '';
  if (!date) return changes;
  const lined = withEditedBalance({ ...brand, balance: changes.balance }, brand.balance, date.slice(0, 10));
  return lined.ledger === brand.ledger ? changes : { ...changes, ledger: lined.ledger, moneyYears: lined.moneyYears };
}

/** SPEC §7 writes of the CMS, each checked (shapes, ids it brings in) and done in one unit of work. */
export function createEditRecords({ repos, unitOfWork }: CmsDeps) {
  return {
    /** Read by id; a missing record gets the catalogue's not-found message. */
    async get(table: TableName, id: number): Promise<CmsRecord> {
      const record = await repoOf(repos, table).get(requireId(id));
      if (!record) throw notFound(id, table);
      return record;
    },

    /** Defaults merged under the fields; a new id. */
    async create(table: TableName, fields: Row): Promise<CmsRecord> {
      writable(table);
      return unitOfWork.run(async (uow) => {
        throwIfAny(checkShape(table, fields), `${table} (new record)`);
        throwIfAny(await checkReferences(uow, table, [fields]));
        return repoOf(uow, table).create(fields);
      });
    },

    /**
     * SPEC §7 update: id and table are required (`Invalid id provided.`); defaults, the existing
     * record and the changes are merged; a missing record is `Record with id {id} not found in table {table}`.
     * With `asRead` (the record the editor was opened with; issue 14) the record must still be that
     * one, or EditConflictError and nothing written; then only the fields that differ from it are written.
     */
    async update(table: TableName | undefined | null, id: number | undefined | null, changes: Row, asRead?: CmsRecord): Promise<CmsRecord> {
      if (typeof table !== 'string' || !isTableName(table)) throw new CatalogueError(ErrorMessages.invalidId);
      const key = requireId(id);
      if (asRead && asRead.id !== key) throw new CatalogueError(ErrorMessages.invalidId);
      return unitOfWork.run(async (uow) => {
        const repo = repoOf(uow, table);
        const checked = asRead ? await checkEditAsRead(repo, asRead, changes) : null;
        const existing = checked?.current ?? (await repo.get(key));
        if (!existing) throw notFound(key, table);
        const written = checked?.changes ?? changes;
        throwIfAny(checkShape(table, written, existing), `${table} ${key}`);
        throwIfAny(await checkReferences(uow, table, [written], existing));
        if (checked && Object.keys(written).length === 0) return existing;
        return repo.update(key, table === 'Brand' ? await withBalanceLine(uow, existing, written) : written);
      });
    },

    async delete(table: TableName, id: number): Promise<void> {
      writable(table);
      await unitOfWork.run(async (uow) => {
        const repo = repoOf(uow, table);
        if (!(await repo.get(requireId(id)))) throw notFound(id, table);
        await repo.delete(id);
      });
    },

    /** A copy under a new id. */
    async duplicate(table: TableName, id: number): Promise<CmsRecord> {
      writable(table);
      return repoOf(repos, table).duplicate(requireId(id));
    },

    async clear(table: TableName): Promise<void> {
      writable(table);
      await repoOf(repos, table).clear();
    },

    /** Insert or replace whole records, ids kept; each gets the defaults of what it leaves out. */
    async bulkPut(table: TableName, rows: readonly Row[]): Promise<void> {
      writable(table);
      const shaped = rows.map((row) => shapeForUpdate(table, requireId(row.id as number), {}, row) as unknown as CmsRecord);
      await unitOfWork.run(async (uow) => {
        throwIfAny(rowErrors(shaped, (row) => checkShape(table, row)), table);
        throwIfAny(await checkReferences(uow, table, shaped));
        await repoOf(uow, table).bulkPut(shaped);
      });
    },

    /** New records with defaults merged and new ids: all of them, or none. */
    async bulkCreate(table: TableName, rows: readonly Row[]): Promise<CmsRecord[]> {
      writable(table);
      return unitOfWork.run(async (uow) => {
        throwIfAny(rowErrors(rows, (row) => checkShape(table, row)), table);
        throwIfAny(await checkReferences(uow, table, rows));
        return repoOf(uow, table).bulkCreate(rows);
      });
    },
  };
}
