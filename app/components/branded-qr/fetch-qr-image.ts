/** Told when the session ended meanwhile: the image route then redirects to the log-in page. */
export const SESSION_ENDED = "You have been logged out. Log in again, then try once more.";

export type QrImageAnswer =
  | { ok: true; blob: Blob; fileName: string | null }
  | {
      ok: false;
      message: string /** The field the refusal is about, when the server names one. */;
      field?: "logo";
    };

/**
 * Posts the designer's form to the image route. A refusal's text is the server's
 * message; a redirect (to log in) is never saved or shown as an image.
 */
export async function fetchQrImage(endpoint: string, body: FormData, failed: string): Promise<QrImageAnswer> {
  let res: Response;
  try {
    res = await fetch(endpoint, { method: "POST", body });
  } catch {
    return { ok: false, message: `${failed} Check your connection and try again.` };
  }
  if (res.redirected) return { ok: false, message: SESSION_ENDED };
  if (!res.ok) {
    const message = (await res.text()).trim() || failed;
    // X-Refused-Field (branded-qr-response.server.ts): a refusal about the logo is shown beside it.
    return res.headers.get("x-refused-field") === "logo"
      ? { ok: false, message, field: "logo" }
      : { ok: false, message };
  }
  const disposition = res.headers.get("content-disposition") ?? "";
  return { ok: true, blob: await res.blob(), fileName: /filename="([^"]+)"/.exec(disposition)?.[1] ?? null };
}
