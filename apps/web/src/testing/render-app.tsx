import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useEffect } from "react";
import { MemoryRouter, useLocation } from "react-router";
import { AppProviders } from "@/app/providers";
import { AppRoutes } from "@/app/router";
import { createQueryClient } from "@/lib/query-client";

type Seen = { pathname: string };

/** Keeps the path the app settled on; a navigation in a transition is not there until it commits. */
function PathProbe({ seen }: { seen: Seen }) {
  const { pathname } = useLocation();
  useEffect(() => {
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
