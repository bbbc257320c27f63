import Add from "@mui/icons-material/Add";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { type ReactNode, useState } from "react";
import type { preloadOnIntent } from "@/lib/lazy-part";
import type { PagedList } from "@/lib/use-paged-list";
import type { RecordNoun } from "./confirm-texts";
import { ListPage, ListToolbar } from "./list-page";
import type { Column } from "./paged-list/paged-table";
import type { ListedRecord, Mutation, RecordActionTexts } from "./paged-list/record-action-confirm";
import { type RecordHandlers, RecordTable } from "./paged-list/record-table";
import { SearchField } from "./paged-list/search-field";

/** What the screen tells the feature's create/edit dialog: the item edited (null: a new one). */
export type RecordDialogState<T> = { open: boolean; item: T | null; onClose: () => void };

export type DialogRecordScreenProps<T extends { id: string }> = {
  /** The page's heading and the table's accessible name. */
  title: string;
  /** The button that opens the dialog empty, e.g. 'Nuevo producto'. */
  newLabel: string;
  /** Starts downloading the dialog's form when the pointer nears 'Nuevo …' (decision 013). */
  newPreload?: ReturnType<typeof preloadOnIntent>;
  searchLabel?: string;
  /** More filters beside the search, e.g. the products' category. */
  filters?: ReactNode;
  list: PagedList<T>;
  columns: (handlers: RecordHandlers<T>) => Column<T>[];
  emptyMessage: string;
  noun: RecordNoun;
  texts: RecordActionTexts;
  /** The item as the confirm dialog reads it: its id and whether it is enabled. */
  recordOf: (item: T) => ListedRecord;
  remove: Mutation<string>;
  setStatus: Mutation<{ id: string; status: ListedRecord["status"] }>;
  renderDialog: (state: RecordDialogState<T>) => ReactNode;
  /** Other dialogs of the screen (stock movements), opened from the feature's own columns. */
  children?: ReactNode;
};

/**
 * docs/product.md#products / Ingredientes / Promociones: a searchable, paged table whose records are created and
 * edited in a dialog, and deleted or enabled after a confirmation. (NamedRecordScreen is its sibling for the
 * records that are only a name, edited in place.)
 */
export function DialogRecordScreen<T extends { id: string }>({
  title,
  newLabel,
  newPreload,
  searchLabel,
  filters,
  list,
  columns,
  emptyMessage,
  noun,
  texts,
  recordOf,
  remove,
  setStatus,
  renderDialog,
  children,
}: DialogRecordScreenProps<T>) {
  // The dialog keeps what it was opened for while it fades out.
  const [dialog, setDialog] = useState<{ open: boolean; item: T | null }>({ open: false, item: null });

  return (
    <>
      <ListPage title={title}>
        <ListToolbar>
          {filters ? (
            <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
              <SearchField onSearch={list.search} label={searchLabel} />
              {filters}
            </Stack>
          ) : (
            <SearchField onSearch={list.search} label={searchLabel} />
          )}
          <Button
            variant="contained"
            startIcon={<Add />}
            {...newPreload}
            onClick={() => setDialog({ open: true, item: null })}
          >
            {newLabel}
          </Button>
        </ListToolbar>
        <RecordTable
          label={title}
          columns={columns}
          list={list}
          emptyMessage={emptyMessage}
          onEdit={(item) => setDialog({ open: true, item })}
          recordOf={recordOf}
          confirm={{ noun, texts, remove, setStatus }}
        />
      </ListPage>
      {renderDialog({
        ...dialog,
        onClose: () => setDialog((current) => ({ ...current, open: false })),
      })}
      {children}
    </>
  );
}
