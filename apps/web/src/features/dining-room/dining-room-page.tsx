import type { Room } from "@comanda/domain/dining-room";
import Add from "@mui/icons-material/Add";
import Delete from "@mui/icons-material/Delete";
import Edit from "@mui/icons-material/Edit";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { PageTitle } from "@/components/page-title";
import { QueryState } from "@/components/query-state";
import { RoomTabs } from "@/entities/room/room-tabs";
import { useNotify } from "@/lib/use-notify";
import { useDeleteRoom } from "./api/delete-room";
import { useRooms } from "./api/list-rooms";
import { PlanEditor } from "./components/plan-editor";
import { RoomDialog } from "./components/room-dialog";
import type { Draft } from "./draft";
import { useLeaveWarning } from "./use-leave-warning";

// undefined: closed; null: a new room.
type RoomDialogState = Room | null | undefined;

const deleteMessage = (room: Room) => {
  const tables = room.tables.length;
  const withTables = tables === 0 ? "" : ` y ${tables === 1 ? "su mesa" : `sus ${tables} mesas`}`;
  return `¿Seguro que querés eliminar el salón «${room.name}»${withTables}? No se puede deshacer.`;
};

/** Decision 049 (ADMIN): the rooms of the business and, on each one's plan, its tables. */
export function DiningRoomPage() {
  const rooms = useRooms();
  const remove = useDeleteRoom();
  const notify = useNotify();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  // Unsaved plans by room: switching tabs keeps them.
  const [drafts, setDrafts] = useState<Record<string, Draft>>({});
  const [roomDialog, setRoomDialog] = useState<RoomDialogState>(undefined);
  const [deleting, setDeleting] = useState(false);
  const unsaved = Object.keys(drafts).length;
  const leave = useLeaveWarning(unsaved > 0);

  const list = rooms.data ?? [];
  const room = list.find((each) => each.id === selectedId) ?? list[0] ?? null;

  const setDraft = (id: string, draft: Draft | null) =>
    setDrafts(({ [id]: _, ...others }) => (draft ? { ...others, [id]: draft } : others));

  const handleDelete = () => {
    if (!room) return;
    remove.mutate(room.id, {
      onSuccess: () => {
        notify.success(`Salón «${room.name}» eliminado.`);
        setDraft(room.id, null);
        setSelectedId(null);
      },
      onError: notify.failure,
      onSettled: () => setDeleting(false),
    });
  };

  const newRoomButton = (
    <Button variant="outlined" startIcon={<Add />} onClick={() => setRoomDialog(null)}>
      Nuevo salón
    </Button>
  );

  return (
    <>
      <PageTitle>Salón y mesas</PageTitle>
      <Card>
        <CardContent>
          <QueryState query={rooms} loadingLabel="Cargando los salones">
            {() =>
              !room ? (
                <Stack spacing={2} sx={{ alignItems: "flex-start" }}>
                  <Typography>
                    Todavía no hay salones. Creá uno, por ejemplo «Salón» o «Terraza», y ubicá sus mesas en el
                    plano.
                  </Typography>
                  {newRoomButton}
                </Stack>
              ) : (
                <Stack spacing={2}>
                  <RoomTabs
                    rooms={list}
                    roomId={room.id}
                    onChange={setSelectedId}
                    marked={(id) => drafts[id] !== undefined}
                  >
                    <Stack direction="row" spacing={1} sx={{ alignItems: "center", flexShrink: 0 }}>
                      <IconButton aria-label={`Renombrar ${room.name}`} onClick={() => setRoomDialog(room)}>
                        <Edit />
                      </IconButton>
                      <IconButton aria-label={`Eliminar ${room.name}`} onClick={() => setDeleting(true)}>
                        <Delete />
                      </IconButton>
                      {newRoomButton}
                    </Stack>
                  </RoomTabs>
                  <PlanEditor
                    key={room.id}
                    room={room}
                    draft={drafts[room.id] ?? null}
                    onDraftChange={(draft) => setDraft(room.id, draft)}
                  />
                </Stack>
              )
            }
          </QueryState>
        </CardContent>
      </Card>
      {roomDialog !== undefined && (
        <RoomDialog
          room={roomDialog}
          onSaved={(saved) => {
            setSelectedId(saved.id);
            setRoomDialog(undefined);
          }}
          onClose={() => setRoomDialog(undefined)}
        />
      )}
      <ConfirmDialog
        open={leave.leaving !== null}
        title="Cambios sin guardar"
        message={
          unsaved === 1
            ? "Hay cambios del plano sin guardar. Si salís ahora, se pierden."
            : "Hay cambios sin guardar en los planos de varios salones. Si salís ahora, se pierden."
        }
        confirmLabel="Salir sin guardar"
        cancelLabel="Seguir editando"
        onConfirm={leave.leave}
        onClose={leave.stay}
      />
      {room && (
        <ConfirmDialog
          open={deleting}
          title="Eliminar salón"
          message={deleteMessage(room)}
          confirmLabel="Eliminar"
          pending={remove.isPending}
          onConfirm={handleDelete}
          onClose={() => setDeleting(false)}
        />
      )}
    </>
  );
}
