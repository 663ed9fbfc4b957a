import { describe, expect, it } from "vitest";
import type { Locale } from "#core/locales";
import { checkQrColours } from "#core/qr-colours";
import { checkLogoWidth } from "#core/qr-rules";
import { QR_PAGE_COPY as AR } from "../../content/ar/qr-page";
import { QR_PAGE_COPY as PT } from "../../content/pt-br/qr-page";
import { QR_PAGE_COPY as EN } from "../../content/qr-page";
import { formatMessage } from "../../lib/i18n/format-message";
import { colourProblemText, logoWidthProblemText, type QrWords } from "./qr-words";

const words = (locale: Locale, copy: QrWords["copy"]): QrWords => ({
  locale,
  copy,
  format: (message, values) => formatMessage(locale, message, values),
});

function refused<T extends { ok: boolean }>(check: T): Extract<T, { ok: false }> {
  if (check.ok) throw new Error("expected a refusal");
  return check as Extract<T, { ok: false }>;
}

describe("the QR designer's refusals", () => {
  const lowContrast = refused(checkQrColours("#777777", "#aaaaaa"));
  const inverted = refused(checkQrColours("#ffffff", "#000000"));
  const tooLarge = refused(checkLogoWidth("55"));

  it("say in English what core says", () => {
    expect(colourProblemText(words("en", EN), lowContrast)).toBe(lowContrast.message);
    expect(colourProblemText(words("en", EN), inverted)).toBe(inverted.message);
    expect(logoWidthProblemText(words("en", EN), tooLarge)).toBe(tooLarge.message);
  });

  it("speak Portuguese and Arabic, the contrast in the language's numbers", () => {
    const pt = colourProblemText(words("pt-BR", PT), lowContrast);
    expect(pt).toMatch(/^Essas cores são parecidas demais .*contraste de \d,\d:1; o mínimo é 3:1/);
    expect(logoWidthProblemText(words("pt-BR", PT), tooLarge)).toContain("você escolheu 55%");
    const ar = colourProblemText(words("ar", AR), inverted);
    expect(ar).toContain("على خلفية فاتحة");
    expect(logoWidthProblemText(words("ar", AR), refused(checkLogoWidth("5")))).toBe(
      "اختر حجمًا للشعار لا يقل عن 10%.",
    );
  });
});
