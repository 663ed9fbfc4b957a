import { describe, expect, it } from "vitest";
import { LOCALES } from "#core/locales";
import { composeMail, MAIL_COPY, type MailCopy, mailLink } from "./mail-copy.server";

const MAILS = ["verifyEmail", "passwordReset", "emailChange", "addressTaken", "invitation"] as const;

/** Issue 23: every mail goes in the request's language, its link to that language's page. */
describe("mail in the request's language", () => {
  const values = (copy: MailCopy) => ({
    site: "ChatLink",
    link: "https://chat.example/x",
    inviter: "ana@example.com",
    workspace: "Loja",
    role: copy.roles.editor,
  });
  const english = Object.fromEntries(MAILS.map((mail) => [mail, composeMail("en", (c) => c[mail], values)]));

  it.each(LOCALES.filter((locale) => locale !== "en"))(
    "%s: each mail is written in it, the link kept",
    (locale) => {
      for (const mail of MAILS) {
        const composed = composeMail(locale, (c) => c[mail], values);
        expect(composed.subject, `${locale} ${mail}`).not.toBe(english[mail]?.subject);
        expect(composed.text, `${locale} ${mail}`).not.toBe(english[mail]?.text);
        expect(composed.text).toContain("https://chat.example/x");
        expect(composed.text).not.toMatch(/\{[a-z]+\}/);
      }
      expect(MAIL_COPY[locale].roles.editor).not.toBe("");
    },
  );

  it("links to the page in the mail's language", () => {
    expect(mailLink("https://chat.example", "pt-BR", "/verify-email?token=t")).toBe(
      "https://chat.example/pt-br/verify-email?token=t",
    );
    expect(mailLink("https://chat.example", "ar", "/invitation?token=t")).toBe(
      "https://chat.example/ar/invitation?token=t",
    );
  });
});
