import { businessSettings } from "@comanda/domain";
import { LOGO_MAX_BYTES, sniffLogoType } from "@comanda/domain/settings-input";
import { useMutation } from "@tanstack/react-query";
import { apiBasePath, apiTimeoutMs } from "@/lib/api-client";
import { ApiError, codeForStatus, networkErrorMessage } from "@/lib/api-error";
import { useSettingsSaved } from "./business";

export const logoTooBigText = "El logo puede pesar hasta 1 MB.";
export const logoNotAnImageText = "El logo debe ser una imagen PNG, JPEG o WebP.";

const readBytes = (file: Blob) =>
  new Promise<Uint8Array<ArrayBuffer>>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(file);
  });

const invalid = (message: string) => new ApiError({ code: "invalid-argument", status: 400, message });

const errorOf = (status: number, text: string) => {
  let message: string | undefined;
  try {
    const body = JSON.parse(text) as { error?: { message?: unknown } };
    if (typeof body.error?.message === "string") message = body.error.message;
  } catch {
    // Not JSON (a proxy's page): the status's own message will do.
  }
  return new ApiError({ code: codeForStatus(status) ?? "unknown", status, message });
};

/**
 * PUT /business/logo with the file's raw bytes (the JSON client cannot send them). Checked here first
 * the same way the server checks, so a wrong file is refused before it is sent; the server decides.
 */
export async function uploadLogo(file: Blob) {
  if (file.size > LOGO_MAX_BYTES) throw invalid(logoTooBigText);
  const bytes = await readBytes(file);
  if (!sniffLogoType(bytes)) throw invalid(logoNotAnImageText);
  let response: Response;
  try {
    response = await fetch(`${apiBasePath}/business/logo`, {
      method: "PUT",
      headers: { Accept: "application/json", "Content-Type": file.type || "application/octet-stream" },
      body: bytes,
      credentials: "include",
      signal: AbortSignal.timeout(apiTimeoutMs),
    });
  } catch {
    throw new ApiError({ code: "internal", status: 0, message: networkErrorMessage });
  }
  const text = await response.text();
  if (!response.ok) throw errorOf(response.status, text);
  const parsed = businessSettings.safeParse((JSON.parse(text) as { data?: unknown }).data);
  if (!parsed.success) throw new ApiError({ code: "internal", status: response.status });
  return parsed.data;
}

export function useUploadLogo() {
  const saved = useSettingsSaved();
  return useMutation({ mutationFn: uploadLogo, onSuccess: saved });
}
