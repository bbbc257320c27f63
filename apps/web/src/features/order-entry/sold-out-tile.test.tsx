import { formatPesos } from "@comanda/domain";
import { fireEvent, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { agua, coca, hamburguesa, milanesa } from "@/entities/order/testing/order-fixtures";
import { invalidateFor } from "@/lib/live-events";
import { ok } from "@/testing/fake-api";
import { gridButton, openDialog } from "./testing/new-order-harness";

/** Decision 086: a product the kitchen marked 'Agotado' today. */
describe("'Nuevo pedido': a product 'Agotado'", { timeout: 30_000 }, () => {
  it("shows it as 'Agotado', adds nothing on a tap, and follows the kitchen's mark live", async () => {
    let soldOut = new Set([milanesa.id]);
    const options = () =>
      ok({
        items: [agua, coca, hamburguesa, milanesa].map((each) =>
          soldOut.has(each.id) ? { ...each, soldOut: true } : each,
        ),
      });
    const { user, dialog, queryClient } = await openDialog({ "GET /product-options?limit=100": options });

    const tile = gridButton(dialog, "Milanesa");
    expect(tile).toHaveAccessibleName(`Milanesa, ${formatPesos(5500)}, Agotado`);
    expect(tile).toBeDisabled();
    // A tap (the tile lets no pointer through, so fired straight at it) adds nothing.
    fireEvent.click(tile);
    expect(dialog.queryByRole("listitem", { name: "Milanesa" })).not.toBeInTheDocument();

    // The kitchen marks 'Coca-Cola' and unmarks 'Milanesa': the live event refetches the catalog.
    soldOut = new Set([coca.id]);
    await invalidateFor(queryClient, { entity: "products", id: coca.id, op: "update" });
    await waitFor(() => expect(gridButton(dialog, "Coca-Cola")).toHaveAccessibleName(/, Agotado$/));
    expect(gridButton(dialog, "Coca-Cola")).toBeDisabled();
    expect(gridButton(dialog, "Milanesa")).toBeEnabled();
    await user.click(gridButton(dialog, "Milanesa"));
    expect(dialog.getByRole("listitem", { name: "Milanesa" })).toBeInTheDocument();
  });
});
