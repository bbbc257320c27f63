// Loaded into the server by the memory soak (NODE_OPTIONS=--import=…): writes the process's own figures,
// which /proc cannot give (V8's heap, what Node's buffers hold outside it), to COMANDA_MEMORY_PROBE every
// second. Nothing else: the server runs as `npm start` runs it.
import { renameSync, writeFileSync } from "node:fs";
import { getHeapStatistics } from "node:v8";

const file = process.env.COMANDA_MEMORY_PROBE;
if (file) {
  setInterval(() => {
    const usage = process.memoryUsage();
    const heap = getHeapStatistics();
    const figures = {
      heapUsed: usage.heapUsed,
      heapTotal: usage.heapTotal,
      external: usage.external,
      arrayBuffers: usage.arrayBuffers,
      mallocedByV8: heap.malloced_memory,
    };
    // Whole or not at all: the bench may read it at any moment.
    writeFileSync(`${file}.tmp`, JSON.stringify(figures));
    renameSync(`${file}.tmp`, file);
  }, 1_000).unref();
}
