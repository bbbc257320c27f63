import http from "node:http";

export type SseEvent = { event: string; data: string };

export type EventStream = {
  /** Resolves once the server's "ready" event has arrived: from then on no change can be missed. */
  ready: Promise<void>;
  close: () => void;
};

/**
 * One board's live connection: GET /api/v1/events with a signed-in cookie, parsed by hand over node:http
 * so a hundred of them cost the load generator little. `onEvent` runs for every event as it arrives.
 */
export const openEventStream = (
  base: string,
  cookie: string,
  onEvent: (event: SseEvent) => void,
): EventStream => {
  let request: http.ClientRequest | undefined;
  let closed = false;
  const ready = new Promise<void>((resolve, reject) => {
    request = http.get(
      `${base}/api/v1/events`,
      // An agent of its own per stream: the global one would queue streams behind its socket limit.
      { headers: { cookie, accept: "text/event-stream" }, agent: false },
      (response) => {
        if (response.statusCode !== 200) {
          reject(new Error(`events: ${response.statusCode}`));
          response.resume();
          return;
        }
        response.setEncoding("utf8");
        let buffer = "";
        response.on("data", (chunk: string) => {
          buffer += chunk;
          let end = buffer.indexOf("\n\n");
          while (end >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            end = buffer.indexOf("\n\n");
            let event = "";
            let data = "";
            for (const line of block.split("\n")) {
              if (line.startsWith("event: ")) event = line.slice(7);
              else if (line.startsWith("data: ")) data = line.slice(6);
            }
            if (!event) continue;
            if (event === "ready") resolve();
            onEvent({ event, data });
          }
        });
        response.on("end", () => {
          if (!closed) reject(new Error("events: the server ended the stream"));
        });
      },
    );
    request.on("error", (error) => {
      if (!closed) reject(error);
    });
  });
  // A stream that fails after "ready" must not surface as an unhandled rejection.
  ready.catch(() => {});
  return {
    ready,
    close: () => {
      closed = true;
      request?.destroy();
    },
  };
};
