import type { Stored } from '../../domain/entities/base';
import type { EntityByTable, TableName } from '../../domain/entities/tables';

/** What a batch of writes starts from: storage's next ids, and the tables it asked to read whole. */
export interface BatchStart {
  /** The id storage would give the next new row of each table (none is taken). */
  nextIds: Record<TableName, number>;
  /** Every row of each table asked for, in id order. */
  rows: { [K in TableName]?: Stored<EntityByTable[K]>[] };
}

/**
 * Where a batch of writes kept in memory (src/application/storage) starts. It numbers its new rows
 * from `nextIds`, so the records it links together already carry their final ids when the batch
 * is written in one transaction. One call, one read of storage.
 */
export interface BatchSource {
  start(preload: readonly TableName[]): Promise<BatchStart>;
}
