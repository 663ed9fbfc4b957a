import { ALIAS_MAX_LENGTH } from "#core/limits";
import { stripAliasKeepingCaret } from "./alias-caret";
import { GENERATOR_COPY } from "./generator-copy";
import { fieldHint, fieldLabel, optionalTag, textInput } from "./styles";

interface AliasFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** Form field name, for forms that also post without JavaScript (the dashboard). */
  name?: string;
}

/** Optional custom alias; characters other than letters, digits, _ and - vanish as they are typed (docs/product.md, generator). */
export function AliasField({ id, value, onChange, name }: AliasFieldProps) {
  const hintId = `${id}-hint`;
  const optionalId = `${id}-optional`;
  return (
    <div>
      <div className="flex items-baseline gap-2">
        <label htmlFor={id} className={fieldLabel}>
          {GENERATOR_COPY.aliasLabel}
        </label>
        <span id={optionalId} className={optionalTag}>
          {GENERATOR_COPY.optional}
        </span>
      </div>
      <input
        id={id}
        name={name}
        type="text"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={ALIAS_MAX_LENGTH}
        placeholder={GENERATOR_COPY.aliasPlaceholder}
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
        {GENERATOR_COPY.aliasHint}
      </p>
    </div>
  );
}
