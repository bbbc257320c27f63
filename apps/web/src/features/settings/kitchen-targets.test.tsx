import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { businessSettingsOf } from "@/testing/business-fixtures";
import { fakeApi, ok, sentBodies, signedIn } from "@/testing/fake-api";
import { renderApp } from "@/testing/render-app";
import { kitchenTargetsHintText } from "./components/kitchen-targets-field";

// Decision 087: the owner's target times colour a kitchen card's wait.
describe("the kitchen's target times in the settings", { timeout: 20_000 }, () => {
  it("are the owner's to change, the second after the first", async () => {
    const settings = businessSettingsOf({ kitchenTargets: { warn: 10, late: 20 } });
    const fetchMock = fakeApi({
      "GET /session": signedIn({ role: "ADMIN" }),
      "GET /business": ok(settings),
      "GET /fiscal-settings": ok({ configured: false }),
      "PATCH /business": () => ok({ ...settings, kitchenTargets: { warn: 8, late: 15 } }),
    });
    const { user } = renderApp("/settings");
    const warn = await screen.findByRole("spinbutton", { name: "Aviso (minutos)" });
    const late = screen.getByRole("spinbutton", { name: "Demorado (minutos)" });
    expect(screen.getByText(kitchenTargetsHintText)).toBeInTheDocument();
    expect(warn).toHaveValue(10);
    await user.clear(warn);
    await user.type(warn, "25");
    await user.click(screen.getByRole("button", { name: "Guardar" }));
    expect(
      await screen.findByText("El segundo tiempo tiene que ser mayor que el primero."),
    ).toBeInTheDocument();
    expect(sentBodies(fetchMock, "PATCH", "/business")).toEqual([]);

    await user.clear(warn);
    await user.type(warn, "8");
    await user.clear(late);
    await user.type(late, "15");
    await user.click(screen.getByRole("button", { name: "Guardar" }));
    await waitFor(() =>
      expect(sentBodies(fetchMock, "PATCH", "/business")).toEqual([
        expect.objectContaining({ kitchen_targets: { warn: 8, late: 15 } }),
      ]),
    );
  });
});
