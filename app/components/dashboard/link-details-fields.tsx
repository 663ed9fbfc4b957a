import { useId, useState } from "react";
import { TEAM_LINK_COPY as ENGLISH_TEAM_LINK_COPY } from "../../content/team-links";
import { usePageModule } from "../../lib/i18n/use-page-module";
import { useHydrated } from "../../lib/use-hydrated";
import { AliasField } from "../generator/alias-field";
import { MessageEditor } from "../generator/message-editor";
import { fieldLabel } from "../generator/styles";
import { DetectingLinkPhoneField, LinkPhoneField } from "./link-phone-field";
import { FilledMessagePreview, MessageVariablesHint } from "./message-variables";
import { type PickableAgent, type TeamChoice, TeamFields } from "./team-fields";
import { type PickableTemplate, TemplatePicker } from "./template-picker";

export interface LinkDetailsValues {
  phone: string;
  message: string;
  alias: string;
  /** The country chosen for a number without its + code ("" or absent: none). */
  country?: string;
}

export type LinkKind = "number" | "team";

/** The team part of a link form: the workspace's agents and what is chosen. */
export interface LinkTeamOptions {
  agents: readonly PickableAgent[];
  kind: LinkKind;
  initial: TeamChoice;
  /** Creation only: a link keeps its kind (one number or a team) for life. */
  allowSwitch: boolean;
  error?: string | null;
  /** The workspace's name: the business name the contact card and closed page show. */
  businessName: string;
}

interface LinkDetailsFieldsProps {
  initial: LinkDetailsValues;
  /** Creation only: an alias is part of the URL, which an edit never changes. */
  withAlias: boolean;
  /** Creation only: pre-fill the visitor's calling code. */
  detectCountry: boolean;
  /** The workspace's message templates, offered above the message. */
  templates: readonly PickableTemplate[];
  team: LinkTeamOptions;
  /** Whether the site's QR codes for the link carry `?ref=qr`. */
  qrRef: boolean;
  /** The domain chosen is the workspace's own: the alias hint gives its lengths. */
  onOwnDomain?: boolean;
}

export const NO_TEAM: TeamChoice = { agents: [], rotation: "round_robin", fallbackAgent: "" };

/**
 * The generator's fields (phone with its country picker and reading, optional alias, message with
 * formatting buttons and preview), or a team of agents instead of the phone, named so the form
 * posts without JavaScript (which shows both and lets the `kind` radio decide).
 */
export function LinkDetailsFields({
  initial,
  withAlias,
  detectCountry,
  templates,
  team,
  qrRef,
  onOwnDomain = false,
}: LinkDetailsFieldsProps) {
  const baseId = useId();
  const hydrated = useHydrated();
  const [kind, setKind] = useState<LinkKind>(team.kind);
  const [teamChoice, setTeamChoice] = useState<TeamChoice>(team.initial);
  const [phone, setPhone] = useState(initial.phone);
  const [alias, setAlias] = useState(initial.alias);
  const [message, setMessage] = useState(initial.message);
  const Phone = detectCountry ? DetectingLinkPhoneField : LinkPhoneField;
  const showNumber = kind === "number" || (!hydrated && team.allowSwitch);
  const showTeam = kind === "team" || (!hydrated && team.allowSwitch);
  const firstChosen = team.agents.find((a) => teamChoice.agents.includes(a.id)) ?? team.agents[0];
  return (
    <>
      {team.allowSwitch ? (
        <KindChoice name="kind" value={kind} onChange={setKind} />
      ) : (
        <input type="hidden" name="kind" value={kind} />
      )}
      {showNumber ? (
        <Phone
          id={`${baseId}-phone`}
          value={phone}
          onChange={setPhone}
          initialCountry={initial.country || null}
          onLinkMessage={(linkMessage) => {
            if (message.trim() !== "") return false;
            setMessage(linkMessage);
            return true;
          }}
        />
      ) : null}
      {showTeam ? (
        <TeamFields
          agents={team.agents}
          value={teamChoice}
          onChange={setTeamChoice}
          error={team.error}
          businessName={team.businessName}
        />
      ) : null}
      {withAlias ? (
        <AliasField
          id={`${baseId}-alias`}
          name="alias"
          value={alias}
          onChange={setAlias}
          onOwnDomain={onOwnDomain}
        />
      ) : null}
      <LinkMessageFields
        id={`${baseId}-message`}
        message={message}
        onChange={setMessage}
        templates={templates}
        forTeam={kind === "team"}
        agent={firstChosen ?? null}
      />
      <QrRefField id={`${baseId}-qr-ref`} initial={qrRef} />
    </>
  );
}

function KindChoice({
  name,
  value,
  onChange,
}: {
  name: string;
  value: LinkKind;
  onChange: (kind: LinkKind) => void;
}) {
  const TEAM_LINK_COPY = usePageModule("TEAM_LINK_COPY", ENGLISH_TEAM_LINK_COPY);
  const options: Array<{ kind: LinkKind; label: string; hint: string }> = [
    { kind: "number", label: TEAM_LINK_COPY.kindNumber, hint: TEAM_LINK_COPY.kindNumberHint },
    { kind: "team", label: TEAM_LINK_COPY.kindTeam, hint: TEAM_LINK_COPY.kindTeamHint },
  ];
  return (
    <fieldset>
      <legend className={fieldLabel}>{TEAM_LINK_COPY.kindLegend}</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {options.map((option) => (
          <label
            key={option.kind}
            className={`flex cursor-pointer items-start gap-2 rounded-xl border p-3 text-sm text-ink ${
              value === option.kind ? "border-accent bg-page-tint" : "border-line hover:border-accent"
            }`}
          >
            <input
              type="radio"
              name={name}
              value={option.kind}
              checked={value === option.kind}
              onChange={() => onChange(option.kind)}
              className="mt-0.5 size-4 shrink-0 accent-accent"
            />
            <span>
              <span className="font-semibold">{option.label}</span>
              <span className="block text-ink-muted">{option.hint}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The message part of a link form: template picker, editor, what the variables mean, the filled preview. */
export function LinkMessageFields({
  id,
  message,
  onChange,
  templates,
  forTeam,
  agent,
}: {
  id: string;
  message: string;
  onChange: (message: string) => void;
  templates: readonly PickableTemplate[];
  /** A one-number link has no agent: {agent} and {department} stay empty, as at a click. */
  forTeam: boolean;
  /** For the preview's {agent}: the first chosen agent, or the workspace's first. */
  /** The first chosen agent, whose name and department the preview fills in. */
  agent?: { name: string; department: string | null } | null;
}) {
  return (
    <div className="flex flex-col gap-3">
      <TemplatePicker id={`${id}-template`} templates={templates} onPick={onChange} />
      <div className="flex flex-col gap-2">
        <MessageEditor id={id} name="message" value={message} onChange={onChange} />
        <MessageVariablesHint />
      </div>
      <FilledMessagePreview message={message} agent={agent} forTeam={forTeam} />
    </div>
  );
}

/** "Count QR code scans apart": the link's `qrRef`, posted with a marker so an unticked box reads as off. */
function QrRefField({ id, initial }: { id: string; initial: boolean }) {
  const TEAM_LINK_COPY = usePageModule("TEAM_LINK_COPY", ENGLISH_TEAM_LINK_COPY);
  return (
    <div className="flex items-start gap-2 text-sm text-ink">
      <input type="hidden" name="qrRefShown" value="1" />
      <input
        id={id}
        type="checkbox"
        name="qrRef"
        defaultChecked={initial}
        aria-describedby={`${id}-hint`}
        className="mt-0.5 size-4 shrink-0 accent-accent"
      />
      <div>
        <label htmlFor={id} className="font-semibold">
          {TEAM_LINK_COPY.qrRefLabel}
        </label>
        <p id={`${id}-hint`} className="text-ink-muted">
          {TEAM_LINK_COPY.qrRefHint}
        </p>
      </div>
    </div>
  );
}
