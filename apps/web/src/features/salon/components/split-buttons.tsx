import type { SalonView } from "@comanda/domain/tabs";
import Button from "@mui/material/Button";
import { useNotify } from "@/lib/use-notify";
import { useSplitTab } from "../api/split-tab";

type SplitButtonsProps = { tabId: string; tableName: string; rooms: SalonView["rooms"] };

/** 'Separar Mesa N' for each table whose tab was joined into this one (decision 074). */
export function SplitButtons({ tabId, tableName, rooms }: SplitButtonsProps) {
  const split = useSplitTab();
  const notify = useNotify();
  const joined = rooms.flatMap((room) => room.tables).filter((table) => table.joinedTo?.tabId === tabId);
  return joined.map((table) => {
    const joinedId = table.joinedTo?.orderId ?? "";
    return (
      <Button
        key={table.id}
        loading={split.isPending && split.variables?.joinedId === joinedId}
        disabled={split.isPending}
        onClick={() =>
          split.mutate(
            { tabId, joinedId },
            {
              onSuccess: () => notify.success(`${table.name} se separó de ${tableName}.`),
              onError: notify.failure,
            },
          )
        }
      >
        Separar {table.name}
      </Button>
    );
  });
}
