import type { EnabledStatus } from "@comanda/domain";
import Stack from "@mui/material/Stack";
import { type ReactNode, useState } from "react";
import type { PagedList } from "@/lib/use-paged-list";
import type { RecordNoun } from "./confirm-texts";
import { ListPage } from "./list-page";
import { NameForm, type NameFormProps, type NameFormTexts, type NameValues } from "./name-form";
import type { Column } from "./paged-list/paged-table";
import type { ListedRecord, Mutation, RecordActionTexts } from "./paged-list/record-action-confirm";
import { type RecordHandlers, RecordTable } from "./paged-list/record-table";
import { SearchField } from "./paged-list/search-field";

type NamedRecord = ListedRecord & { name: string };

/** What the screen needs of a feature's create/update mutation. */
type SaveMutation<V> = { mutateAsync: (variables: V) => Promise<unknown>; isPending: boolean };

export type NamedRecordScreenProps<T extends NamedRecord> = {
  /** The page's heading and the table's accessible name. */
  title: string;
  texts: NameFormTexts & RecordActionTexts;
  schema: NameFormProps["schema"];
  maxLength: number;
  columns: (handlers: RecordHandlers<T>) => Column<T>[];
  noun: RecordNoun;
  emptyMessage: string;
  list: PagedList<T>;
  create: SaveMutation<NameValues>;
  update: SaveMutation<NameValues & { id: string }>;
  remove: Mutation<string>;
  setStatus: Mutation<{ id: string; status: EnabledStatus }>;
  /** What the kind adds beside the search (the categories' 'Ordenar categorías'). */
  tools?: ReactNode;
};

/** docs/product.md#categories and #payment-methods: a name form over a searchable, paged table of the records. */
export function NamedRecordScreen<T extends NamedRecord>({
  title,
  texts,
  schema,
  maxLength,
  columns,
  noun,
  emptyMessage,
  list,
  create,
  update,
  remove,
  setStatus,
  tools,
}: NamedRecordScreenProps<T>) {
  const [editing, setEditing] = useState<T | null>(null);

  const save = (values: NameValues) =>
    editing ? update.mutateAsync({ id: editing.id, ...values }) : create.mutateAsync(values);

  return (
    <ListPage title={title}>
      <NameForm
        key={editing?.id ?? "new"}
        schema={schema}
        maxLength={maxLength}
        texts={texts}
        editing={editing}
        save={save}
        saving={create.isPending || update.isPending}
        onDone={() => setEditing(null)}
      />
      {tools ? (
        <Stack direction="row" spacing={2} sx={{ alignItems: "center", flexWrap: "wrap", rowGap: 1 }}>
          <SearchField onSearch={list.search} />
          {tools}
        </Stack>
      ) : (
        <SearchField onSearch={list.search} />
      )}
      <RecordTable
        label={title}
        columns={columns}
        list={list}
        emptyMessage={emptyMessage}
        onEdit={setEditing}
        recordOf={(record) => record}
        confirm={{
          noun,
          texts,
          remove,
          setStatus,
          onDeleted: (record) => {
            if (record.id === editing?.id) setEditing(null);
          },
        }}
      />
    </ListPage>
  );
}
