import type { Repositories, UnitOfWork } from '../ports/unit-of-work.port';
import { createEditRecords } from './edit-records';
import { createListRecords, createListTables, createLookupNames } from './list-records';

export { checkShape, InvalidFieldsError, type FieldErrors } from './check-record';
export { EditOnlyTableError } from './edit-records';
export { EditConflictError, editConflictOf, type FieldConflict } from '../edits/as-read';
export { parseForm, parseInput, toInput, toInputs, type FormValue } from './field-values';
export { KEY_FIELDS, displayName, type CmsRecord, type ListQuery, type NameLookup, type RecordPage, type TableSummary } from './list-records';
export { defaultsOf, describeFields, isEditOnly, type EnumValue, type FieldKind, type FieldSpec } from './record-fields';

/** Driving port of `/dashboard` (the CMS): SPEC §7's data calls for every table, checked. */
export function createCmsService(deps: { repos: Repositories; unitOfWork: UnitOfWork }) {
  return { tables: createListTables(deps), list: createListRecords(deps), names: createLookupNames(deps), ...createEditRecords(deps) };
}

export type CmsService = ReturnType<typeof createCmsService>;
