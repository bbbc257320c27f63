import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeApi, ok, sentBodies, signedIn } from "@/testing/fake-api";
import { renderApp } from "@/testing/render-app";
import {
  pinSectionTitle,
  removePinQuestion,
  staffPinSectionTitle,
  staffWithoutPinText,
  withoutPinText,
  withPinText,
} from "./admin-pin-section";

const noStaff = ok({ items: [], total: 0, nextCursor: null });

/** Decision 045: the ADMIN's PIN on the profile. */
describe("the PIN section of the profile", { timeout: 20_000 }, () => {
  it("lets ADMIN set a PIN of 4 to 6 digits, then change or remove it", async () => {
    let hasPin = false;
    const fetchMock = fakeApi({
      "GET /session": signedIn(),
      "GET /staff?limit=10": noStaff,
      "GET /profile/pin": () => ok({ hasPin }),
      "PUT /profile/pin": () => {
        hasPin = true;
        return ok({ hasPin });
      },
      "DELETE /profile/pin": () => {
        hasPin = false;
        return ok({ hasPin });
      },
    });
    const { user } = renderApp("/profile");
    const section = within(await screen.findByRole("region", { name: pinSectionTitle }));
    expect(await section.findByText(withoutPinText)).toBeInTheDocument();

    await user.type(section.getByLabelText("PIN"), "12a");
    await user.click(section.getByRole("button", { name: "Guardar PIN" }));
    expect(await section.findByText("El PIN tiene que tener de 4 a 6 números.")).toBeInTheDocument();
    expect(sentBodies(fetchMock, "PUT", "/profile/pin")).toEqual([]);

    await user.clear(section.getByLabelText("PIN"));
    await user.type(section.getByLabelText("PIN"), "2468");
    await user.click(section.getByRole("button", { name: "Guardar PIN" }));
    expect(await screen.findByText("PIN guardado.")).toBeInTheDocument();
    expect(sentBodies(fetchMock, "PUT", "/profile/pin")).toEqual([{ pin: "2468" }]);
    expect(section.getByText(withPinText)).toBeInTheDocument();
    expect(section.getByLabelText("Nuevo PIN")).toHaveValue("");

    await user.click(section.getByRole("button", { name: "Quitar PIN" }));
    const dialog = await screen.findByRole("dialog", { name: "Confirmar" });
    expect(dialog).toHaveAccessibleDescription(removePinQuestion);
    await user.click(within(dialog).getByRole("button", { name: "Quitar PIN" }));
    expect(await screen.findByText("PIN quitado.")).toBeInTheDocument();
    await waitFor(() => expect(section.getByText(withoutPinText)).toBeInTheDocument());
  });

  it("shows the server's refusal under the field", async () => {
    fakeApi({
      "GET /session": signedIn(),
      "GET /staff?limit=10": noStaff,
      "GET /profile/pin": ok({ hasPin: false }),
      "PUT /profile/pin": {
        status: 400,
        body: {
          error: { code: "invalid-argument", message: "Elegí otro PIN.", fields: { pin: "Elegí otro PIN." } },
        },
      },
    });
    const { user } = renderApp("/profile");
    const section = within(await screen.findByRole("region", { name: pinSectionTitle }));
    await user.type(section.getByLabelText("PIN"), "9090");
    await user.click(section.getByRole("button", { name: "Guardar PIN" }));
    expect(await section.findByText("Elegí otro PIN.")).toBeInTheDocument();
  });

  it.each(["CASHIER", "WAITER"] as const)("is %s's too, to switch user with (decision 083)", async (role) => {
    {
      const fetchMock = fakeApi({
        "GET /session": signedIn({ role }),
        "GET /profile/pin": ok({ hasPin: false }),
        "PUT /profile/pin": ok({ hasPin: true }),
      });
      const { user } = renderApp("/profile");
      expect(await screen.findByRole("heading", { level: 1, name: "Perfil" })).toBeInTheDocument();
      expect(screen.queryByRole("region", { name: pinSectionTitle })).toBeNull();
      const section = within(await screen.findByRole("region", { name: staffPinSectionTitle }));
      expect(await section.findByText(staffWithoutPinText)).toBeInTheDocument();
      await user.type(section.getByLabelText("PIN"), "1357");
      await user.click(section.getByRole("button", { name: "Guardar PIN" }));
      await waitFor(() => expect(sentBodies(fetchMock, "PUT", "/profile/pin")).toEqual([{ pin: "1357" }]));
    }
  });
});
