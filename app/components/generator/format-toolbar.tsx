import type { ReactNode } from "react";
import type { FormatStyle } from "#core/message-format";
import { useUi } from "../../lib/i18n/use-copy";

const FORMAT_BUTTONS: ReadonlyArray<{ style: FormatStyle; glyph: ReactNode }> = [
  { style: "bold", glyph: <span className="font-bold">B</span> },
  { style: "italic", glyph: <span className="font-serif italic">I</span> },
  { style: "strikethrough", glyph: <span className="line-through">S</span> },
  { style: "monospace", glyph: <span className="font-mono text-xs">{"</>"}</span> },
];

interface FormatToolbarProps {
  controls: string;
  onFormat: (style: FormatStyle) => void;
}

/** The four WhatsApp formatting buttons; names are exact because checks and screen readers rely on them. */
export function FormatToolbar({ controls, onFormat }: FormatToolbarProps) {
  const t = useUi().generator;
  return (
    <fieldset aria-label={t.formattingGroup} className="m-0 flex gap-1 border-0 p-0">
      {FORMAT_BUTTONS.map(({ style, glyph }) => {
        const name = t[style];
        return (
          <button
            key={style}
            type="button"
            aria-label={name}
            aria-controls={controls}
            title={name}
            // Keeps the textarea's focus (and so its selection) when clicked with a mouse.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onFormat(style)}
            className="flex h-9 w-9 items-center justify-center rounded-md border border-ink-muted/40 bg-card text-sm text-ink hover:bg-page-tint"
          >
            <span aria-hidden="true">{glyph}</span>
          </button>
        );
      })}
    </fieldset>
  );
}
