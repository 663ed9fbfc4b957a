import { useCallback, useEffect, useRef, useState } from "react";
import { GENERATOR_MESSAGES } from "../../../core/errors";
import { browserClaimStorage, rememberClaim } from "./claim-storage";
import {
  type GeneratedLink,
  type GenerateOutcome,
  type GeneratorInput,
  interpretShortenResponse,
  problemBeforeRequest,
  shortenRequestBody,
} from "./generate-request";

export interface GenerationState {
  busy: boolean;
  link: GeneratedLink | null;
  error: string | null;
}

const IDLE: GenerationState = { busy: false, link: null, error: null };

/** Idle → generating → done or failed (spec §4); each attempt starts by clearing the last result and error. */
export function useGenerateLink(): {
  state: GenerationState;
  generate: (input: GeneratorInput) => Promise<GenerateOutcome | null>;
} {
  const [state, setState] = useState<GenerationState>(IDLE);
  const busyRef = useRef(false);
  const unmountedRef = useRef(false);
  useEffect(() => {
    unmountedRef.current = false;
    return () => {
      unmountedRef.current = true;
    };
  }, []);

  const generate = useCallback(async (input: GeneratorInput): Promise<GenerateOutcome | null> => {
    // A second click while a request runs must not start another one.
    if (busyRef.current) return null;
    const problem = problemBeforeRequest(input);
    if (problem !== null) {
      setState({ busy: false, link: null, error: problem });
      return { ok: false, message: problem };
    }
    busyRef.current = true;
    setState({ busy: true, link: null, error: null });
    const outcome = await requestShortLink(input);
    busyRef.current = false;
    if (unmountedRef.current) return null;
    setState(
      outcome.ok
        ? { busy: false, link: outcome.link, error: null }
        : { busy: false, link: null, error: outcome.message },
    );
    return outcome;
  }, []);

  return { state, generate };
}

async function requestShortLink(input: GeneratorInput): Promise<GenerateOutcome> {
  try {
    const response = await fetch("/api/shorten", {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
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
    );
    const claimToken = (body as { claimToken?: unknown } | undefined)?.claimToken;
    // Signed out, the link can be claimed into an account later from this browser.
    if (outcome.ok && typeof claimToken === "string")
      rememberClaim(browserClaimStorage(), { code: outcome.link.code, claimToken });
    return outcome;
  } catch (error) {
    console.error("Creating the short link failed:", error);
    return { ok: false, message: GENERATOR_MESSAGES.requestFailed };
  }
}
