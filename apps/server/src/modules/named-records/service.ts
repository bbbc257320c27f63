import {
  type ChangeEntity,
  type ChangeOp,
  type EnabledStatus,
  type listQuery,
  nameKey,
  type Page,
  uuidv7,
} from "@comanda/domain";
import type { z } from "zod";
import type { AppContext } from "../../context.ts";
import type { Db } from "../../db/database.ts";
import { isForeignKeyViolation } from "../../db/foreign-key-violation.ts";
import { containsPattern, createdAtCursor, decodeCursor, toPage } from "../../db/keyset.ts";
import type { NamedRecordColumns } from "../../db/schema.ts";
import { isUniqueViolation } from "../../db/unique-violation.ts";
import { AppError, notFound } from "../../errors.ts";
import { deleteUnused, type NamedRecords, type NamedTable, namedRecordQueries } from "./queries.ts";

/**
 * A kind of catalog record with a name unique per business and an enabled/disabled switch (docs/product.md#states):
 * categories, payment methods and ingredients differ only in their extra columns and messages.
 */
export type NamedRecordKind<Row extends NamedRecordColumns, Item, Input extends { name: string }> = {
  table: NamedTable;
  entity: ChangeEntity;
  messages: { notFound: string; duplicate: string };
  toItem: (row: Row) => Item;
  /**
   * The columns `toItem` reads besides the shared ones (id, name, status, created_at, updated_at): a list
   * page selects only those, as each value read costs (decision 016).
   */
  itemColumns?: readonly (keyof Row & string)[];
  /** Columns besides the name that the create/edit input writes. */
  /** Columns of the kind's own, on a create or an edit (an edit may leave a column as it is). */
  columnsOf?: (input: Input, mode: "create" | "update") => Partial<Row>;
  /** A counter of what uses the record (a category's products): it cannot be deleted above zero. */
  usage?: { column: keyof Row & string; refusal: (count: number) => string };
  /**
   * Where else the record is used (an ingredient in recipes), as the refusal to show, or null when unused.
   * Checked before a delete; a foreign key backs it up against a use added meanwhile.
   */
  inUse?: (db: Db, businessId: string, id: string) => Promise<string | null>;
  /**
   * What else an edit or a delete changes, in its transaction (`row` is null after a delete): a station's
   * printer moved or taken off moves or ends its unprinted tickets. Returns the entities to announce as
   * changed once it commits.
   */
  afterWrite?: (trx: Db, businessId: string, id: string, row: Row | null) => Promise<ChangeEntity[]>;
};

export type NamedRecordDeps = Pick<AppContext, "database" | "bus">;
type ListQuery = z.output<typeof listQuery>;

export const namedRecordService = <Row extends NamedRecordColumns, Item, Input extends { name: string }>(
  kind: NamedRecordKind<Row, Item, Input>,
) => {
  const uniqueName = { name: `${kind.table}_name_key_unique`, table: kind.table, column: "name_key" };
  const recordsOf = (deps: NamedRecordDeps) => deps.database.db as unknown as NamedRecords;
  const queries = namedRecordQueries(kind.table, kind.itemColumns ?? []);
  const toItem = (row: NamedRecordColumns) => kind.toItem(row as Row);
  const missing = () => notFound(kind.messages.notFound);
  const publish = (deps: NamedRecordDeps, businessId: string, id: string, op: ChangeOp) =>
    deps.bus.publish(businessId, { entity: kind.entity, id, op });

  /** The unique index decides, so two concurrent creations of one name cannot both succeed. */
  const guardName = async <T>(write: () => Promise<T>): Promise<T> => {
    try {
      return await write();
    } catch (error) {
      if (!isUniqueViolation(error, uniqueName)) throw error;
      throw new AppError("aborted", kind.messages.duplicate, { name: kind.messages.duplicate });
    }
  };

  const findRow = (deps: NamedRecordDeps, businessId: string, id: string) =>
    queries.find(recordsOf(deps), businessId, id);

  /** Runs `write` with the kind's afterWrite in one transaction, or alone when the kind has none. */
  const withEffects = async <T>(
    deps: NamedRecordDeps,
    businessId: string,
    id: string,
    write: (db: Db) => Promise<T | undefined>,
    rowOf: (written: T) => Row | null,
  ): Promise<{ written: T | undefined; touched: ChangeEntity[] }> => {
    const { afterWrite } = kind;
    if (!afterWrite) return { written: await write(deps.database.db), touched: [] };
    return deps.database.db.transaction().execute(async (trx) => {
      const written = await write(trx);
      const touched = written === undefined ? [] : await afterWrite(trx, businessId, id, rowOf(written));
      return { written, touched };
    });
  };
  const announce = async (deps: NamedRecordDeps, businessId: string, id: string, touched: ChangeEntity[]) => {
    for (const entity of touched) await deps.bus.publish(businessId, { entity, id, op: "update" });
  };

  const update = async (
    deps: NamedRecordDeps,
    businessId: string,
    id: string,
    changes: Partial<NamedRecordColumns>,
  ): Promise<Item> => {
    const { written: row, touched } = await guardName(() =>
      withEffects(
        deps,
        businessId,
        id,
        (db) =>
          queries.update(db as unknown as NamedRecords, businessId, id, {
            ...changes,
            updated_at: Date.now(),
          }),
        (written) => written as Row,
      ),
    );
    if (!row) throw missing();
    await publish(deps, businessId, id, "update");
    await announce(deps, businessId, id, touched);
    return toItem(row);
  };

  const namedColumns = (input: Input, mode: "create" | "update") => ({
    name: input.name,
    name_key: nameKey(input.name),
    ...kind.columnsOf?.(input, mode),
  });

  const remove = async (
    deps: NamedRecordDeps,
    businessId: string,
    id: string,
    retry = true,
  ): Promise<void> => {
    const unused = (db: Db) => deleteUnused(db, kind.table, businessId, id, kind.usage?.column);
    const refusal = await kind.inUse?.(deps.database.db, businessId, id);
    if (refusal) throw new AppError("aborted", refusal);
    // Outside the transaction, which has been rolled back: on SQLite it held the one connection.
    const { written: deleted, touched } = await withEffects(deps, businessId, id, unused, () => null).catch(
      async (error: unknown) => {
        if (!kind.inUse || !isForeignKeyViolation(error)) throw error;
        const raced = await kind.inUse(deps.database.db, businessId, id);
        throw raced ? new AppError("aborted", raced) : error;
      },
    );
    if (deleted) {
      await publish(deps, businessId, id, "delete");
      return announce(deps, businessId, id, touched);
    }
    const row = await findRow(deps, businessId, id);
    if (!row || !kind.usage) throw missing();
    const count = Number((row as Row)[kind.usage.column]);
    // The count dropped to zero between the two statements: the delete may go ahead now.
    if (count <= 0 && retry) return remove(deps, businessId, id, false);
    throw new AppError("aborted", kind.usage.refusal(count));
  };

  return {
    /** What its changes are published as: whoever writes a listed column publishes it. */
    entity: kind.entity,

    /** Newest first, keyset-paginated; `q` matches anywhere in the name, ignoring case. */
    async list(deps: NamedRecordDeps, businessId: string, query: ListQuery): Promise<Page<Item>> {
      const cursor = decodeCursor(query.cursor, createdAtCursor);
      // name_key is lowercased in JS: SQLite's lower() folds ASCII only, so "Ñ" would never match "ñ".
      const search = query.q ? nameKey(query.q) : "";
      const values = {
        businessId,
        pattern: containsPattern(search),
        at: cursor?.at ?? 0,
        id: cursor?.id ?? "",
        limit: query.limit + 1,
      };
      const db = recordsOf(deps);
      const { rows } = await queries.page(db, values, search !== "", cursor !== null);
      // Past the last page there is no row to carry the total.
      const counted = rows[0]?.total ?? (await queries.count(db, values, search !== ""));
      const pageOf = toPage(rows, query.limit, (row) => ({ at: row.created_at, id: row.id }), toItem);
      return { ...pageOf, total: Number(counted) };
    },

    async get(deps: NamedRecordDeps, businessId: string, id: string): Promise<Item> {
      const row = await findRow(deps, businessId, id);
      if (!row) throw missing();
      return toItem(row);
    },

    /** docs/product.md#constants: a new record starts enabled. */
    async create(deps: NamedRecordDeps, businessId: string, input: Input): Promise<Item> {
      const now = Date.now();
      const row = await guardName(() =>
        queries.insert(recordsOf(deps), {
          id: uuidv7(now),
          business_id: businessId,
          status: "enabled",
          created_at: now,
          updated_at: now,
          ...namedColumns(input, "create"),
        }),
      );
      await publish(deps, businessId, row.id, "insert");
      return toItem(row);
    },

    edit: (deps: NamedRecordDeps, businessId: string, id: string, input: Input) =>
      update(deps, businessId, id, namedColumns(input, "update")),

    setStatus: (deps: NamedRecordDeps, businessId: string, id: string, status: EnabledStatus) =>
      update(deps, businessId, id, { status }),

    remove: (deps: NamedRecordDeps, businessId: string, id: string) => remove(deps, businessId, id),
  };
};

export type NamedRecordService<Item, Input extends { name: string }> = ReturnType<
  typeof namedRecordService<NamedRecordColumns, Item, Input>
>;
