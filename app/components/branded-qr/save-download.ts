import { fetchQrImage } from "./fetch-qr-image";

/** Posts the form and saves the answer as a file, or returns what to tell the person instead. */
export async function saveDownload(
  endpoint: string,
  body: FormData,
  fileName: string,
): Promise<string | null> {
  const answer = await fetchQrImage(endpoint, body, "The download failed.");
  if (!answer.ok) return answer.message;
  const url = URL.createObjectURL(answer.blob);
  const anchor = document.createElement("a");
  anchor.href = url;
  anchor.download = answer.fileName ?? fileName;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return null;
}
