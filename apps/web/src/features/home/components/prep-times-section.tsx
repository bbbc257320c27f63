import type { Dashboard } from "@comanda/domain/dashboard";
import { anyPrepTimes, PrepTimesTables } from "@/entities/prep-times/prep-times-tables";
import { HomeSection } from "./home-section";

type PrepTimesSectionProps = { dashboard: Dashboard };

/** How long the kitchen took with today's completed orders, slowest first; nothing before one was timed. */
export function PrepTimesSection({ dashboard }: PrepTimesSectionProps) {
  if (!anyPrepTimes(dashboard.prepTimes)) return null;
  return (
    <HomeSection title="Tiempos de preparación de hoy">
      <PrepTimesTables prepTimes={dashboard.prepTimes} wide={false} />
    </HomeSection>
  );
}
