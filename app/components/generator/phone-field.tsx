import { useState } from "react";
import { useFormat, useLocale, useUi } from "../../lib/i18n/use-copy";
import { regionName } from "./country-options";
import { CountryPicker } from "./country-picker";
import { noteText, opensChatText, type PhonePreview } from "./phone-preview";
import { flagUrl, type ShownCountry } from "./shown-country";
import { fieldHint, fieldLabel, textInput } from "./styles";
import type { CountryDetection } from "./use-country-detection";

interface PhoneFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  detection: CountryDetection;
  country: ShownCountry | null;
  /** Form field name, for forms that also post without JavaScript (the dashboard). */
  name?: string;
  /** The server's reading of the number as typed, when it answers the current input. */
  reading?: PhonePreview | null;
  /** Said above the reading: what was taken out of a pasted WhatsApp link. */
  note?: string | null;
  /** A country list behind the flag, for numbers typed without their country code. */
  picker?: { value: string | null; onChoose: (iso2: string | null) => void };
}

/** The phone input with the country it belongs to (flag and name) and a hint saying what to type. */
export function PhoneField({
  id,
  value,
  onChange,
  detection,
  country,
  name,
  reading,
  note,
  picker,
}: PhoneFieldProps) {
  const t = useUi().generator;
  const hintId = `${id}-hint`;
  const detecting = detection.status === "detecting";
  const flag = <FlagBox country={detecting ? null : country} />;
  return (
    <div>
      <label htmlFor={id} className={fieldLabel}>
        {t.phoneLabel}
      </label>
      <div className="mt-1.5 flex items-center gap-2">
        {picker === undefined ? (
          flag
        ) : (
          <CountryPicker
            value={picker.value}
            onChoose={picker.onChoose}
            disabled={detecting}
            shownName={detecting ? null : (country?.name ?? null)}
          >
            {flag}
          </CountryPicker>
        )}
        <input
          id={id}
          name={name}
          type="tel"
          dir="ltr"
          inputMode="tel"
          autoComplete="tel"
          placeholder={t.phonePlaceholder}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          disabled={detecting}
          aria-describedby={hintId}
          className={textInput}
        />
      </div>
      {/* Polite: a screen-reader user hears the country change as the code is typed. */}
      <div id={hintId} className={fieldHint} aria-live="polite">
        {note ? <p>{note}</p> : null}
        {!detecting && reading ? (
          <ReadingHint reading={reading} />
        ) : (
          <p>
            <PhoneHint detecting={detecting} country={country} value={value} />
          </p>
        )}
      </div>
    </div>
  );
}

function PhoneHint({
  detecting,
  country,
  value,
}: {
  detecting: boolean;
  country: ShownCountry | null;
  value: string;
}) {
  const t = useUi().generator;
  const locale = useLocale();
  if (detecting) return <>{t.detecting}</>;
  if (country !== null) {
    return <span className="font-semibold text-ink">{regionName(locale, country.iso2) ?? country.name}</span>;
  }
  if (value.trim().length > 0) return <>{t.phoneNoCountry}</>;
  return <>{t.phoneEmpty}</>;
}

/** What the server will dial, what it corrected and what to check; or why it refuses the number. */
function ReadingHint({ reading }: { reading: PhonePreview }) {
  const t = useUi().generator;
  const format = useFormat();
  const locale = useLocale();
  if (reading.kind === "invalid")
    return <p className="font-semibold text-red-700 dark:text-red-300">{reading.message}</p>;
  return (
    <>
      <p className="font-semibold text-ink">
        <NumberInText
          text={opensChatText(
            reading,
            (number) => format(t.opensChat, { number }),
            (iso2) => regionName(locale, iso2),
          )}
          number={reading.international}
        />
      </p>
      {reading.corrections.map((note) => (
        <p key={note.message}>
          {noteText(note, t.phoneCorrections, format, (iso2) => regionName(locale, iso2))}
        </p>
      ))}
      {reading.warnings.map((note) => (
        <p key={note.message} className="font-semibold text-amber-800 dark:text-amber-300">
          {noteText(note, t.phoneWarnings, format, (iso2) => regionName(locale, iso2))}
        </p>
      ))}
    </>
  );
}

/**
 * The sentence with its phone number isolated, left to right: inside Arabic words "+44 7911 123456"
 * would otherwise be laid out as "123456 7911 44+".
 */
function NumberInText({ text, number }: { text: string; number: string }) {
  const at = text.indexOf(number);
  if (at === -1) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <bdi dir="ltr">{number}</bdi>
      {text.slice(at + number.length)}
    </>
  );
}

/** Flag at 4:3 (48x36, docs/product.md), or a globe in a frame of the same size so the input never jumps. */
function FlagBox({ country }: { country: ShownCountry | null }) {
  const [brokenIso, setBrokenIso] = useState<string | null>(null);
  const showFlag = country !== null && brokenIso !== country.iso2;
  return (
    <span
      className="flex h-[36px] w-[48px] shrink-0 items-center justify-center overflow-hidden rounded border border-line bg-page-soft"
      aria-hidden="true"
    >
      {showFlag ? (
        <img
          key={country.iso2}
          src={flagUrl(country.iso2)}
          alt=""
          width={48}
          height={36}
          className="h-full w-full object-cover"
          onError={() => setBrokenIso(country.iso2)}
        />
      ) : (
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          width="20"
          height="20"
          className="text-ink-muted"
          fill="none"
          stroke="currentColor"
        >
          <circle cx="12" cy="12" r="9" strokeWidth="1.5" />
          <path
            d="M3 12h18M12 3c2.5 2.7 3.5 5.7 3.5 9s-1 6.3-3.5 9c-2.5-2.7-3.5-5.7-3.5-9s1-6.3 3.5-9z"
            strokeWidth="1.5"
          />
        </svg>
      )}
    </span>
  );
}
