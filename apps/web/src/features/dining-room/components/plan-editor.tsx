import { nameKey, uuidv7 } from "@comanda/domain";
import { nextTableName, type Room } from "@comanda/domain/dining-room";
import { freeSpot } from "@comanda/domain/dining-room-plan";
import Add from "@mui/icons-material/Add";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useId, useState } from "react";
import { useNotify } from "@/lib/use-notify";
import { useSavePlan } from "../api/save-plan";
import { type Draft, type DraftTable, draftOf, moved, planOf, replaced, type TableValues } from "../draft";
import { PlanCanvas, planMaxWidth } from "./plan-canvas";
import { TableDialog } from "./table-dialog";
import { TableList } from "./table-list";

type PlanEditorProps = {
  room: Room;
  /** Unsaved changes to this room's plan, or null when it shows the saved plan. */
  draft: Draft | null;
  onDraftChange: (draft: Draft | null) => void;
};

/** The plan of one room: tables added, edited, dragged and deleted on screen, then saved together. */
export function PlanEditor({ room, draft, onDraftChange }: PlanEditorProps) {
  const save = useSavePlan();
  const hintId = useId();
  const notify = useNotify();
  // `undefined`: closed; null: a new table.
  const [editing, setEditing] = useState<DraftTable | null | undefined>(undefined);
  const shown = draft ?? draftOf(room);
  // Someone saved this room since the draft was drawn: saving it would be refused.
  const stale = draft !== null && draft.version !== room.version;

  const change = (next: Draft) => onDraftChange(next);
  const handleMove = (table: DraftTable, x: number, y: number) => change(replaced(shown, moved(table, x, y)));

  const handleSubmit = (values: TableValues) => {
    if (editing) change(replaced(shown, moved({ ...editing, ...values }, editing.x, editing.y)));
    else {
      const spot = freeSpot(values, shown.tables);
      change({ ...shown, tables: [...shown.tables, { ...values, ...spot, key: uuidv7() }] });
    }
    setEditing(undefined);
  };

  const handleDelete = (table: DraftTable) => {
    change({ ...shown, tables: shown.tables.filter((each) => each.key !== table.key) });
    setEditing(undefined);
  };

  const handleSave = () =>
    save.mutate(
      { roomId: room.id, plan: planOf(shown) },
      {
        onSuccess: () => {
          onDraftChange(null);
          notify.success(`Plano de ${room.name} guardado.`);
        },
        // A stale plan (409) comes back with the room read again: the warning above offers the new one.
        onError: notify.failure,
      },
    );

  const others = shown.tables.filter((table) => table.key !== editing?.key);
  return (
    <Stack spacing={2}>
      {stale && (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={() => onDraftChange(null)}>
              Cargar el plano actual
            </Button>
          }
        >
          Otra persona guardó este plano mientras lo editabas. Tus cambios sin guardar se van a perder al
          cargarlo.
        </Alert>
      )}
      <Stack
        direction={{ xs: "column", sm: "row" }}
        spacing={1}
        sx={{ justifyContent: "space-between", alignItems: { sm: "center" } }}
      >
        <Typography id={hintId} variant="body2" color="text.secondary">
          Tocá una mesa para editarla; arrastrala, o usá las flechas del teclado, para moverla.
        </Typography>
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0, justifyContent: "flex-end" }}>
          <Button variant="outlined" startIcon={<Add />} onClick={() => setEditing(null)}>
            Agregar mesa
          </Button>
          {draft && (
            <Button onClick={() => onDraftChange(null)} disabled={save.isPending}>
              Descartar cambios
            </Button>
          )}
          <Button variant="contained" onClick={handleSave} disabled={!draft || save.isPending}>
            Guardar
          </Button>
        </Stack>
      </Stack>
      <Stack direction={{ xs: "column", md: "row" }} spacing={3}>
        <Box sx={{ flexGrow: 1, minWidth: 0, maxWidth: { md: planMaxWidth } }}>
          <PlanCanvas
            roomName={room.name}
            hintId={hintId}
            tables={shown.tables}
            onMove={handleMove}
            onOpen={setEditing}
          />
        </Box>
        {shown.tables.length > 0 && (
          <Box sx={{ width: { md: 220 }, flexShrink: 0 }}>
            <TableList roomName={room.name} tables={shown.tables} onOpen={setEditing} />
          </Box>
        )}
      </Stack>
      {editing !== undefined && (
        <TableDialog
          key={editing?.key ?? "new"}
          table={editing}
          suggestedName={nextTableName(shown.tables)}
          takenNames={new Set(others.map((table) => nameKey(table.name)))}
          onSubmit={handleSubmit}
          onDelete={handleDelete}
          onClose={() => setEditing(undefined)}
        />
      )}
    </Stack>
  );
}
