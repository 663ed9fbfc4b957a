import { useState } from "react";
import { ALIAS_PATTERN, aliasCharactersMessage, quotedCharacters } from "#core/alias";
import { ALIAS_MAX_LENGTH } from "#core/limits";
import { useFormat, useLocale, useUi } from "../../lib/i18n/use-copy";
import { editAlias } from "./alias-caret";
import { fieldHint, fieldLabel, optionalTag, textInput } from "./styles";

interface AliasFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** Form field name, for forms that also post without JavaScript (the dashboard). */
  name?: string;
  /** The link goes on the workspace's own domain, where 3 characters are enough (ADR 0159). */
  onOwnDomain?: boolean;
}

interface AliasNote {
  respelled: string[];
  leftOut: string[];
}

/** The characters named so far and the new ones, each once, at most five. */
function together(before: string[] | undefined, added: string[]): string[] {
  return [...new Set([...(before ?? []), ...added])].slice(0, 5);
}

/**
 * Optional custom alias (docs/product.md, generator): accented letters are respelled in ASCII and
 * other characters vanish as they are typed, and the field says which; an alias with nothing
 * usable stays as typed and is refused with the reason.
 */
export function AliasField({ id, value, onChange, name, onOwnDomain = false }: AliasFieldProps) {
  const t = useUi().generator;
  const format = useFormat();
  const locale = useLocale();
  const hintId = `${id}-hint`;
  const optionalId = `${id}-optional`;
  const [note, setNote] = useState<AliasNote | null>(null);
  const refused = value !== "" && !ALIAS_PATTERN.test(value);
  return (
    <div>
      <div className="flex items-baseline gap-2">
        <label htmlFor={id} className={fieldLabel}>
          {t.aliasLabel}
        </label>
        <span id={optionalId} className={optionalTag}>
          {t.optional}
        </span>
      </div>
      <input
        id={id}
        name={name}
        type="text"
        dir="ltr"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={ALIAS_MAX_LENGTH}
        placeholder={t.aliasPlaceholder}
        value={value}
        onChange={(event) => {
          const input = event.target;
          const edit = editAlias(input.value, input.selectionStart);
          if (edit.value !== input.value) {
            // Rewrite the field ourselves so the caret stays where the visitor was typing;
            // React then finds the DOM already matching and leaves the caret alone.
            input.value = edit.value;
            input.setSelectionRange(edit.caret, edit.caret);
          }
          // A change is said until the field is emptied; edits that change nothing keep the note.
          if (edit.respelled.length > 0 || edit.leftOut.length > 0)
            setNote((previous) => ({
              respelled: together(previous?.respelled, edit.respelled),
              leftOut: together(previous?.leftOut, edit.leftOut),
            }));
          else if (edit.value === "") setNote(null);
          onChange(edit.value);
        }}
        aria-invalid={refused || undefined}
        aria-describedby={`${optionalId} ${hintId}`}
        className={`mt-1.5 ${textInput}`}
      />
      <div id={hintId} className={fieldHint} aria-live="polite">
        {refused ? (
          <p className="font-semibold text-red-700 dark:text-red-300">
            {aliasCharactersMessage(value, locale)} {t.aliasRefusedHint}
          </p>
        ) : (
          <>
            {note !== null && note.respelled.length > 0 ? (
              <p className="font-semibold text-ink">
                {format(t.aliasRespelled, { alias: value, chars: quotedCharacters(note.respelled, locale) })}
              </p>
            ) : null}
            {note !== null && note.leftOut.length > 0 ? (
              <p className="font-semibold text-ink">
                {format(t.aliasLeftOut, { chars: quotedCharacters(note.leftOut, locale) })}
              </p>
            ) : null}
            <p>{onOwnDomain ? t.aliasHintOwnDomain : t.aliasHint}</p>
          </>
        )}
      </div>
    </div>
  );
}
