import { useEffect, useRef, useState } from "react";

/** Long enough that a word typed at speed is one request, short enough that the list follows the typing. */
export const searchDelayMs = 300;

/** What a search box shows, what the server is asked for, and whether its list is open. */
export type DebouncedSearch = {
  /** The box's text. */
  text: string;
  /** The trimmed text the server searches for, `searchDelayMs` after the last keystroke. */
  q: string;
  open: boolean;
  setOpen: (open: boolean) => void;
  /** The user typed or cleared: a new search once they pause. */
  type: (next: string) => void;
  /** The box shows a chosen option's name: not a search, or the next list would hold only that option. */
  show: (next: string) => void;
  /** Back to an empty box and the whole list, e.g. after the chosen option was added. */
  reset: () => void;
};

export function useDebouncedSearch(delayMs = searchDelayMs): DebouncedSearch {
  const [text, setText] = useState("");
  const [q, setQ] = useState("");
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // A search still pending when the box goes away must not set state on it.
  useEffect(() => () => clearTimeout(timer.current), []);

  const type = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setQ(next.trim()), delayMs);
  };
  const reset = () => {
    clearTimeout(timer.current);
    setText("");
    setQ("");
  };
  return { text, q, open, setOpen, type, show: setText, reset };
}
