import { courseName } from "@comanda/domain";
import Button from "@mui/material/Button";
import { useBusiness } from "@/entities/business/business-query";
import { useNotify } from "@/lib/use-notify";
import { useMarchCourse } from "../api/march-course";

type MarchButtonsProps = {
  tabId: string;
  tableName: string;
  /** the courses the tab's rounds hold, in the order of its lines */
  waiting: readonly string[];
};

/** Decision 082: each course a round held ('Esperar') goes to the kitchen with one tap. */
export function MarchButtons({ tabId, tableName, waiting }: MarchButtonsProps) {
  const march = useMarchCourse();
  const notify = useNotify();
  const courses = useBusiness().data?.courses ?? [];
  return waiting.map((course) => {
    const label = courseName(courses, course) ?? "lo que espera";
    return (
      <Button
        key={course}
        variant="contained"
        color="warning"
        size="large"
        loading={march.isPending && march.variables?.course === course}
        disabled={march.isPending}
        onClick={() =>
          march.mutate(
            { tabId, course },
            {
              onSuccess: () => notify.success(`${tableName}: ${label} en marcha.`),
              onError: notify.failure,
            },
          )
        }
      >
        Marchar {label}
      </Button>
    );
  });
}
