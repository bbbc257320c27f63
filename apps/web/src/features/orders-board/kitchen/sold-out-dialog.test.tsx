import type { AvailabilityBoard } from "@comanda/domain/sold-out";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { fakeApi, ok, sentBodies } from "@/testing/fake-api";
import { TestProviders } from "@/testing/providers";
import { SoldOutButton } from "./sold-out-dialog";

const provoleta = "0190f5c4-0000-7000-8000-000000000001";
const flan = "0190f5c4-0000-7000-8000-000000000002";
const extras = "0190f5c4-0000-7000-8000-0000000000e1";
const egg = "0190f5c4-0000-7000-8000-0000000000e2";

/** What GET /availability answers: the server's marks, which the PATCHes below change like the server. */
const catalog = (): AvailabilityBoard => ({
  products: [
    { id: provoleta, name: "Provoleta", categoryName: "Entradas", soldOut: false },
    { id: flan, name: "Flan", categoryName: "Postres", soldOut: true },
  ],
  options: [{ id: egg, name: "Huevo frito", groupId: extras, groupName: "Extras", soldOut: false }],
});

const open = async (refuse = false) => {
  const board = catalog();
  const mark = (list: "products" | "options", id: string) => (body: unknown) => {
    if (refuse)
      return { status: 404, body: { error: { code: "not-found", message: "No encontramos ese producto." } } };
    const item = board[list].find((each) => each.id === id);
    if (item) item.soldOut = (body as { soldOut: boolean }).soldOut;
    return ok({});
  };
  const fetchMock = fakeApi({
    "GET /availability": () => ok(structuredClone(board)),
    [`PATCH /products/${provoleta}/availability`]: mark("products", provoleta),
    [`PATCH /products/${flan}/availability`]: mark("products", flan),
    [`PATCH /modifier-groups/${extras}/options/${egg}/availability`]: mark("options", egg),
  });
  const user = userEvent.setup({ delay: null });
  render(
    <TestProviders queryClient={createQueryClient()}>
      <SoldOutButton />
    </TestProviders>,
  );
  await user.click(screen.getByRole("button", { name: "Agotados" }));
  const dialog = within(await screen.findByRole("dialog", { name: "Agotados de hoy" }));
  await dialog.findByRole("switch", { name: "Agotado: Provoleta" });
  return { user, dialog, fetchMock };
};

describe("the kitchen's 'Agotados' dialog (decision 086)", { timeout: 20_000 }, () => {
  it("lists the products and options with today's marks, searchable, and marks and unmarks each at once", async () => {
    const { user, dialog, fetchMock } = await open();
    expect(dialog.getByRole("switch", { name: "Agotado: Provoleta" })).not.toBeChecked();
    expect(dialog.getByRole("switch", { name: "Agotado: Flan" })).toBeChecked();
    expect(dialog.getByRole("switch", { name: "Agotado: Huevo frito (Extras)" })).not.toBeChecked();

    // 'provo' finds Provoleta alone; a group's name finds its options.
    const search = dialog.getByRole("searchbox", { name: "Buscar producto u opción" });
    await user.type(search, "provo");
    await waitFor(() => expect(dialog.getAllByRole("switch")).toHaveLength(1));
    await user.click(dialog.getByRole("switch", { name: "Agotado: Provoleta" }));
    await waitFor(() => expect(dialog.getByRole("switch", { name: "Agotado: Provoleta" })).toBeChecked());
    expect(sentBodies(fetchMock, "PATCH", `/products/${provoleta}/availability`)).toEqual([
      { soldOut: true },
    ]);

    await user.clear(search);
    await user.type(search, "extras");
    await waitFor(() => expect(dialog.getAllByRole("switch")).toHaveLength(1));
    await user.click(dialog.getByRole("switch", { name: "Agotado: Huevo frito (Extras)" }));
    await waitFor(() =>
      expect(dialog.getByRole("switch", { name: "Agotado: Huevo frito (Extras)" })).toBeChecked(),
    );
    expect(sentBodies(fetchMock, "PATCH", `/modifier-groups/${extras}/options/${egg}/availability`)).toEqual([
      { soldOut: true },
    ]);

    // Unmarked: available again.
    await user.clear(search);
    await user.click(await dialog.findByRole("switch", { name: "Agotado: Flan" }));
    await waitFor(() => expect(dialog.getByRole("switch", { name: "Agotado: Flan" })).not.toBeChecked());
    expect(sentBodies(fetchMock, "PATCH", `/products/${flan}/availability`)).toEqual([{ soldOut: false }]);
  });

  it("says a refusal over the list and puts the switch back as the server has it", async () => {
    const { user, dialog } = await open(true);
    await user.click(dialog.getByRole("switch", { name: "Agotado: Provoleta" }));
    expect(await dialog.findByRole("alert")).toHaveTextContent("No encontramos ese producto.");
    await waitFor(() => expect(dialog.getByRole("switch", { name: "Agotado: Provoleta" })).not.toBeChecked());
  });
});
