import { useState } from "react";
import type { PagedList } from "@/lib/use-paged-list";
import { type Column, PagedTable } from "./paged-table";
import {
  type ListedRecord,
  type RecordAction,
  RecordActionConfirm,
  type RecordActionConfirmProps,
} from "./record-action-confirm";

/** What a row's actions call: edit it, or ask before deleting or enabling/disabling it. */
export type RecordHandlers<T> = {
  onEdit: (item: T) => void;
  onDelete: (item: T) => void;
  onToggle: (item: T) => void;
};

export type RecordTableProps<T extends { id: string }> = {
  /** The table's accessible name. */
  label: string;
  list: PagedList<T>;
  columns: (handlers: RecordHandlers<T>) => Column<T>[];
  emptyMessage: string;
  onEdit: (item: T) => void;
  /** The item as the confirm dialog reads it: its id and whether it is enabled. */
  recordOf: (item: T) => ListedRecord;
  confirm: Omit<RecordActionConfirmProps<ListedRecord>, "action" | "onClose">;
};

/** A paged table of records whose rows delete or enable/disable them after the confirm dialog. */
export function RecordTable<T extends { id: string }>({
  label,
  list,
  columns,
  emptyMessage,
  onEdit,
  recordOf,
  confirm,
}: RecordTableProps<T>) {
  const [action, setAction] = useState<RecordAction<ListedRecord> | null>(null);
  return (
    <>
      <PagedTable
        label={label}
        columns={columns({
          onEdit,
          onDelete: (item) => setAction({ kind: "delete", record: recordOf(item) }),
          onToggle: (item) => setAction({ kind: "toggle", record: recordOf(item) }),
        })}
        list={list}
        emptyMessage={emptyMessage}
      />
      <RecordActionConfirm action={action} {...confirm} onClose={() => setAction(null)} />
    </>
  );
}
