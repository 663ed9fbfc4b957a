import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Owner, signedInOwner } from "./analytics-accounts";
import { bootTestServer, freshAddress, type TestServer } from "./support/test-server";

/**
 * Issue 23's last English on other languages' pages: the analytics pages' date-range refusals,
 * the CSV import's whole-file refusals and the branded QR designer's logo refusals, each said in
 * the dashboard's language (the language cookie, as the dashboard's switcher sets it).
 */
describe("dashboard refusals in the dashboard's language", () => {
  let server: TestServer;
  let owner: Owner;

  beforeAll(async () => {
    server = await bootTestServer("pglite");
    owner = await signedInOwner(server);
  });
  afterAll(async () => {
    await server?.stop();
  });

  const inLanguage = (lang: string) => `${owner.cookie}; chatlink_lang=${lang}`;
  const get = (path: string, lang: string) => owner.get(path, { cookie: inLanguage(lang) });
  const post = (path: string, lang: string, body: FormData) =>
    fetch(`${server.base}${path}`, {
      method: "POST",
      headers: {
        cookie: inLanguage(lang),
        origin: server.base,
        "sec-fetch-site": "same-origin",
        "x-forwarded-for": freshAddress(),
      },
      body,
      redirect: "manual",
    });
  /** The page's text, entities read back, as a person sees it. */
  const textOf = async (res: Response) =>
    (await res.text())
      .replace(/<[^>]*>/g, " ")
      .replaceAll("&quot;", '"')
      .replaceAll("&#x27;", "'")
      .replaceAll("&amp;", "&")
      .replace(/\s+/g, " ");

  describe("analytics date ranges", () => {
    it("a reversed range on the overview is refused in Spanish", async () => {
      const res = await get("/dashboard/analytics?from=2020-03-10&to=2020-03-01", "es");
      expect(res.status).toBe(200);
      expect(await textOf(res)).toContain("La fecha de inicio debe ser igual o anterior a la fecha de fin.");
    });

    it("an unknown preset on a link's page is refused in Arabic, the CSV's half range in Portuguese", async () => {
      const { id } = await owner.createLink();
      const page = await textOf(await get(`/dashboard/links/${id}/analytics?range=5`, "ar"));
      expect(page).toMatch(/اختر فترة 7 [^ ]* 30 [^ ]* 90 يومًا أو حدّد التواريخ بنفسك\./);
      expect(page).not.toContain("Choose a range");
      const csv = await get(`/dashboard/links/${id}/analytics/csv?from=2020-03-10`, "pt-BR");
      expect(csv.status).toBe(400);
      expect(await csv.text()).toBe("Escolha uma data de início e uma data de fim.");
    });
  });
  describe("CSV import files", () => {
    const upload = (lang: string, csv: string) => {
      const form = new FormData();
      form.set("intent", "preview");
      form.set("file", new File([csv], "links.csv", { type: "text/csv" }));
      return post("/dashboard/import", lang, form);
    };

    it("a file without a number column, an empty one and one with too many columns are refused in the page's language", async () => {
      const notLinks = await upload("es", "name,colour\nAda,blue\n");
      expect(notLinks.status).toBe(400);
      expect(await textOf(notLinks)).toContain(
        'Este archivo no se lee como un CSV de enlaces: su primera fila debe nombrar las columnas, con una columna "phone"',
      );
      const empty = await upload("ar", "\n\n\n");
      expect(empty.status).toBe(400);
      expect(await textOf(empty)).toContain("الملف فارغ: ليس فيه سطر عناوين.");
      const wide = await upload("hi", `${Array.from({ length: 201 }, (_, i) => `c${i}`).join(",")}\n`);
      expect(wide.status).toBe(400);
      expect(await textOf(wide)).toContain("पहली पंक्ति में 200 से ज़्यादा कॉलम हैं");
    });
  });
  describe("CSV import rows", () => {
    it("a quote that never closes and a line that is not CSV are reported in the page's language", async () => {
      const form = new FormData();
      form.set("intent", "import");
      const csv = 'phone,message\n+447911123456,Hello\n+447911123457,"Hi\n+447911123458,lost\n';
      form.set("file", new File([csv], "links.csv", { type: "text/csv" }));
      const res = await post("/dashboard/import", "es", form);
      const text = await textOf(res);
      expect(text).toContain("Las comillas (\") que se abren en la línea 3 nunca se cierran");
      expect(text).toContain("las líneas 3–4 se leyeron como una sola fila");
      expect(text).not.toContain("is never closed");
    });
  });
  describe("branded QR logos", () => {
    const send = async (lang: string, logo: File) => {
      const { id } = await owner.createLink();
      const form = new FormData();
      form.set("format", "png");
      form.set("logo", logo);
      return post(`/dashboard/links/${id}/qr/image`, lang, form);
    };
    const svg = (body: string) =>
      new File([`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1">${body}</svg>`], "logo.svg");

    it("a file of the wrong type, an unreadable PNG and an SVG that points outside are refused in the page's language", async () => {
      const gif = new File([new TextEncoder().encode("GIF89a\u0001\u0000")], "logo.png", {
        type: "image/png",
      });
      const wrongType = await send("ar", gif);
      expect(wrongType.status).toBe(422);
      expect(await wrongType.text()).toBe("يجب أن يكون الشعار صورة PNG أو SVG.");

      // A PNG's signature and nothing after it.
      const cut = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], "logo.png");
      const unreadable = await send("es", cut);
      expect(unreadable.status).toBe(422);
      expect(await unreadable.text()).toBe(
        "No se pudo leer el logo PNG: vuelve a guardarlo como PNG o sube un SVG.",
      );

      // Refused by the render worker, not on the server's thread.
      const pointing = await send("pt-BR", svg('<image href="/etc/hostname" width="1" height="1"/>'));
      expect(pointing.status).toBe(422);
      expect(await pointing.text()).toBe(
        "O logo SVG aponta para arquivos, endereços ou estilos externos: deixe tudo dentro do arquivo ou envie um PNG.",
      );
      // English keeps the server's precise sentence.
      const english = await send("en", svg('<image href="/etc/hostname" width="1" height="1"/>'));
      expect(await english.text()).toMatch(/refers to another file/);
    });
  });
});
