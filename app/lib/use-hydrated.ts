import { useEffect, useState } from "react";

/** False on the server and in the first browser render (so they match), true once React runs the page. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
