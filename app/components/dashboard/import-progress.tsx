import { useEffect, useState } from "react";
import { useNavigation } from "react-router";
import { ACCOUNT_PATHS } from "#core/site-pages";
import { countsText, type ImportWords } from "./import-words";

interface Progress {
  rowsRead: number;
  about: number;
  imported: number;
  skipped: number;
  refused: number;
}

/** How often the bar asks the server how far the import has got. */
const POLL_MS = 500;

function randomId(): string {
  // getRandomValues, not randomUUID: the latter exists only on https and localhost.
  return Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, "0")).join(
    "",
  );
}

/** A fresh id for each upload, made in the browser (none without script: the server then tracks nothing). */
export function useUploadId(): string {
  const [id, setId] = useState("");
  const idle = useNavigation().state === "idle";
  useEffect(() => {
    if (idle) setId(randomId());
  }, [idle]);
  return id;
}

/**
 * While the form with `uploadId` is being sent and imported: a bar of rows read out of
 * the file's lines, and the counts so far, from GET /dashboard/import/progress.
 */
export function ImportProgressBar({ uploadId, words }: { uploadId: string; words: ImportWords }) {
  const navigation = useNavigation();
  const active =
    uploadId !== "" && navigation.state === "submitting" && navigation.formData?.get("upload") === uploadId;
  const preview = navigation.formData?.get("intent") === "preview";
  const [progress, setProgress] = useState<Progress | null>(null);

  useEffect(() => {
    if (!active) {
      setProgress(null);
      return;
    }
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // One question at a time: the next is asked half a second after the answer, so a slow
    // server is never sent a pile of them.
    const ask = async () => {
      try {
        const res = await fetch(`${ACCOUNT_PATHS.importProgress}?upload=${uploadId}`, {
          headers: { accept: "application/json" },
        });
        if (res.ok && !stopped) setProgress((await res.json()) as Progress);
      } catch {
        // The next question may be answered; the bar stays as it was.
      }
      if (!stopped) timer = setTimeout(ask, POLL_MS);
    };
    timer = setTimeout(ask, POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [active, uploadId]);

  if (!active) return null;
  const { copy: COPY, format } = words;
  const about = Math.max(progress?.about ?? 0, progress?.rowsRead ?? 0);
  return (
    <div role="status" className="flex flex-col gap-2 rounded-2xl border border-line bg-card p-4">
      <progress
        className="h-2 w-full overflow-hidden rounded-full accent-[var(--accent)]"
        aria-label={COPY.progressLabel}
        max={about > 0 ? about : undefined}
        value={progress !== null && about > 0 ? progress.rowsRead : undefined}
      />
      <p className="text-sm text-ink">
        {progress === null
          ? COPY.progressSending
          : progress.rowsRead === 0
            ? COPY.progressReading
            : `${format(COPY.progressCount, { read: progress.rowsRead, about })}: ${countsText(
                words,
                progress,
                preview ? COPY.previewCounts : COPY.importCounts,
              )}`}
      </p>
    </div>
  );
}
