import { ALIAS_MAX_LENGTH, ALIAS_MIN_LENGTH } from "../../../core/limits";
import { stripAliasKeepingCaret } from "./alias-caret";
import { fieldHint, fieldLabel, optionalTag, textInput } from "./styles";

interface AliasFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
}

/** Optional custom alias; characters other than letters, digits, _ and - vanish as they are typed (spec §5). */
export function AliasField({ id, value, onChange }: AliasFieldProps) {
  const hintId = `${id}-hint`;
  const optionalId = `${id}-optional`;
  return (
    <div>
      <div className="flex items-baseline gap-2">
        <label htmlFor={id} className={fieldLabel}>
          Custom Alias
        </label>
        <span id={optionalId} className={optionalTag}>
          Optional
        </span>
      </div>
      <input
        id={id}
        type="text"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={ALIAS_MAX_LENGTH}
        placeholder="my-shop"
        value={value}
        onChange={(event) => {
          const input = event.target;
          const stripped = stripAliasKeepingCaret(input.value, input.selectionStart);
          if (stripped.value !== input.value) {
            // Rewrite the field ourselves so the caret stays where the visitor was typing;
            // React then finds the DOM already matching and leaves the caret alone.
            input.value = stripped.value;
            input.setSelectionRange(stripped.caret, stripped.caret);
          }
          onChange(stripped.value);
        }}
        aria-describedby={`${optionalId} ${hintId}`}
        className={`mt-1.5 ${textInput}`}
      />
      <p id={hintId} className={fieldHint}>
        {ALIAS_MIN_LENGTH}–{ALIAS_MAX_LENGTH} letters, digits, _ or -. Leave empty for a random code.
      </p>
    </div>
  );
}
