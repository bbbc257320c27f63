import type { QueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { AppProviders } from "@/app/providers";

type TestProvidersProps = { queryClient: QueryClient; children: ReactNode };

/**
 * The app's theme and query client around one screen that a test renders under its own router: the features'
 * tests take them from here, since a feature never imports the app (docs/decisions/075-web-layers.md).
 */
export function TestProviders({ queryClient, children }: TestProvidersProps) {
  return <AppProviders queryClient={queryClient}>{children}</AppProviders>;
}
