import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Suspense } from "react";
import { describe, expect, it, vi } from "vitest";
import { lazyPart, PartSpinner, PreloadArea, preloadOnIntent } from "./lazy-part";

type GreetingProps = { name: string };
const Greeting = ({ name }: GreetingProps) => <p>Hola {name}</p>;

/** A download the test finishes (or fails) when it chooses. */
const deferredLoad = () => {
  const settle: { resolve?: () => void; reject?: (error: Error) => void } = {};
  const load = vi.fn(
    () =>
      new Promise<typeof Greeting>((resolve, reject) => {
        settle.resolve = () => resolve(Greeting);
        settle.reject = reject;
      }),
  );
  return { load, settle };
};

describe("lazyPart", () => {
  it("downloads nothing until it first renders, showing the spinner until it arrives", async () => {
    const { load, settle } = deferredLoad();
    const Part = lazyPart(load);
    expect(load).not.toHaveBeenCalled();

    render(
      <Suspense fallback={<PartSpinner />}>
        <Part name="Ana" />
      </Suspense>,
    );
    expect(screen.getByRole("progressbar", { name: "Cargando" })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    settle.resolve?.();
    expect(await screen.findByText("Hola Ana")).toBeInTheDocument();
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
  });

  it("starts the download once on hover or focus of what opens it, and tries again after a failure", async () => {
    const { load, settle } = deferredLoad();
    const Part = lazyPart(load);
    render(
      <>
        <button type="button" {...preloadOnIntent(Part)}>
          Nuevo
        </button>
        <PreloadArea {...preloadOnIntent(Part)}>
          <button type="button">Editar</button>
        </PreloadArea>
      </>,
    );

    const user = userEvent.setup({ delay: null });
    await user.hover(screen.getByRole("button", { name: "Nuevo" }));
    await user.unhover(screen.getByRole("button", { name: "Nuevo" }));
    await user.hover(screen.getByRole("button", { name: "Nuevo" }));
    expect(load).toHaveBeenCalledTimes(1);

    settle.reject?.(new Error("offline"));
    await expect(Part.preload()).rejects.toThrow("offline");
    act(() => screen.getByRole("button", { name: "Editar" }).focus());
    expect(load).toHaveBeenCalledTimes(2);
    settle.resolve?.();
    await expect(Part.preload()).resolves.toBe(Greeting);
    expect(load).toHaveBeenCalledTimes(2);
  });

  // Decision 094: no fallback, so no reveal React would hold up to 300 ms.
  it("draws a part already downloaded in the first render, without the spinner", async () => {
    const { load, settle } = deferredLoad();
    const Part = lazyPart(load);
    const loading = Part.preload();
    settle.resolve?.();
    await loading;
    render(
      <Suspense fallback={<PartSpinner />}>
        <Part name="Ana" />
      </Suspense>,
    );
    expect(screen.getByText("Hola Ana")).toBeInTheDocument();
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
