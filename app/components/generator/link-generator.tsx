import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { useUi } from "../../lib/i18n/use-copy";
import { AliasField } from "./alias-field";
import { type DetectedCountry, phonePrefill } from "./detected-country";
import { GenerateButton } from "./generate-button";
import { generatorInputKey, isPhoneBlank } from "./generate-request";
import { GeneratorError } from "./generator-error";
import { historyEntryKey, recallSnapshot, rememberSnapshot } from "./history-entry-memory";
import { MessageEditor, messageWarningId } from "./message-editor";
import { measureMessage } from "./message-length";
import { MessagePreview } from "./message-preview";
import { PhoneField } from "./phone-field";
import { ResultPanel } from "./result-panel";
import { useCountryDetection } from "./use-country-detection";
import { useGenerateLink } from "./use-generate-link";
import { usePhoneEntry } from "./use-phone-entry";

export interface LinkGeneratorProps {
  /** "embed" is the compact layout for `/widget-embed` inside other sites' iframes. */
  variant?: "page" | "embed";
}

/** The WhatsApp link generator shown on `/` and alone on `/widget-embed`. */
export function LinkGenerator({ variant = "page" }: LinkGeneratorProps) {
  const t = useUi().generator;
  const embed = variant === "embed";
  const baseId = useId();
  const ids = {
    title: `${baseId}-title`,
    phone: `${baseId}-phone`,
    alias: `${baseId}-alias`,
    message: `${baseId}-message`,
  };
  const [phone, setPhone] = useState("");
  const [alias, setAlias] = useState("");
  const [message, setMessage] = useState("");
  const generateButtonRef = useRef<HTMLButtonElement>(null);

  const detection = useCountryDetection((country: DetectedCountry) => {
    // The field is disabled while detecting, so it can only still be empty; never overwrite typing.
    setPhone((current) => (current.trim() === "" ? phonePrefill(country) : current));
  });
  const { country, chosenCountry, reading, shownCountry, linkNote, changePhone, chooseCountry } =
    usePhoneEntry(phone, setPhone, detection, null, (linkMessage) => {
      if (message.trim() !== "") return false;
      setMessage(linkMessage);
      return true;
    });

  const { state, generate, restore } = useGenerateLink();
  const input = { phone, alias, message, country };

  // Back then Forward remounts the generator: bring back what this history entry showed.
  useEffect(() => {
    const entry = historyEntryKey();
    const snapshot = entry === null ? null : recallSnapshot(entry);
    if (snapshot === null) return;
    setPhone(snapshot.phone);
    setAlias(snapshot.alias);
    setMessage(snapshot.message);
    restore(snapshot.link, snapshot.linkKey);
  }, [restore]);
  useEffect(() => {
    const entry = historyEntryKey();
    if (entry === null || state.link === null || state.linkKey === null) return;
    rememberSnapshot(entry, { phone, alias, message, link: state.link, linkKey: state.linkKey });
  }, [phone, alias, message, state.link, state.linkKey]);
  // A link made from other inputs than those on screen is marked out of date (docs/decisions/0100).
  const stale = state.link !== null && state.linkKey !== generatorInputKey(input);
  const phoneBlank = isPhoneBlank(phone);
  const messageTooLong = measureMessage(message).level === "over";

  // The button lost focus when it was disabled for the request; once it is usable
  // again, give focus back so a keyboard user is not stranded at the top of the page.
  useEffect(() => {
    if (state.error !== null && document.activeElement === document.body) generateButtonRef.current?.focus();
  }, [state.error]);

  const submit = () => void generate(input);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit();
  };

  // A disabled submit button blocks Enter in the fields; still explain why nothing happens.
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== "Enter" || event.nativeEvent.isComposing) return;
    if (!(event.target instanceof HTMLInputElement)) return;
    if (phoneBlank && !state.busy) {
      event.preventDefault();
      submit();
    }
  };

  const TitleHeading = embed ? "h1" : "h2";
  return (
    <section
      aria-labelledby={ids.title}
      className={`mx-auto w-full text-ink ${embed ? "max-w-4xl p-3 sm:p-4" : "max-w-5xl rounded-2xl border border-line bg-card p-4 shadow-sm sm:p-6 lg:p-8"}`}
    >
      <TitleHeading
        id={ids.title}
        className={embed ? "mb-3 text-lg font-bold" : "mb-1 text-2xl font-bold sm:text-3xl"}
      >
        {embed ? t.embedTitle : t.pageTitle}
      </TitleHeading>
      {embed ? null : <p className="mb-6 text-ink-muted">{t.pageIntro}</p>}
      <div
        className={
          embed
            ? "grid gap-5 md:grid-cols-[minmax(0,1fr)_minmax(0,20rem)] md:items-start"
            : "grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)] lg:gap-8"
        }
      >
        <form
          noValidate
          onSubmit={onSubmit}
          onKeyDown={onKeyDown}
          aria-busy={state.busy}
          aria-label={t.formName}
          className="flex min-w-0 flex-col gap-5"
        >
          <PhoneField
            id={ids.phone}
            value={phone}
            onChange={changePhone}
            detection={detection}
            country={shownCountry}
            reading={reading}
            note={linkNote}
            picker={{ value: chosenCountry, onChoose: chooseCountry }}
          />
          <AliasField id={ids.alias} value={alias} onChange={setAlias} />
          <MessageEditor id={ids.message} value={message} onChange={setMessage} />
          <MessagePreview message={message} />
          <GeneratorError message={state.error} />
          <GenerateButton
            ref={generateButtonRef}
            busy={state.busy}
            disabled={phoneBlank || state.busy}
            // Over the limit the button stays usable but says why it will refuse.
            describedBy={messageTooLong ? messageWarningId(ids.message) : undefined}
          />
        </form>
        <ResultPanel
          link={state.link}
          busy={state.busy}
          stale={stale}
          repeated={state.repeated && !stale}
          headingLevel={embed ? 2 : 3}
          compact={embed}
        />
      </div>
    </section>
  );
}
