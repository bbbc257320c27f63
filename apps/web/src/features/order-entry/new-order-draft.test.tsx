import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { sentBodies } from "@/testing/fake-api";
import { restoredText, savedText } from "./new-order-screen";
import { draftKey, readDraft } from "./saved-draft";
import { line, openDialog, session, tap } from "./testing/new-order-harness";

const key = draftKey(session.business.id, session.user.id);

afterEach(() => localStorage.clear());

describe("'Nuevo pedido': the draft kept on this device (decision 028)", { timeout: 30_000 }, () => {
  it("survives closing the dialog, says so, and comes back on the next opening", async () => {
    const { user, dialog, reopen } = await openDialog();
    expect(dialog.queryByText(savedText)).not.toBeInTheDocument();
    await tap(user, dialog, "Milanesa", 2);
    await user.type(dialog.getByRole("textbox", { name: "Observación" }), "sin sal");
    expect(dialog.getByText(savedText)).toBeInTheDocument();
    expect(readDraft(key)).toMatchObject({
      observation: "sin sal",
      lines: [{ name: "Milanesa", quantity: 2 }],
    });

    await user.click(dialog.getByRole("button", { name: "Cerrar" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const again = await reopen();
    expect(again.getByText(restoredText)).toBeInTheDocument();
    expect(line(again, "Milanesa")).toHaveTextContent("$ 11.000,00");
    expect(again.getByRole("textbox", { name: "Observación" })).toHaveValue("sin sal");
  });

  it("'Descartar pedido' forgets it; a new opening starts empty", async () => {
    const { user, dialog, reopen, fetchMock } = await openDialog();
    await tap(user, dialog, "Coca-Cola");
    await user.click(dialog.getByRole("button", { name: "Descartar pedido" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(readDraft(key)).toBeNull();
    const again = await reopen();
    expect(again.queryByText(restoredText)).not.toBeInTheDocument();
    expect(again.queryByRole("listitem")).not.toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST", "/orders")).toEqual([]);
  });

  it("ignores a draft it cannot read", async () => {
    localStorage.setItem(key, "{not json");
    const { dialog } = await openDialog();
    expect(dialog.queryByText(restoredText)).not.toBeInTheDocument();
  });
});
