import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Money, Pesos } from "./pesos";

describe("Pesos", () => {
  it("shows the amount as ARS on one line", () => {
    render(<Pesos value={68400} />);
    const amount = screen.getByText("$ 68.400,00");
    expect(amount).toHaveStyle({ whiteSpace: "nowrap" });
  });

  it("keeps a text with an amount on one line too", () => {
    render(<Money>Faltante $ 400,00</Money>);
    expect(screen.getByText("Faltante $ 400,00")).toHaveStyle({ whiteSpace: "nowrap" });
  });
});
