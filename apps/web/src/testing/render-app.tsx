import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useLayoutEffect } from "react";
import { MemoryRouter, useLocation } from "react-router";
import { AppProviders } from "@/app/providers";
import { AppRoutes } from "@/app/router";
import { createQueryClient } from "@/lib/query-client";

type Seen = { pathname: string };

/**
 * Keeps the path the app settled on; a navigation in a transition is not there until it commits. A layout
 * effect, so the path is kept in the same commit as the screen: a passive effect may run after a test has
 * already found the new screen (seen under load: 'Pedidos' on screen, the path still '/login').
 */
function PathProbe({ seen }: { seen: Seen }) {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    seen.pathname = pathname;
  }, [seen, pathname]);
  return null;
}

/** The whole app at `path`, in memory, against whatever fetch the test installed. */
export function renderApp(path: string) {
  const queryClient = createQueryClient();
  const seen: Seen = { pathname: path };
  const user = userEvent.setup({ delay: null });
  render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <PathProbe seen={seen} />
      </MemoryRouter>
    </AppProviders>,
  );
  return { user, queryClient, currentPath: () => seen.pathname };
}
