import { render, screen } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import { ErrorBoundary } from "./error-boundary";

let broken = true;
function Screen() {
  if (broken) throw new Error("no se pudo descargar la pantalla");
  return <p>Pantalla</p>;
}

afterEach(() => vi.restoreAllMocks());

it("shows the fallback for a screen that throws, and the next path again", () => {
  // React reports the caught error on the console; the test expects it.
  vi.spyOn(console, "error").mockImplementation(() => {});
  const { rerender } = render(
    <ErrorBoundary fallback={<p>Algo salió mal</p>} resetKey="/categories">
      <Screen />
    </ErrorBoundary>,
  );
  expect(screen.getByText("Algo salió mal")).toBeInTheDocument();

  broken = false;
  rerender(
    <ErrorBoundary fallback={<p>Algo salió mal</p>} resetKey="/categories">
      <Screen />
    </ErrorBoundary>,
  );
  expect(screen.getByText("Algo salió mal")).toBeInTheDocument();

  rerender(
    <ErrorBoundary fallback={<p>Algo salió mal</p>} resetKey="/profile">
      <Screen />
    </ErrorBoundary>,
  );
  expect(screen.getByText("Pantalla")).toBeInTheDocument();
});
