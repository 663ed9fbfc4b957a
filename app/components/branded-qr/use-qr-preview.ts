import { useEffect, useRef, useState } from "react";
import { fetchQrImage } from "./fetch-qr-image";

export type PreviewState =
  | { status: "idle" | "loading" }
  | { status: "ready"; url: string }
  | { status: "error"; message: string; field?: "logo" };

/**
 * Re-renders the preview (SVG, through the same endpoint as the downloads) a
 * moment after the settings stop changing, and drops the previous image's object
 * URL. Only the latest request may update the state.
 */
export function useQrPreview(endpoint: string, form: FormData | null, enabled: boolean): PreviewState {
  const [state, setState] = useState<PreviewState>({ status: "idle" });
  const latest = useRef(0);
  useEffect(() => {
    if (!enabled || form === null) return;
    const ticket = ++latest.current;
    const timer = setTimeout(async () => {
      setState((s) => (s.status === "ready" ? s : { status: "loading" }));
      const body = new FormData();
      for (const [key, value] of form) body.append(key, value);
      body.set("format", "svg");
      body.delete("download");
      const answer = await fetchQrImage(endpoint, body, "The preview could not be loaded.");
      if (ticket !== latest.current) return;
      if (!answer.ok) {
        setState({ status: "error", message: answer.message, field: answer.field });
        return;
      }
      const url = URL.createObjectURL(answer.blob);
      setState((previous) => {
        if (previous.status === "ready") URL.revokeObjectURL(previous.url);
        return { status: "ready", url };
      });
    }, 250);
    return () => clearTimeout(timer);
  }, [endpoint, form, enabled]);
  return state;
}
