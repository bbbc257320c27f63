import { type Cookies, cookieHeader } from "./server-kit.ts";

export type SseMessage = { event: string; data: unknown };

/** A minimal SSE reader over fetch, for tests that need a real streaming connection. */
export const openEventStream = async (url: string, cookies: Cookies) => {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { cookie: cookieHeader(cookies) },
    signal: controller.signal,
  });
  const received: SseMessage[] = [];
  const waiters: { predicate: (m: SseMessage) => boolean; resolve: (m: SseMessage) => void }[] = [];

  const pump = async () => {
    if (!response.body || !response.ok) return;
    const decoder = new TextDecoder();
    let buffer = "";
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end = buffer.indexOf("\n\n");
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data) {
            const message = { event, data: JSON.parse(data) as unknown };
            received.push(message);
            for (const waiter of [...waiters]) {
              if (waiter.predicate(message)) {
                waiters.splice(waiters.indexOf(waiter), 1);
                waiter.resolve(message);
              }
            }
          }
          end = buffer.indexOf("\n\n");
        }
      }
    } catch {
      // aborted by close()
    }
  };
  const ended = pump();

  return {
    status: response.status,
    contentType: response.headers.get("content-type"),
    received,
    /** Resolves when the server ends the stream (or close() aborts it). */
    ended,
    next: (predicate: (m: SseMessage) => boolean, timeoutMs = 5_000) =>
      new Promise<SseMessage>((resolve, reject) => {
        const found = received.find(predicate);
        if (found) return resolve(found);
        const timer = setTimeout(
          () => reject(new Error(`no matching event within ${timeoutMs} ms`)),
          timeoutMs,
        );
        waiters.push({
          predicate,
          resolve: (m) => {
            clearTimeout(timer);
            resolve(m);
          },
        });
      }),
    close: () => controller.abort(),
  };
};

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Decision 011: a revoked session's stream ends within a second. */
export const endsWithin = (stream: { ended: Promise<void> }, ms: number) =>
  Promise.race([stream.ended.then(() => "ended"), pause(ms).then(() => "still open")]);
