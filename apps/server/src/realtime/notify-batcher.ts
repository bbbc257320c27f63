/**
 * Sends items in as few round trips as keeps them in order: the first item goes at once, and the items
 * that arrive while a send is in flight go together in the next one. Each caller's promise settles with
 * the send that carried its item. Under load, one NOTIFY statement then carries many changes.
 */
export const createBatcher = <T>(send: (items: T[]) => Promise<void>) => {
  type Waiting = { item: T; resolve: () => void; reject: (error: unknown) => void };
  let waiting: Waiting[] = [];
  let sending = false;

  const flush = async () => {
    sending = true;
    while (waiting.length > 0) {
      const batch = waiting;
      waiting = [];
      try {
        await send(batch.map((entry) => entry.item));
        for (const entry of batch) entry.resolve();
      } catch (error) {
        for (const entry of batch) entry.reject(error);
      }
    }
    sending = false;
  };

  return (item: T) =>
    new Promise<void>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      if (!sending) void flush();
    });
};
