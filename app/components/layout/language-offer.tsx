import { useLocation } from "react-router";
import { LOCALE_COOKIE, LOCALES, splitLocalePath } from "#core/locales";
import { languageChoicePath } from "#core/site-pages";
import { LANGUAGE_COPY } from "../../content/languages";
import { useLocale } from "../../lib/i18n/use-copy";

const OFFER_ID = "language-offer";
/** Local storage, not a cookie: the server never needs it, and the privacy policy says so. */
const OFFERED_KEY = "chatlink_offered";

/**
 * Runs while the page is parsed (no framework needed, so it works on pages that ship no
 * JavaScript): when the browser's first supported language is not the page's and the visitor has
 * neither chosen a language nor been offered one, it shows the offer, in that language, once.
 * Never a redirect: search engines and shared links see the page its URL names. A plain string,
 * as the bundler may rewrite a function's source. Arguments: offers by language, the page's language.
 */
const OFFER_SOURCE = `function(o,cur){try{
if(document.cookie.split("; ").some(function(c){return c.indexOf("${LOCALE_COOKIE}=")===0})||localStorage.getItem("${OFFERED_KEY}"))return;
var p={en:"en",pt:"pt-BR",es:"es-419",id:"id","in":"id",hi:"hi",ar:"ar"},w="",l=navigator.languages||[navigator.language];
for(var i=0;i<l.length&&!w;i++)w=p[String(l[i]).toLowerCase().split("-")[0]]||"";
var f=o[w],b=document.getElementById("${OFFER_ID}");if(!f||w===cur||!b)return;
var a=b.querySelector("a"),c=b.querySelector("button");if(!a||!c)return;
localStorage.setItem("${OFFERED_KEY}","1");
a.href=f.href;a.textContent=f.text;a.lang=w;c.textContent=f.dismiss;c.lang=w;
c.onclick=function(){b.hidden=true};b.hidden=false}catch(e){}}`;

export function LanguageOffer() {
  const locale = useLocale();
  // The path alone: a query may carry another page's address (`/login?next=…`), never passed on.
  const { pathname } = useLocation();
  const here = splitLocalePath(pathname).path;
  const offers = Object.fromEntries(
    LOCALES.filter((other) => other !== locale).map((other) => [
      other,
      {
        href: languageChoicePath(other, here),
        text: LANGUAGE_COPY[other].offer,
        dismiss: LANGUAGE_COPY[other].dismiss,
      },
    ]),
  );
  // `<` escaped so no text can close the script element.
  const args = `${JSON.stringify(offers)},${JSON.stringify(locale)}`.replaceAll("<", "\\u003c");
  return (
    <>
      {/* A landmark named by its own link, so screen readers list it and nothing sits outside one. */}
      <aside
        id={OFFER_ID}
        aria-labelledby={`${OFFER_ID}-link`}
        hidden
        suppressHydrationWarning
        className="border-b border-line bg-page-tint"
      >
        <div className="container-page flex items-center justify-between gap-4 py-2 text-sm">
          <a id={`${OFFER_ID}-link`} href="/" className="font-semibold text-accent" suppressHydrationWarning>
            {" "}
          </a>
          <button type="button" className="text-ink-muted underline" suppressHydrationWarning>
            {" "}
          </button>
        </div>
      </aside>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own function and JSON of our own copy */}
      <script dangerouslySetInnerHTML={{ __html: `(${OFFER_SOURCE})(${args})` }} />
    </>
  );
}
