/** Posts the form and saves the answer as a file, or returns the server's message when it refuses. */
export async function saveDownload(
  endpoint: string,
  body: FormData,
  fileName: string,
): Promise<string | null> {
  let res: Response;
  try {
    res = await fetch(endpoint, { method: "POST", body });
  } catch {
    return "The download failed. Check your connection and try again.";
  }
  if (!res.ok) return (await res.text()) || "The download failed.";
  const disposition = res.headers.get("content-disposition") ?? "";
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fileName;
  const url = URL.createObjectURL(await res.blob());
  const anchor = document.createElement("a");
  anchor.href = url;
  anchor.download = name;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return null;
}
