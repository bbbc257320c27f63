import Dialog from "@mui/material/Dialog";
import { useTheme } from "@mui/material/styles";
import useMediaQuery from "@mui/material/useMediaQuery";
import { type MutationKey, useIsMutating } from "@tanstack/react-query";
import { type ReactNode, useId } from "react";

type OrderDialogProps = {
  open: boolean;
  onClose: () => void;
  /** the save's mutation: while it runs, neither Escape nor a tap outside closes the dialog */
  savingKey: MutationKey;
  /** the screen inside, titled by the id it is given */
  children: (titleId: string) => ReactNode;
};

/**
 * The order screen's dialog, new or edited (docs/product.md#new-order, decision 030): it fills a phone's screen
 * and most of a desktop's. Closed, the screen unmounts.
 */
export function OrderDialog({ open, onClose, savingKey, children }: OrderDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down("sm"));
  const titleId = useId();
  const saving = useIsMutating({ mutationKey: savingKey }) > 0;
  return (
    <Dialog
      open={open}
      onClose={saving ? undefined : onClose}
      aria-labelledby={titleId}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="lg"
      slotProps={{
        paper: {
          sx: { height: { sm: "min(920px, calc(100% - 48px))" }, display: "flex", overflow: "hidden" },
        },
      }}
    >
      {children(titleId)}
    </Dialog>
  );
}
