import { screen, waitFor, within } from "@testing-library/react";
import { expect } from "vitest";

/** A dialog by its name once its lazy form has rendered in place of the spinner (lib/lazy-part.tsx). */
export const findLoadedDialog = async (name: string) => {
  const dialog = await screen.findByRole("dialog", { name });
  await waitFor(() => expect(within(dialog).queryByRole("progressbar", { name: "Cargando" })).toBeNull());
  return within(dialog);
};
