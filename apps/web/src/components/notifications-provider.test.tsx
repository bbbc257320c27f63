import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useSnackbar } from "notistack";
import { afterEach, describe, expect, it, vi } from "vitest";
import { NotificationsProvider } from "./notifications-provider";

function Toaster() {
  const { enqueueSnackbar } = useSnackbar();
  return (
    <button
      type="button"
      onClick={() => {
        for (const text of ["Uno", "Dos", "Tres"]) enqueueSnackbar(text);
      }}
    >
      Avisar
    </button>
  );
}

const phoneScreen = (phone: boolean) =>
  vi.stubGlobal("matchMedia", (media: string) => ({
    matches: phone,
    media,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));

const showToasts = async () => {
  render(
    <NotificationsProvider>
      <Toaster />
    </NotificationsProvider>,
  );
  await userEvent.click(screen.getByRole("button", { name: "Avisar" }));
  await screen.findByText("Tres");
  return document.querySelector(".notistack-SnackbarContainer") as HTMLElement;
};

describe("NotificationsProvider", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows two toasts at most, bottom left on a desktop", async () => {
    phoneScreen(false);
    const container = await showToasts();
    await waitFor(() => expect(screen.queryByText("Uno")).not.toBeInTheDocument());
    expect(screen.getByText("Dos")).toBeInTheDocument();
    const style = getComputedStyle(container);
    expect([style.bottom, style.left]).toEqual(["14px", "20px"]);
    expect(style.top).toBe("");
  });

  it("puts them at the top on a phone, away from the dialog's actions", async () => {
    phoneScreen(true);
    const container = await showToasts();
    const style = getComputedStyle(container);
    expect(style.top).not.toBe("");
    expect(style.bottom).toBe("");
  });
});
