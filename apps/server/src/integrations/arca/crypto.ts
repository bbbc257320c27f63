import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/**
 * Secrets the server keeps for a business (the ARCA private key, decision 054), encrypted with AES-256-GCM
 * under a key derived from the server's secret (AUTH_SECRET) with HKDF-SHA256. A database copy without
 * that secret reveals nothing; a changed byte fails the tag instead of decrypting to garbage.
 *
 * Stored as "v1:<iv>:<tag>:<ciphertext>" (base64): the version names the derivation, so a later one can
 * be added beside it and old rows still read.
 */
const VERSION = "v1";
const INFO = "comanda fiscal key v1";
const IV_BYTES = 12;

const keyFor = (serverSecret: string): Buffer =>
  Buffer.from(hkdfSync("sha256", serverSecret, Buffer.alloc(0), INFO, 32));

export const encryptSecret = (plain: string, serverSecret: string): string => {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", keyFor(serverSecret), iv);
  const ciphertext = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [VERSION, iv, tag, ciphertext]
    .map((part) => (typeof part === "string" ? part : part.toString("base64")))
    .join(":");
};

/** The plain text back; throws when the secret is not the one it was encrypted with or the text was changed. */
export const decryptSecret = (stored: string, serverSecret: string): string => {
  const [version, iv, tag, ciphertext, ...rest] = stored.split(":");
  if (version !== VERSION || !iv || !tag || ciphertext === undefined || rest.length > 0)
    throw new Error("decryptSecret: not a v1 secret");
  const decipher = createDecipheriv("aes-256-gcm", keyFor(serverSecret), Buffer.from(iv, "base64"), {
    authTagLength: 16,
  });
  decipher.setAuthTag(Buffer.from(tag, "base64"));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, "base64")), decipher.final()]).toString(
    "utf8",
  );
};
