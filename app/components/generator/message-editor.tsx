import { type KeyboardEvent, useRef } from "react";
import { MESSAGE_EDITOR_ROWS, MESSAGE_MAX_LENGTH } from "#core/limits";
import { applyFormat, type FormatStyle } from "#core/message-format";
import { useFormat, useUi } from "../../lib/i18n/use-copy";
import { shortcutStyle } from "./format-shortcuts";
import { FormatToolbar } from "./format-toolbar";
import { type MessageLength, measureMessage } from "./message-length";
import { fieldHint, fieldLabel, optionalTag, textInput } from "./styles";

interface MessageEditorProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** Form field name, for forms that also post without JavaScript (the dashboard). */
  name?: string;
  /** The dashboard's template form names the field itself and needs it filled. */
  label?: string;
  required?: boolean;
}

const COUNTER_COLOURS: Record<MessageLength["level"], string> = {
  fine: "text-ink-muted",
  near: "font-semibold text-amber-800 dark:text-amber-300",
  over: "font-semibold text-red-700 dark:text-red-300",
};

/** Id of the "too long" warning, which the generate button also points at. */
export function messageWarningId(editorId: string): string {
  return `${editorId}-warning`;
}

/** The optional pre-filled message: 4 rows, WhatsApp formatting buttons and a character counter. */
export function MessageEditor({ id, value, onChange, name, label, required = false }: MessageEditorProps) {
  const t = useUi().generator;
  const fill = useFormat();
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const length = measureMessage(value);
  const hintId = `${id}-hint`;
  const optionalId = `${id}-optional`;
  const counterId = `${id}-counter`;
  const warningId = messageWarningId(id);

  const format = (style: FormatStyle) => {
    const textarea = textareaRef.current;
    if (textarea === null) return;
    const edit = applyFormat(textarea.value, textarea.selectionStart, textarea.selectionEnd, style);
    // Written straight to the DOM so the selection can be set in the same step;
    // React then finds the value already in place and leaves the selection alone.
    textarea.value = edit.text;
    textarea.focus();
    textarea.setSelectionRange(edit.selectionStart, edit.selectionEnd);
    onChange(edit.text);
  };

  // Ctrl/Cmd+B and +I do what the Bold and Italic buttons do, as in any editor.
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    const style = shortcutStyle(event);
    if (style === null) return;
    event.preventDefault();
    format(style);
  };

  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div className="flex items-baseline gap-2">
          <label htmlFor={id} className={fieldLabel}>
            {label ?? t.messageLabel}
          </label>
          {required ? null : (
            <span id={optionalId} className={optionalTag}>
              {t.optional}
            </span>
          )}
        </div>
        <FormatToolbar controls={id} onFormat={format} />
      </div>
      <textarea
        ref={textareaRef}
        id={id}
        name={name}
        rows={MESSAGE_EDITOR_ROWS}
        dir="auto"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder={t.messagePlaceholder}
        required={required || undefined}
        aria-describedby={[required ? null : optionalId, hintId, length.level === "over" ? warningId : null]
          .filter(Boolean)
          .join(" ")}
        aria-invalid={length.level === "over" ? true : undefined}
        className={`mt-1.5 resize-y ${textInput} aria-invalid:border-red-700 dark:aria-invalid:border-red-400`}
      />
      <div className="mt-1 flex flex-wrap items-start justify-between gap-x-3">
        <p id={hintId} className={fieldHint}>
          {t.messageHint}
        </p>
        {/* The box keeps the counter at the end edge; the counter reads "40 / 1000" in that order on a
            right-to-left page too (its own dir would also turn its margin round, hence two boxes). */}
        <div className="mt-1 ms-auto">
          <p
            id={counterId}
            aria-live="polite"
            dir="ltr"
            className={`text-sm tabular-nums ${COUNTER_COLOURS[length.level]}`}
          >
            {length.counterText}
          </p>
        </div>
      </div>
      {length.level === "over" ? (
        <p id={warningId} className="mt-1 text-sm font-semibold text-red-700 dark:text-red-300">
          {fill(t.tooLong, { excess: length.excess, limit: MESSAGE_MAX_LENGTH })}
        </p>
      ) : null}
    </div>
  );
}
