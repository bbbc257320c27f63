import { formatClock, type Order } from "@comanda/domain";
import type { TabRound } from "@comanda/domain/tabs";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";

/** "Ronda 2 · 21:40 · Juan Gómez"; a joined table's, "De Mesa 2 · 21:15 · Juan Gómez". */
const roundTexts = (rounds: readonly TabRound[]) => {
  let own = 0;
  return rounds.map((round) => {
    if (round.fromTable === null) own += 1;
    const which = round.fromTable === null ? `Ronda ${own}` : `De ${round.fromTable}`;
    return { id: round.id, text: `${which} · ${formatClock(round.sentAt)} · ${round.sentByName}` };
  });
};

type TabServiceProps = { tab: Pick<Order, "createdByName" | "createdAt">; rounds: readonly TabRound[] };

/** Decision 084: who opened the table and when, and who sent each of its rounds. */
export function TabService({ tab, rounds }: TabServiceProps) {
  return (
    <Box component="section" aria-label="Quién atendió">
      <Typography variant="body2" color="text.secondary">
        Abrió: {tab.createdByName} · {formatClock(tab.createdAt)}
      </Typography>
      {rounds.length > 0 && (
        <Box component="ol" aria-label="Rondas" sx={{ m: 0, p: 0, listStyle: "none" }}>
          {roundTexts(rounds).map((round) => (
            <Typography
              key={round.id}
              component="li"
              variant="body2"
              color="text.secondary"
              sx={{ overflowWrap: "anywhere" }}
            >
              {round.text}
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}
