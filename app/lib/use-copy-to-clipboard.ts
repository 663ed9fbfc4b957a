import { type RefObject, useCallback, useEffect, useRef, useState } from "react";
import { COPIED_INDICATOR_MS } from "#core/limits";

/** Selects everything inside an element, so a person can copy it by hand. */
function selectContents(element: HTMLElement | null): void {
  const selection = element ? window.getSelection() : null;
  if (!element || !selection) return;
  selection.selectAllChildren(element);
  element.focus();
}

/**
 * Copies text and reports "copied" for COPIED_INDICATOR_MS. When the browser refuses
 * (no permission, insecure context), the failure is only logged, as docs/product.md says,
 * and the text in `fallbackTarget` is selected so a keyboard user can copy it by hand.
 */
export function useCopyToClipboard(text: string, fallbackTarget: RefObject<HTMLElement | null>) {
  const [copied, setCopied] = useState(false);
  const [blocked, setBlocked] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(async () => {
    try {
      await navigator.clipboard.writeText(text);
      setBlocked(false);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPIED_INDICATOR_MS);
    } catch (error) {
      console.error("Copying to the clipboard failed", error);
      setBlocked(true);
      selectContents(fallbackTarget.current);
    }
  }, [text, fallbackTarget]);

  return { copied, blocked, copy };
}
