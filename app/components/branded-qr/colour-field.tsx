import { HEX_COLOUR } from "#core/qr-colours";
import { fieldLabel, textInput } from "../generator/styles";

interface ColourFieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Screen-reader names of the picker and the hex field. */
  pickerLabel: string;
  hexLabel: string;
}

/**
 * A colour as a picker and a hex text field kept in step. Only the text field is
 * submitted (it is what the server validates); the picker follows it whenever it
 * holds a complete #rrggbb.
 */
export function ColourField({ id, name, label, value, onChange, pickerLabel, hexLabel }: ColourFieldProps) {
  return (
    <fieldset className="min-w-0">
      <legend className={fieldLabel}>{label}</legend>
      <div className="mt-1 flex items-center gap-2">
        <input
          id={`${id}-picker`}
          type="color"
          aria-label={pickerLabel}
          value={HEX_COLOUR.test(value) ? value.toLowerCase() : "#000000"}
          onChange={(event) => onChange(event.target.value)}
          className="h-11 w-14 shrink-0 cursor-pointer rounded-lg border border-ink-muted/60 bg-page p-1"
        />
        <label htmlFor={`${id}-hex`} className="sr-only">
          {hexLabel}
        </label>
        <input
          id={`${id}-hex`}
          name={name}
          type="text"
          dir="ltr"
          inputMode="text"
          autoComplete="off"
          spellCheck={false}
          pattern="#[0-9a-fA-F]{6}"
          maxLength={7}
          value={value}
          onChange={(event) => onChange(event.target.value.trim())}
          className={`${textInput} font-mono`}
        />
      </div>
    </fieldset>
  );
}
