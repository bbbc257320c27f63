import { limits } from "@comanda/domain";
import { type Room, roomInput } from "@comanda/domain/dining-room";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { DialogForm } from "@/components/dialog-form";
import { FormTextField } from "@/components/form-text-field";
import { TitledDialog } from "@/components/titled-dialog";
import { formErrorMessage, showServerFieldErrors } from "@/lib/form-field";
import { useNotify } from "@/lib/use-notify";
import { useCreateRoom } from "../api/create-room";
import { useRenameRoom } from "../api/rename-room";

const fields = ["name"] as const;

type RoomDialogProps = {
  /** Rename mode for a room, create mode otherwise. */
  room: Room | null;
  onSaved: (room: Room) => void;
  onClose: () => void;
};

/** A room's name: 'Salón', 'Terraza'. Unique in the business; the server says so under the field. */
export function RoomDialog({ room, onSaved, onClose }: RoomDialogProps) {
  const create = useCreateRoom();
  const rename = useRenameRoom();
  const notify = useNotify();
  const write = room ? rename : create;
  const form = useForm<z.input<typeof roomInput>, unknown, z.output<typeof roomInput>>({
    resolver: zodResolver(roomInput),
    defaultValues: { name: room?.name ?? "" },
  });

  const handleSaved = (saved: Room) => {
    notify.success(room ? "Salón renombrado." : `Salón «${saved.name}» creado.`);
    onSaved(saved);
  };
  const handleError = (error: Error) => showServerFieldErrors(form, error, fields);
  const submit = form.handleSubmit((values) =>
    room
      ? rename.mutate({ id: room.id, ...values }, { onSuccess: handleSaved, onError: handleError })
      : create.mutate(values, { onSuccess: handleSaved, onError: handleError }),
  );

  return (
    <TitledDialog
      title={room ? "Renombrar salón" : "Nuevo salón"}
      busy={write.isPending}
      onClose={onClose}
      maxWidth="xs"
    >
      <DialogForm
        error={formErrorMessage(write.error, fields)}
        pending={write.isPending}
        submitLabel={room ? "Guardar" : "Crear"}
        onCancel={onClose}
        onSubmit={submit}
      >
        <FormTextField
          form={form}
          name="name"
          label="Nombre del salón"
          hint="Por ejemplo Salón, Terraza o Patio."
          maxLength={limits.roomName}
          autoFocus
        />
      </DialogForm>
    </TitledDialog>
  );
}
