import Autocomplete from "@mui/material/Autocomplete";
import { ThemeProvider } from "@mui/material/styles";
import TextField from "@mui/material/TextField";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { theme } from "./theme";

describe("theme", () => {
  it("names the autocomplete's buttons by what they do", async () => {
    render(
      <ThemeProvider theme={theme}>
        <Autocomplete
          options={["Flan"]}
          defaultValue="Flan"
          renderInput={(params) => <TextField {...params} label="Producto" />}
        />
      </ThemeProvider>,
    );
    expect(screen.getByRole("button", { name: "Abrir" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Abrir" }));
    expect(screen.getByRole("button", { name: "Cerrar" })).toBeInTheDocument();
  });
});
