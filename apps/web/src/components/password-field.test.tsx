import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, it } from "vitest";
import { PasswordField } from "./password-field";

it("shows and hides the password", async () => {
  const user = userEvent.setup({ delay: null });
  render(<PasswordField label="Contraseña" />);
  const input = screen.getByLabelText("Contraseña");
  await user.type(input, "secreto-de-cocina-8");
  expect(input).toHaveAttribute("type", "password");

  await user.click(screen.getByRole("button", { name: "Mostrar contraseña" }));
  expect(input).toHaveAttribute("type", "text");
  expect(input).toHaveValue("secreto-de-cocina-8");

  await user.click(screen.getByRole("button", { name: "Ocultar contraseña" }));
  expect(input).toHaveAttribute("type", "password");
});
