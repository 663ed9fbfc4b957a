import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { useLocale, useUi } from "../../lib/i18n/use-copy";
import { type CountryOption, callingCodeLabel, countryOption, filterCountries } from "./country-options";
import { flagUrl } from "./shown-country";

interface CountryPickerProps {
  /** The country chosen here, or null (the number's + code, or the detected country, decides). */
  value: string | null;
  onChoose: (iso2: string | null) => void;
  disabled: boolean;
  /** What the trigger shows: the flag of the country the number belongs to. */
  children: ReactNode;
  /** The country shown beside the number, for the trigger's name. */
  shownName: string | null;
}

/**
 * A searchable country list for when detection is wrong or unavailable: a button
 * (the flag) opens a combobox — type a name, an ISO code or a calling code, arrows
 * to move, Enter to choose, Escape to close (WAI-ARIA combobox with a listbox
 * popup). The list is rendered only while open, so the page carries no 240 options.
 */
export function CountryPicker({ value, onChoose, disabled, children, shownName }: CountryPickerProps) {
  const t = useUi().generator;
  const baseId = useId();
  const listId = `${baseId}-list`;
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(0);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);

  const locale = useLocale();
  const matches = open ? filterCountries(query, locale) : [];
  // "Any country" undoes a choice; offered first while nothing is searched for.
  const options: Array<CountryOption | null> =
    value !== null && query.trim() === "" ? [null, ...matches] : matches;
  const activeIndex = Math.min(active, Math.max(0, options.length - 1));
  const optionId = (index: number) => `${baseId}-option-${index}`;

  useEffect(() => {
    if (open) searchRef.current?.focus();
  }, [open]);
  useEffect(() => {
    if (open) document.getElementById(optionId(activeIndex))?.scrollIntoView({ block: "nearest" });
  });

  const close = (returnFocus: boolean) => {
    setOpen(false);
    setQuery("");
    setActive(0);
    if (returnFocus) triggerRef.current?.focus();
  };
  const choose = (option: CountryOption | null) => {
    onChoose(option === null ? null : option.iso2);
    close(true);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = options.length - 1;
    if (event.key === "ArrowDown") setActive(Math.min(last, activeIndex + 1));
    else if (event.key === "ArrowUp") setActive(Math.max(0, activeIndex - 1));
    else if (event.key === "PageDown") setActive(Math.min(last, activeIndex + 8));
    else if (event.key === "PageUp") setActive(Math.max(0, activeIndex - 8));
    else if (event.key === "Enter") {
      if (options.length > 0) choose(options[activeIndex] ?? null);
    } else if (event.key === "Escape") close(true);
    else return;
    event.preventDefault();
  };

  const chosen = countryOption(value);
  const triggerName =
    shownName === null ? t.chooseCountry : `${t.countryPrefix}${shownName}. ${t.chooseCountry}`;

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: closes the popup when focus leaves it; the controls inside carry the keyboard
    <div
      ref={containerRef}
      className="relative shrink-0"
      onBlur={(event) => {
        if (open && !containerRef.current?.contains(event.relatedTarget as Node | null)) close(false);
      }}
    >
      <button
        ref={triggerRef}
        type="button"
        disabled={disabled}
        aria-label={triggerName}
        aria-haspopup="listbox"
        aria-expanded={open}
        title={t.chooseCountry}
        onClick={() => (open ? close(false) : setOpen(true))}
        className="flex h-[44px] items-center gap-1 rounded-lg border border-ink-muted/60 bg-page px-1.5 hover:bg-page-tint disabled:cursor-wait"
      >
        {children}
        <svg aria-hidden="true" viewBox="0 0 12 12" width="12" height="12" className="text-ink-muted">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
      {open ? (
        <div className="absolute top-full start-0 z-20 mt-1 w-72 max-w-[calc(100vw-2rem)] rounded-lg border border-line bg-card p-2 shadow-lg">
          <input
            ref={searchRef}
            type="text"
            role="combobox"
            aria-label={t.searchCountries}
            aria-expanded="true"
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={options.length > 0 ? optionId(activeIndex) : undefined}
            dir="auto"
            placeholder={t.searchCountriesPlaceholder}
            value={query}
            maxLength={40}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
            className="block w-full rounded-md border border-ink-muted/60 bg-page px-2 py-1.5 text-base text-ink"
          />
          <div id={listId} role="listbox" aria-label={t.countries} className="mt-1 max-h-60 overflow-y-auto">
            {options.map((option, index) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard works through the search field (aria-activedescendant)
              <div
                key={option?.iso2 ?? "any"}
                id={optionId(index)}
                role="option"
                tabIndex={-1}
                aria-selected={option === null ? value === null : option.iso2 === chosen?.iso2}
                // The search field keeps focus; a click only chooses.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(option)}
                className={`flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm text-ink ${index === activeIndex ? "bg-page-tint outline outline-1 outline-accent" : ""}`}
              >
                {option === null ? (
                  t.anyCountry
                ) : (
                  <>
                    <img
                      src={flagUrl(option.iso2)}
                      alt=""
                      width={24}
                      height={18}
                      loading="lazy"
                      className="h-[18px] w-6 shrink-0 rounded-sm"
                    />
                    <span className="min-w-0 flex-1 truncate">{option.name}</span>
                    <span dir="ltr" className="shrink-0 text-ink-muted tabular-nums">
                      {callingCodeLabel(option.prefix)}
                    </span>
                  </>
                )}
              </div>
            ))}
          </div>
          {options.length === 0 ? <p className="px-2 py-1.5 text-sm text-ink-muted">{t.noCountry}</p> : null}
        </div>
      ) : null}
    </div>
  );
}
