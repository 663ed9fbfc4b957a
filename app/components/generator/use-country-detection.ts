import { useEffect, useRef, useState } from "react";
import { type DetectedCountry, readGeoResponse } from "./detected-country";

export type CountryDetection =
  | { status: "detecting" }
  | { status: "detected"; country: DetectedCountry }
  | { status: "failed" };

/** The phone field is disabled while detecting, so a hanging lookup must not keep it locked. */
const DETECTION_TIMEOUT_MS = 5000;

/**
 * Asks `/api/geo` for the visitor's country once, after hydration: the page is
 * prerendered, so the server renders the "detecting" state and never waits on
 * this. A failure is only logged (docs/product.md, error catalogue) and leaves the field usable.
 */
export function useCountryDetection(onDetected: (country: DetectedCountry) => void): CountryDetection {
  const [detection, setDetection] = useState<CountryDetection>({ status: "detecting" });
  // The latest callback without restarting detection when the parent re-renders.
  const onDetectedRef = useRef(onDetected);
  onDetectedRef.current = onDetected;

  useEffect(() => {
    const controller = new AbortController();
    let unmounted = false;
    const timer = setTimeout(() => controller.abort(new Error("timed out")), DETECTION_TIMEOUT_MS);
    detectCountry(controller.signal)
      .then(
        (country) => {
          if (unmounted) return;
          if (country === null) {
            setDetection({ status: "failed" });
            return;
          }
          setDetection({ status: "detected", country });
          onDetectedRef.current(country);
        },
        (error: unknown) => {
          if (unmounted) return;
          console.error("Country detection failed:", error);
          setDetection({ status: "failed" });
        },
      )
      .finally(() => clearTimeout(timer));
    return () => {
      unmounted = true;
      clearTimeout(timer);
      controller.abort();
    };
  }, []);

  return detection;
}

async function detectCountry(signal: AbortSignal): Promise<DetectedCountry | null> {
  const response = await fetch("/api/geo", { signal, headers: { Accept: "application/json" } });
  if (!response.ok) {
    console.error(`Country detection failed: /api/geo answered ${response.status}`);
    return null;
  }
  const country = readGeoResponse(await response.json());
  if (country === null) console.error("Country detection failed: /api/geo sent an unusable body");
  return country;
}
