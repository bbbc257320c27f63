import type { CategoryOrderItem } from "@comanda/domain/category-order";
import ArrowDownward from "@mui/icons-material/ArrowDownward";
import ArrowUpward from "@mui/icons-material/ArrowUpward";
import Alert from "@mui/material/Alert";
import CircularProgress from "@mui/material/CircularProgress";
import Dialog from "@mui/material/Dialog";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import IconButton from "@mui/material/IconButton";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useId, useState } from "react";
import { DialogButtons } from "@/components/dialog-buttons";
import { isApiError } from "@/lib/api-error";
import { useNotify } from "@/lib/use-notify";
import { useCategoryOrder, useSaveCategoryOrder } from "../api/category-order";

type CategoryOrderDialogProps = { open: boolean; onClose: () => void };

/** Moves one item a step up (-1) or down (+1). */
const moved = (items: readonly CategoryOrderItem[], index: number, step: -1 | 1) => {
  const next = [...items];
  const [item] = next.splice(index, 1);
  if (item) next.splice(index + step, 0, item);
  return next;
};

/**
 * Decision 074: the owner puts the categories in the order the counter's chips, the menu and the public
 * price list show them. Arrows rather than dragging: they work with a finger, a keyboard and a screen reader.
 */
export function CategoryOrderDialog({ open, onClose }: CategoryOrderDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const fullScreen = useMediaQuery((theme) => theme.breakpoints.down("sm"));
  const order = useCategoryOrder(open);
  const save = useSaveCategoryOrder();
  const notify = useNotify();
  const [draft, setDraft] = useState<CategoryOrderItem[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const items = draft ?? order.data ?? [];

  const handleClose = () => {
    setDraft(null);
    setError(null);
    onClose();
  };
  const handleMove = (index: number, step: -1 | 1) => setDraft(moved(items, index, step));
  const handleSave = () => {
    if (!draft) return handleClose();
    save.mutate(
      { ids: draft.map((item) => item.id) },
      {
        onSuccess: () => {
          notify.success("Orden de las categorías guardado.");
          handleClose();
        },
        onError: (failure) => {
          setError(failure.message);
          // Another device added or removed a category: start again from what there is now.
          if (isApiError(failure) && failure.status === 409) {
            setDraft(null);
            void order.refetch();
          }
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onClose={save.isPending ? undefined : handleClose}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>Ordenar categorías</DialogTitle>
      <DialogContent dividers>
        <DialogContentText id={descriptionId} sx={{ mb: 1 }}>
          En este orden aparecen en la pantalla de pedidos, en la carta y en la lista de precios.
        </DialogContentText>
        {order.error ? (
          <Alert severity="error">{order.error.message}</Alert>
        ) : order.data === undefined ? (
          <CircularProgress aria-label="Cargando las categorías" sx={{ display: "block", mx: "auto" }} />
        ) : items.length === 0 ? (
          <DialogContentText>No hay categorias cargadas.</DialogContentText>
        ) : (
          <List dense aria-label="Orden de las categorías">
            {items.map((item, index) => (
              <ListItem
                key={item.id}
                divider
                secondaryAction={
                  <>
                    <IconButton
                      aria-label={`Subir ${item.name}`}
                      disabled={index === 0 || save.isPending}
                      onClick={() => handleMove(index, -1)}
                    >
                      <ArrowUpward />
                    </IconButton>
                    <IconButton
                      aria-label={`Bajar ${item.name}`}
                      disabled={index === items.length - 1 || save.isPending}
                      onClick={() => handleMove(index, 1)}
                    >
                      <ArrowDownward />
                    </IconButton>
                  </>
                }
              >
                <ListItemText
                  primary={`${index + 1}. ${item.name}`}
                  secondary={item.status === "disabled" ? "Deshabilitada" : undefined}
                />
              </ListItem>
            ))}
          </List>
        )}
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogButtons
        cancelLabel="Cancelar"
        onCancel={handleClose}
        confirmLabel="Guardar"
        onConfirm={handleSave}
        pending={save.isPending}
        disabled={!draft}
      />
    </Dialog>
  );
}
