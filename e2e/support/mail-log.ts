import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const logFile = path.join(path.dirname(fileURLToPath(import.meta.url)), "../.data/server.log");

/**
 * Without SMTP_URL the server writes mails to its log (serve.mjs keeps it): the newest link sent to `to`,
 * or the newest one matching `pattern` when the address was sent several kinds of mail.
 */
export const lastMailedLink = (to: string, pattern?: RegExp): string | null => {
  const lines = readFileSync(logFile, "utf8").split("\n");
  for (const line of lines.reverse()) {
    if (!line.startsWith("{")) continue;
    const entry = JSON.parse(line) as { mail?: { to: string; text: string } };
    if (entry.mail?.to !== to) continue;
    const link = /(https?:\/\/\S+)/.exec(entry.mail.text)?.[1] ?? null;
    if (!pattern || (link && pattern.test(link))) return link;
  }
  return null;
};
