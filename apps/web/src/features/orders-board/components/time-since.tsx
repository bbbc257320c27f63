import { useNow } from "../hooks/use-now";
import { timeSince } from "../lib/waiting";

/** "hace 4 min", read from the board's clock here, so a tick renders this text and not the card around it. */
export function TimeSince({ since }: { since: number }) {
  return <>{timeSince(since, useNow())}</>;
}
