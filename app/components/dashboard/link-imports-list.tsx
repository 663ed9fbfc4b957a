import { useEffect } from "react";
import { Form, useNavigation, useRevalidator } from "react-router";
import { ACCOUNT_PATHS } from "#core/site-pages";
import { OUTLINE_DANGER_BUTTON } from "../ui/button-styles";
import { countsText, type ImportWords } from "./import-words";

export interface ShownImport {
  id: string;
  fileName: string;
  started: string;
  state: "running" | "finished" | "stopped" | "undone";
  counts: { imported: number; skipped: number; refused: number };
  /** Links it made that are still there. */
  linksLeft: number;
  undoneLinks: number;
}

/** How often the page asks again while an import runs (a reload mid-import lands here). */
const RUNNING_REFRESH_MS = 2000;

function ImportLine({ shown, words }: { shown: ShownImport; words: ImportWords }) {
  const { copy: COPY, format } = words;
  const counts = countsText(words, shown.counts);
  if (shown.state === "running") return <p>{format(COPY.importRunning, { counts })}</p>;
  if (shown.state === "stopped") return <p>{format(COPY.importStopped, { counts })}</p>;
  if (shown.state === "undone") return <p>{format(COPY.importUndone, { links: shown.undoneLinks })}</p>;
  return <p>{counts}.</p>;
}

/** Undo with a confirm step that works without JavaScript: the disclosure asks, its button deletes. */
function UndoImport({ shown, words }: { shown: ShownImport; words: ImportWords }) {
  const { copy: COPY, format } = words;
  const navigation = useNavigation();
  const undoing = navigation.state === "submitting" && navigation.formData?.get("import") === shown.id;
  return (
    <details className="flex flex-col gap-2">
      <summary className="cursor-pointer font-semibold text-red-700 dark:text-red-300">
        {COPY.undo}
        <span className="sr-only"> {shown.fileName}</span>
      </summary>
      <div className="mt-2 flex flex-col gap-3 rounded-lg border border-red-700/40 bg-card p-3">
        <p className="text-sm text-ink">{format(COPY.undoQuestion, { links: shown.linksLeft })}</p>
        <Form method="post" action={ACCOUNT_PATHS.importUndo}>
          <input type="hidden" name="import" value={shown.id} />
          <button type="submit" disabled={undoing} className={OUTLINE_DANGER_BUTTON}>
            {undoing ? COPY.undoing : format(COPY.undoConfirm, { links: shown.linksLeft })}
          </button>
        </Form>
      </div>
    </details>
  );
}

/** The workspace's latest imports: running (kept up to date), finished, stopped or undone; Undo for each. */
export function LinkImportsList({ imports, words }: { imports: ShownImport[]; words: ImportWords }) {
  const revalidator = useRevalidator();
  const running = imports.some((shown) => shown.state === "running");
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      if (revalidator.state === "idle") void revalidator.revalidate();
    }, RUNNING_REFRESH_MS);
    return () => clearInterval(timer);
  }, [running, revalidator]);
  if (imports.length === 0) return null;
  return (
    <section aria-labelledby="recent-imports" className="flex flex-col gap-3">
      <h2 id="recent-imports" className="text-xl font-bold text-ink">
        {words.copy.recentTitle}
      </h2>
      <ul className="flex flex-col gap-3">
        {imports.map((shown) => (
          <li key={shown.id}>
            <article
              aria-label={shown.fileName}
              className="flex flex-col gap-2 rounded-2xl border border-line bg-card p-4 text-ink"
            >
              <h3 className="font-semibold [overflow-wrap:anywhere]">
                {shown.fileName} <span className="font-normal text-ink-muted">· {shown.started}</span>
              </h3>
              <ImportLine shown={shown} words={words} />
              {(shown.state === "finished" || shown.state === "stopped") && shown.linksLeft > 0 ? (
                <UndoImport shown={shown} words={words} />
              ) : null}
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
