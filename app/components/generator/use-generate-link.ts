import { useCallback, useEffect, useRef, useState } from "react";
import { generatorMessages } from "#core/generator-text";
import type { Locale } from "#core/locales";
import { useLocale } from "../../lib/i18n/use-copy";
import { browserClaimStorage, rememberClaim } from "./claim-storage";
import {
  type GeneratedLink,
  type GenerateOutcome,
  type GeneratorInput,
  generatorInputKey,
  interpretShortenResponse,
  problemBeforeRequest,
  shortenRequestBody,
} from "./generate-request";

export interface GenerationState {
  busy: boolean;
  link: GeneratedLink | null;
  /** generatorInputKey of the inputs the link was made from: the link is current while they are unchanged. */
  linkKey: string | null;
  /** The link came from an earlier Generate with the same inputs, not a new request. */
  repeated: boolean;
  error: string | null;
}

const IDLE: GenerationState = { busy: false, link: null, linkKey: null, repeated: false, error: null };

/** How long the same inputs give back the same link instead of a new one. */
export const SAME_LINK_WINDOW_MS = 30 * 60 * 1000;

/**
 * Idle → generating → done or failed (docs/product.md, generator); each attempt starts by clearing the
 * last result and error. Generate with the inputs of the last link made here (within
 * SAME_LINK_WINDOW_MS) shows that link again instead of making another: a second
 * click is not a request for a second link, and with an alias it would only be
 * refused as taken. Kept in memory, for this page only.
 */
export function useGenerateLink(): {
  state: GenerationState;
  generate: (input: GeneratorInput) => Promise<GenerateOutcome | null>;
  /** Shows a link made earlier in this history entry again (Back then Forward). */
  restore: (link: GeneratedLink, linkKey: string) => void;
} {
  const [state, setState] = useState<GenerationState>(IDLE);
  const busyRef = useRef(false);
  const lastRef = useRef<{ key: string; link: GeneratedLink; at: number } | null>(null);
  const unmountedRef = useRef(false);
  // The page's language (its URL), not the browser's: the generator's messages and the server's match the page.
  const locale = useLocale();
  useEffect(() => {
    unmountedRef.current = false;
    return () => {
      unmountedRef.current = true;
    };
  }, []);

  const generate = useCallback(
    async (input: GeneratorInput): Promise<GenerateOutcome | null> => {
      // A second click while a request runs must not start another one.
      if (busyRef.current) return null;
      const problem = problemBeforeRequest(input, locale);
      if (problem !== null) {
        setState({ ...IDLE, error: problem });
        return { ok: false, message: problem };
      }
      const key = generatorInputKey(input);
      const last = lastRef.current;
      if (last !== null && last.key === key && Date.now() - last.at < SAME_LINK_WINDOW_MS) {
        setState({ busy: false, link: last.link, linkKey: key, repeated: true, error: null });
        return { ok: true, link: last.link };
      }
      busyRef.current = true;
      setState({ ...IDLE, busy: true });
      const outcome = await requestShortLink(input, locale);
      busyRef.current = false;
      if (unmountedRef.current) return null;
      if (outcome.ok) lastRef.current = { key, link: outcome.link, at: Date.now() };
      setState(
        outcome.ok
          ? { busy: false, link: outcome.link, linkKey: key, repeated: false, error: null }
          : { ...IDLE, error: outcome.message },
      );
      return outcome;
    },
    [locale],
  );

  const restore = useCallback((link: GeneratedLink, linkKey: string) => {
    if (busyRef.current) return;
    lastRef.current = { key: linkKey, link, at: Date.now() };
    setState({ busy: false, link, linkKey, repeated: false, error: null });
  }, []);

  return { state, generate, restore };
}

async function requestShortLink(input: GeneratorInput, locale: Locale): Promise<GenerateOutcome> {
  try {
    const response = await fetch("/api/shorten", {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json", "Accept-Language": locale },
      body: JSON.stringify(shortenRequestBody(input)),
    });
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      body = undefined;
    }
    const outcome = interpretShortenResponse(
      { status: response.status, body, retryAfter: response.headers.get("Retry-After") },
      window.location.origin,
      Date.now(),
      locale,
    );
    const claimToken = (body as { claimToken?: unknown } | undefined)?.claimToken;
    // Signed out, the link can be claimed into an account later from this browser.
    if (outcome.ok && typeof claimToken === "string")
      rememberClaim(browserClaimStorage(), { code: outcome.link.code, claimToken });
    return outcome;
  } catch (error) {
    console.error("Creating the short link failed:", error);
    return { ok: false, message: generatorMessages(locale).requestFailed };
  }
}
