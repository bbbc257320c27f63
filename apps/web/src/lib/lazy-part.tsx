import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";
import { type ComponentType, type JSX, lazy, type ReactNode, useState } from "react";

export type LazyPart<P> = ComponentType<P> & {
  /** Starts the download ahead of the first render (on hover or focus of what opens it); safe to repeat. */
  preload: () => Promise<unknown>;
};

/**
 * A heavy piece of a screen (a dialog's form and its pickers) that is its own chunk, downloaded when it first
 * shows, so the screen's first load stays within its budget (apps/web/scripts/routes.ts lists the chunk).
 * `load` imports the module and picks the component. Render it inside a Suspense with a `PartSpinner`.
 */
export function lazyPart<P>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  let loaded: ComponentType<P> | undefined;
  const preload = () => {
    // A failed download (the connection dropped) is tried again by the next hover or opening.
    loading ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(async () => ({ default: await preload() })) as unknown as ComponentType<P>;
  function Part(props: P & JSX.IntrinsicAttributes) {
    // Decision 094: a part already downloaded (preloaded) is drawn in the same render. React.lazy would suspend
    // once anyway, and React holds a revealed boundary up to 300 ms after its fallback showed. Chosen once per
    // mount: changing the component would mount the part again.
    const [Component] = useState(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return Object.assign(Part, { preload }) as LazyPart<P>;
}

/**
 * Handlers for what opens a lazy part (a 'Nuevo' button, a row's actions): hovering or focusing it starts the
 * download, so the part is usually there by the click. A failed download shows when the part renders.
 */
export const preloadOnIntent = (part: { preload: () => Promise<unknown> }) => {
  const start = () => {
    part.preload().catch(() => undefined);
  };
  return { onPointerEnter: start, onFocus: start };
};

type PreloadAreaProps = ReturnType<typeof preloadOnIntent> & { children: ReactNode };

/** Takes `preloadOnIntent`'s handlers for controls it cannot reach (a shared row of actions), adding no box. */
export function PreloadArea({ children, ...handlers }: PreloadAreaProps) {
  return (
    <span style={{ display: "contents" }} {...handlers}>
      {children}
    </span>
  );
}

/** What a lazy part shows while it downloads, inside the frame (a dialog) it belongs to. */
export function PartSpinner() {
  return (
    <Box sx={{ minHeight: 240, display: "grid", placeItems: "center" }}>
      <CircularProgress aria-label="Cargando" />
    </Box>
  );
}
