import { useState } from "react";

/**
 * Whether the file chosen in a file input is at most `maxBytes`, checked on choosing and on
 * submitting, so a file over the limit is refused before it is sent: past the server's form
 * allowance it would only reach the edge's generic page, and either way the upload is waited for
 * for nothing. `fits` takes the input (or anything else: then there is nothing to check).
 */
export function useFileFits(maxBytes: number): { tooBig: boolean; fits: (input: unknown) => boolean } {
  const [tooBig, setTooBig] = useState(false);
  const fits = (input: unknown) => {
    const file = input instanceof HTMLInputElement ? input.files?.[0] : undefined;
    const ok = file === undefined || file.size <= maxBytes;
    setTooBig(!ok);
    return ok;
  };
  return { tooBig, fits };
}
