/**
 * A refusal the operator reads (a damaged file, a newer schema, a database that is not empty): the
 * commands print its Spanish message and exit 1, instead of a stack trace.
 */
export class BackupError extends Error {}

/** «/ruta/al/archivo»: how every message names a file. */
export const quoted = (file: string) => `«${file}»`;

/** Runs a command's work; a refusal is printed as the operator reads it and exits 1. */
export const reportingRefusals = async (work: () => Promise<void>) => {
  try {
    await work();
  } catch (error) {
    if (!(error instanceof BackupError)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  }
};
