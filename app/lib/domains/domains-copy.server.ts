import { requestLocale } from "#core/request-locale";
import { catalogue } from "../../content/catalogues.server";
import { formatMessage } from "../i18n/format-message";

/** The Settings page's Custom domains section, filled in the request's language. */
export function domainsSection(request: Request, workspace: string) {
  const locale = requestLocale(request);
  const COPY = catalogue(locale).DOMAINS_COPY;
  return {
    title: COPY.title,
    description: COPY.metaDescription,
    link: COPY.settingsLink,
    managedByAdmins: formatMessage(locale, COPY.managedByAdmins, { workspace }),
  };
}

/** The new-link form's Domain choice, filled: its label and the main address's option. */
export function domainChoiceCopy(request: Request, mainHost: string) {
  const locale = requestLocale(request);
  const COPY = catalogue(locale).DOMAINS_COPY;
  return {
    label: COPY.linkDomainLabel,
    main: formatMessage(locale, COPY.linkDomainMain, { host: mainHost }),
  };
}
