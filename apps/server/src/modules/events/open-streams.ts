import type { AuthChange } from "../../realtime/auth-changes.ts";

export type OpenStream = {
  sessionId: string;
  userId: string;
  businessId: string;
  /** Reads the session again and ends the stream if it is gone. */
  recheck: () => void;
  /** Ends the stream telling the browser when to come back (the server is shutting down). */
  close: (retryMs: number) => void;
};

const concerns = (stream: OpenStream, change: AuthChange | "resync") =>
  change === "resync" ||
  ("sessionId" in change && change.sessionId === stream.sessionId) ||
  ("userId" in change && change.userId === stream.userId) ||
  ("businessId" in change && change.businessId === stream.businessId);

/** This instance's open event streams, by session and user, so a revoked session's stream can be ended. */
export const createOpenStreams = () => {
  const streams = new Set<OpenStream>();
  const perUser = new Map<string, number>();
  let closing = false;
  return {
    countOf: (userId: string) => perUser.get(userId) ?? 0,
    /** Returns the function that forgets the stream. */
    add(stream: OpenStream) {
      streams.add(stream);
      perUser.set(stream.userId, (perUser.get(stream.userId) ?? 0) + 1);
      return () => {
        if (!streams.delete(stream)) return;
        const left = (perUser.get(stream.userId) ?? 1) - 1;
        if (left > 0) perUser.set(stream.userId, left);
        else perUser.delete(stream.userId);
      };
    },
    recheckAffected(change: AuthChange | "resync") {
      for (const stream of streams) if (concerns(stream, change)) stream.recheck();
    },
    /** Ends every stream of this instance (docs/deploy.md: a shutdown does not wait for them). */
    closeAll(retryMs: number) {
      closing = true;
      for (const stream of [...streams]) stream.close(retryMs);
    },
    /** Once closeAll has run: a screen that reconnects on a connection still open gets no new stream. */
    isClosing: () => closing,
  };
};
