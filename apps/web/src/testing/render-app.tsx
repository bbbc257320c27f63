import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
// Not "react-router/dom": under Node it loads a second copy of react-router whose contexts the app's Links miss.
import { createMemoryRouter, RouterProvider } from "react-router";
import { AppProviders } from "../app/providers";
import { routes } from "../app/router";
import { createQueryClient } from "../lib/query-client";

/** The whole app at `path`, in memory, against whatever fetch the test installed. */
export function renderApp(path: string) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { user, router, queryClient };
}
