import { useCallback, useEffect, useRef, useState } from "react";
import { COPIED_INDICATOR_MS } from "#core/limits";

/**
 * Copies text and raises a "copied" flag for 2 seconds (docs/product.md, generator). A refused
 * clipboard is logged; `onFailure` lets the caller select the text so it can be
 * copied another way, and returns true when that copied it (the flag is raised then too).
 */
export function useCopyLink(): {
  copied: boolean;
  copy: (text: string, onFailure?: () => boolean | undefined) => Promise<void>;
} {
  const [copied, setCopied] = useState(false);
  const timerRef = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timerRef.current !== null) clearTimeout(timerRef.current);
    },
    [],
  );

  const copy = useCallback(async (text: string, onFailure?: () => boolean | undefined) => {
    try {
      await navigator.clipboard.writeText(text);
    } catch (error) {
      console.error("Copying the link failed:", error);
      if (onFailure?.() !== true) return;
    }
    if (timerRef.current !== null) clearTimeout(timerRef.current);
    setCopied(true);
    timerRef.current = setTimeout(() => {
      timerRef.current = null;
      setCopied(false);
    }, COPIED_INDICATOR_MS);
  }, []);

  return { copied, copy };
}
