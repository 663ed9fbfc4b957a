import { useEffect, useRef, useState } from "react";

export type PreviewState =
  | { status: "idle" | "loading" }
  | { status: "ready"; url: string }
  | { status: "error"; message: string };

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
      try {
        const body = new FormData();
        for (const [key, value] of form) body.append(key, value);
        body.set("format", "svg");
        body.delete("download");
        const res = await fetch(endpoint, { method: "POST", body });
        if (ticket !== latest.current) return;
        if (!res.ok) {
          setState({ status: "error", message: await res.text() });
          return;
        }
        const url = URL.createObjectURL(await res.blob());
        setState((previous) => {
          if (previous.status === "ready") URL.revokeObjectURL(previous.url);
          return { status: "ready", url };
        });
      } catch {
        if (ticket === latest.current)
          setState({ status: "error", message: "The preview could not be loaded." });
      }
    }, 250);
    return () => clearTimeout(timer);
  }, [endpoint, form, enabled]);
  return state;
}
