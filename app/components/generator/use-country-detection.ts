import { useEffect, useRef, useState } from "react";
import { type DetectedCountry, readGeoResponse } from "./detected-country";

export type CountryDetection =
  | { status: "detecting" }
  | { status: "detected"; country: DetectedCountry }
  | { status: "failed" };

/**
 * Asks `/api/geo` for the visitor's country once, after hydration: the page is
 * prerendered, so the server renders the "detecting" state and never waits on
 * this. A failure is only logged (spec §8) and leaves the field usable.
 */
export function useCountryDetection(onDetected: (country: DetectedCountry) => void): CountryDetection {
  const [detection, setDetection] = useState<CountryDetection>({ status: "detecting" });
  // The latest callback without restarting detection when the parent re-renders.
  const onDetectedRef = useRef(onDetected);
  onDetectedRef.current = onDetected;

  useEffect(() => {
    const controller = new AbortController();
    detectCountry(controller.signal).then(
      (country) => {
        if (controller.signal.aborted) return;
        if (country === null) {
          setDetection({ status: "failed" });
          return;
        }
        setDetection({ status: "detected", country });
        onDetectedRef.current(country);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error("Country detection failed:", error);
        setDetection({ status: "failed" });
      },
    );
    return () => controller.abort();
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
