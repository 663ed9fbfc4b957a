import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCALE_COOKIE } from "#core/locales";
import { type Owner, signedInOwner } from "./analytics-accounts";
import { DRIVERS } from "./support/databases";
import { bootTestServer, type TestServer } from "./support/test-server";

const driver = DRIVERS[0];

/** What a page must show in each language: its heading and one button's label. */
interface Expected {
  heading: string;
  button: string;
}

/** The pages of issue 23's second half, by path (`{id}`: a link of the owner's). */
const PAGES: Record<string, Record<"en" | "pt-BR" | "ar", Expected>> = {
  "/dashboard/settings": {
    en: { heading: "Account settings", button: "Change password" },
    "pt-BR": { heading: "Configurações da conta", button: "Alterar senha" },
    ar: { heading: "إعدادات الحساب", button: "تغيير كلمة المرور" },
  },
  "/dashboard/settings/api-keys": {
    en: { heading: "API keys", button: "Create key" },
    "pt-BR": { heading: "Chaves de API", button: "Criar chave" },
    ar: { heading: "مفاتيح API", button: "إنشاء المفتاح" },
  },
  "/dashboard/import": {
    en: { heading: "Import and export links", button: "Import links" },
    "pt-BR": { heading: "Importar e exportar links", button: "Importar links" },
    ar: { heading: "استيراد الروابط وتصديرها", button: "استيراد الروابط" },
  },
  "/dashboard/links/{id}/qr": {
    en: { heading: "Branded QR code", button: "Download PNG" },
    "pt-BR": { heading: "QR Code personalizado", button: "Baixar PNG" },
    ar: { heading: "كود QR بهوية علامتك", button: "تنزيل PNG" },
  },
  "/dashboard/links/{id}/analytics": {
    en: { heading: "Analytics", button: "Apply" },
    "pt-BR": { heading: "Estatísticas", button: "Aplicar" },
    ar: { heading: "الإحصاءات", button: "تطبيق" },
  },
};

describe.runIf(driver !== undefined)("the dashboard's other pages in the visitor's language", () => {
  let server: TestServer;
  let owner: Owner;
  let linkId: number;
  beforeAll(async () => {
    if (driver === undefined) return;
    server = await bootTestServer(driver);
    owner = await signedInOwner(server);
    linkId = (await owner.createLink()).id;
  });
  afterAll(async () => {
    await server?.stop();
  });

  const heading = (html: string) => html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1]?.replace(/<[^>]+>/g, "");

  it.each(Object.entries(PAGES))(
    "%s speaks English, Portuguese (browser) and Arabic (cookie)",
    async (path, expected) => {
      const url = path.replace("{id}", String(linkId));

      const english = await (await owner.get(url)).text();
      expect(english).toContain('<html lang="en" dir="ltr"');
      expect(heading(english)).toBe(expected.en.heading);
      expect(english).toContain(`>${expected.en.button}<`);

      const portuguese = await (await owner.get(url, { "accept-language": "pt-BR,pt;q=0.9" })).text();
      expect(portuguese).toContain('<html lang="pt-BR" dir="ltr"');
      expect(heading(portuguese)).toBe(expected["pt-BR"].heading);
      expect(portuguese).toContain(`>${expected["pt-BR"].button}<`);

      const arabic = await (
        await owner.get(url, { cookie: `${owner.cookie}; ${LOCALE_COOKIE}=ar`, "accept-language": "pt-BR" })
      ).text();
      expect(arabic).toContain('<html lang="ar" dir="rtl"');
      expect(heading(arabic)).toBe(expected.ar.heading);
      expect(arabic).toContain(`>${expected.ar.button}<`);
    },
  );

  it("answers the import form in the page's language, English unchanged", async () => {
    const refusal = async (language: string) => {
      const body = new FormData();
      body.set("intent", "import");
      const res = await fetch(`${server.base}/dashboard/import`, {
        method: "POST",
        headers: {
          cookie: `${owner.cookie}; ${LOCALE_COOKIE}=${language}`,
          origin: server.base,
          "sec-fetch-site": "same-origin",
        },
        body,
      });
      expect(res.status).toBe(400);
      return res.text();
    };
    expect(await refusal("en")).toContain("Choose a CSV file with a header row.");
    expect(await refusal("pt-BR")).toContain("Escolha um arquivo CSV com linha de cabeçalho.");
    expect(await refusal("ar")).toContain("اختر ملف CSV فيه سطر عناوين.");
  });
});
