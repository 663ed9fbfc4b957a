import { useEffect, useRef, useState } from "react";
import { requestLocale } from "#core/request-locale";
import { SITE_PAGES } from "#core/site-pages";
import { AccountLink } from "../components/ui/account-link";
import { ButtonLink } from "../components/ui/button-link";
import { CheckList } from "../components/ui/check-list";
import { CopyableCode } from "../components/ui/copyable-code";
import { NumberedSteps } from "../components/ui/numbered-steps";
import { PageIntro } from "../components/ui/page-intro";
import { SectionHeading } from "../components/ui/section-heading";
import type { UiCopy } from "../content/catalogue";
import { catalogue } from "../content/catalogues.server";
import {
  EMBED_FRAME_HEIGHT,
  EMBED_MAX_HEIGHT,
  EMBED_MIN_HEIGHT,
  embedCode,
  exampleHtmlPage,
} from "../lib/embed-code";
import { EMBED_HEIGHT_MESSAGE, EMBED_HEIGHT_REQUEST } from "../lib/embed-frame";
import { useUi } from "../lib/i18n/use-copy";
import { metaFromLoader } from "../lib/page-meta-from-loader";
import type { Route } from "./+types/widget";

/**
 * The copy and the code to paste travel as loader data (prerendered into the HTML),
 * not in the page's JavaScript; the code carries this site's address (PUBLIC_URL,
 * read at start-up).
 */
export function loader({ context, request }: Route.LoaderArgs) {
  const { publicUrl } = context.env.site;
  const locale = requestLocale(request);
  const { WIDGET, WIDGET_EMBED_COPY } = catalogue(locale);
  const language = { locale, copy: WIDGET_EMBED_COPY };
  return {
    ...WIDGET,
    /** The chat button's line, with a placeholder code (the dashboard gives each link its own). */
    chatButtonCode: `<script src="${publicUrl}/button.js" data-link="your-code" async></script>`,
    code: {
      embed: embedCode(publicUrl, "light", language),
      example: exampleHtmlPage(publicUrl, language),
      note: WIDGET.themeNote,
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  metaFromLoader(loaderData, SITE_PAGES.widget, matches);

type Headings = UiCopy["widget"];

/**
 * The preview frame's height: the documented 600 px, then whatever the embed says it
 * needs, as the pasted snippet does (embed-code.ts), so nothing in it is cut off.
 */
function useEmbedHeight() {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(EMBED_FRAME_HEIGHT);
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      // Only our own embed, in this frame, is heard; anything else it posts reads as no height.
      const data = event.data as { type?: unknown; height?: unknown } | null;
      if (event.source !== frameRef.current?.contentWindow || data?.type !== EMBED_HEIGHT_MESSAGE) return;
      setHeight(Math.min(Math.max(Number(data.height) || 0, EMBED_MIN_HEIGHT), EMBED_MAX_HEIGHT));
    };
    window.addEventListener("message", onMessage);
    // The frame loads beside this page's own scripts and may have told its height before this
    // listener existed: ask (it answers once hydrated; until then its own first post will come).
    frameRef.current?.contentWindow?.postMessage({ type: EMBED_HEIGHT_REQUEST }, window.location.origin);
    return () => window.removeEventListener("message", onMessage);
  }, []);
  return { frameRef, height };
}

function LivePreview({ headings }: { headings: Headings }) {
  const { widgetEmbed: WIDGET_EMBED_COPY } = useUi();
  const { frameRef, height } = useEmbedHeight();
  return (
    <section aria-labelledby="preview" className="min-w-0">
      <h2 id="preview" className="text-xl font-bold tracking-tight">
        {headings.preview}
      </h2>
      <div className="mt-4 overflow-hidden rounded-2xl border border-line bg-page-soft shadow-sm">
        <div aria-hidden="true" className="flex gap-1.5 border-b border-line px-4 py-3">
          <span className="size-3 rounded-full bg-[#ff5f57]" />
          <span className="size-3 rounded-full bg-[#febc2e]" />
          <span className="size-3 rounded-full bg-[#28c840]" />
        </div>
        <iframe
          ref={frameRef}
          src={SITE_PAGES["widget-embed"]}
          title={WIDGET_EMBED_COPY.previewTitle}
          height={height}
          loading="lazy"
          className="block w-full border-0 bg-page"
        />
      </div>
    </section>
  );
}

function EmbedCode({
  headings,
  code,
}: {
  headings: Headings;
  code: { embed: string; example: string; note: string };
}) {
  const { widgetEmbed: WIDGET_EMBED_COPY } = useUi();
  return (
    <section aria-labelledby="embed-code" className="min-w-0">
      <h2 id="embed-code" className="text-xl font-bold tracking-tight">
        {headings.embedCode}
      </h2>
      <p className="mt-2 text-sm leading-6 text-ink-muted">
        {headings.embedCodeNote} {code.note}
      </p>
      <div className="mt-4">
        <CopyableCode
          caption={WIDGET_EMBED_COPY.embedCaption}
          copyTarget={WIDGET_EMBED_COPY.embedCopyTarget}
          code={code.embed}
          wrap
        />
      </div>
      <h2 id="example" className="mt-10 text-xl font-bold tracking-tight">
        {headings.example}
      </h2>
      <p className="mt-2 text-sm leading-6 text-ink-muted">{headings.exampleNote}</p>
      <div className="mt-4">
        <CopyableCode
          caption={WIDGET_EMBED_COPY.exampleCaption}
          copyTarget={WIDGET_EMBED_COPY.exampleCopyTarget}
          code={code.example}
        />
      </div>
    </section>
  );
}

/** The other embed: a floating button that opens a chat with the site's owner (button.js). */
function ChatButtonEmbed({
  copy,
  code,
}: {
  copy: Route.ComponentProps["loaderData"]["chatButton"];
  code: string;
}) {
  return (
    <section aria-labelledby="chat-button" className="border-t border-line">
      <div className="container-page grid gap-10 py-16 lg:grid-cols-2">
        <div className="min-w-0">
          <h2 id="chat-button" className="text-2xl font-bold tracking-tight">
            {copy.heading}
          </h2>
          <p className="mt-3 leading-7 text-ink-muted">{copy.body}</p>
          <div className="mt-6">
            <CheckList items={copy.points} />
          </div>
        </div>
        <div className="flex min-w-0 flex-col gap-4">
          <CopyableCode caption={copy.codeCaption} copyTarget={copy.codeCaption} code={code} wrap />
          <p className="text-sm leading-6 text-ink-muted">{copy.codeNote}</p>
          <AccountLink to="signup" variant="primary" size="lg" className="self-start">
            {copy.cta}
          </AccountLink>
        </div>
      </div>
    </section>
  );
}

export default function Widget({ loaderData: content }: Route.ComponentProps) {
  const ui = useUi();
  const headings: Headings = content.headings ?? ui.widget;
  return (
    <>
      <PageIntro heading={content.intro.heading} body={content.intro.body} />
      <div className="container-page grid gap-12 py-16 lg:grid-cols-2">
        <LivePreview headings={headings} />
        <EmbedCode headings={headings} code={content.code} />
      </div>
      <ChatButtonEmbed copy={content.chatButton} code={content.chatButtonCode} />
      <section aria-labelledby="widget-steps" className="border-y border-line bg-page-soft">
        <div className="container-page py-16">
          <SectionHeading id="widget-steps" heading={headings.steps} />
          <div className="mt-10">
            <NumberedSteps steps={content.steps} />
          </div>
        </div>
      </section>
      <section aria-labelledby="widget-features" className="container-page py-16">
        <SectionHeading id="widget-features" heading={headings.features} />
        <div className="mx-auto mt-10 max-w-3xl rounded-3xl border border-line bg-card p-6 shadow-sm sm:p-8">
          <CheckList items={content.features} columns={2} />
        </div>
        <div className="mt-12 flex flex-col items-center gap-4 text-center">
          <h2 className="text-xl font-bold tracking-tight">{headings.faq}</h2>
          <ButtonLink to={SITE_PAGES.faq} variant="primary" size="lg" withArrow>
            {content.faqButtonLabel}
          </ButtonLink>
        </div>
      </section>
    </>
  );
}
