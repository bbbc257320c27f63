import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ConfirmDialog } from "./confirm-dialog";
import { deleteConfirmText, recordNouns, toggleConfirmText } from "./confirm-texts";
import { StatusChip } from "./status-chip";

describe("confirm texts (docs/product.md#screens)", () => {
  it("uses the spec's exact wording", () => {
    expect(deleteConfirmText(recordNouns.category)).toBe(
      "Estas seguro de que deseas eliminar esta categoria?",
    );
    expect(deleteConfirmText(recordNouns.paymentMethod)).toBe(
      "Estas seguro de que deseas eliminar este medio de pago?",
    );
    expect(deleteConfirmText(recordNouns.promotion)).toBe(
      "Estas seguro de que deseas eliminar esta promoción?",
    );
    expect(toggleConfirmText(false, recordNouns.user)).toBe(
      "Estas seguro de que deseas deshabilitar este usuario?",
    );
    expect(toggleConfirmText(true, recordNouns.ingredient)).toBe(
      "Estas seguro de que deseas habilitar este ingrediente?",
    );
  });
});

describe("ConfirmDialog", () => {
  it("asks, then confirms or cancels", async () => {
    const user = userEvent.setup({ delay: null });
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    render(
      <ConfirmDialog
        open
        message={deleteConfirmText(recordNouns.user)}
        onConfirm={onConfirm}
        onClose={onClose}
      />,
    );
    const dialog = screen.getByRole("dialog", { name: "Confirmar" });
    expect(dialog).toHaveAccessibleDescription("Estas seguro de que deseas eliminar este usuario?");
    await user.click(screen.getByRole("button", { name: "Aceptar" }));
    expect(onConfirm).toHaveBeenCalledOnce();
    await user.click(screen.getByRole("button", { name: "Cancelar" }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("cannot be answered twice while the action runs", () => {
    render(<ConfirmDialog open pending message="¿Seguro?" onConfirm={vi.fn()} onClose={vi.fn()} />);
    expect(screen.getByRole("button", { name: "Aceptar" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Cancelar" })).toBeDisabled();
  });
});

describe("StatusChip", () => {
  it("reads Habilitada / Deshabilitada (a categoría), or the labels given", () => {
    const { rerender } = render(<StatusChip active />);
    expect(screen.getByText("Habilitada")).toBeInTheDocument();
    rerender(<StatusChip active={false} />);
    expect(screen.getByText("Deshabilitada")).toBeInTheDocument();
    rerender(<StatusChip active={false} labels={{ active: "Activa", inactive: "Desactivada" }} />);
    expect(screen.getByText("Desactivada")).toBeInTheDocument();
  });
});
