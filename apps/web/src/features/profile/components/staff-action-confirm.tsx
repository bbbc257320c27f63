import type { StaffMember } from "@comanda/domain";
import { useSnackbar } from "notistack";
import { useState } from "react";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { deleteConfirmText, recordNouns, toggleConfirmText } from "../../../components/confirm-texts";
import { useDeleteStaff } from "../api/delete-staff";
import { useSetStaffStatus } from "../api/set-staff-status";

export type StaffAction = { kind: "toggle" | "delete"; member: StaffMember };

type StaffActionConfirmProps = {
  action: StaffAction | null;
  onClose: () => void;
  onDeleted: () => void;
};

/** SPEC §2 Generic confirm dialog before enabling, disabling or deleting a user. */
export function StaffActionConfirm({ action, onClose, onDeleted }: StaffActionConfirmProps) {
  const setStatus = useSetStaffStatus();
  const remove = useDeleteStaff();
  const { enqueueSnackbar } = useSnackbar();
  // The dialog keeps its last question while it fades out, instead of flashing another one.
  const [shown, setShown] = useState(action);
  if (action && action !== shown) setShown(action);
  const enable = shown?.member.status === "disabled";

  // The server refuses e.g. disabling the last administrator (409) with a Spanish message.
  const handleError = (error: Error) => {
    enqueueSnackbar(error.message, { variant: "error" });
    onClose();
  };

  const handleConfirm = () => {
    if (!action) return;
    const { member } = action;
    if (action.kind === "delete") {
      remove.mutate(member.id, {
        onSuccess: () => {
          enqueueSnackbar("Usuario eliminado.", { variant: "success" });
          onDeleted();
          onClose();
        },
        onError: handleError,
      });
      return;
    }
    setStatus.mutate(
      { id: member.id, status: enable ? "enabled" : "disabled" },
      {
        onSuccess: () => {
          enqueueSnackbar(enable ? "Usuario habilitado." : "Usuario deshabilitado.", { variant: "success" });
          onClose();
        },
        onError: handleError,
      },
    );
  };

  return (
    <ConfirmDialog
      open={action !== null}
      message={
        shown?.kind === "delete"
          ? deleteConfirmText(recordNouns.user)
          : toggleConfirmText(enable, recordNouns.user)
      }
      pending={setStatus.isPending || remove.isPending}
      onConfirm={handleConfirm}
      onClose={onClose}
    />
  );
}
