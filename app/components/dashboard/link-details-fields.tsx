import { useId, useState } from "react";
import { AliasField } from "../generator/alias-field";
import { MessageEditor } from "../generator/message-editor";
import { DetectingLinkPhoneField, LinkPhoneField } from "./link-phone-field";
import { FilledMessagePreview, MessageVariablesHint } from "./message-variables";
import { type PickableTemplate, TemplatePicker } from "./template-picker";

export interface LinkDetailsValues {
  phone: string;
  message: string;
  alias: string;
  /** The country chosen for a number without its + code ("" or absent: none). */
  country?: string;
}

interface LinkDetailsFieldsProps {
  initial: LinkDetailsValues;
  /** Creation only: an alias is part of the URL, which an edit never changes. */
  withAlias: boolean;
  /** Creation only: pre-fill the visitor's calling code. */
  detectCountry: boolean;
  /** The workspace's message templates, offered above the message. */
  templates: readonly PickableTemplate[];
}

/**
 * The generator's fields (phone with its country picker and reading, optional alias, message with
 * formatting buttons and preview), named so the form posts without JavaScript.
 */
export function LinkDetailsFields({ initial, withAlias, detectCountry, templates }: LinkDetailsFieldsProps) {
  const baseId = useId();
  const [phone, setPhone] = useState(initial.phone);
  const [alias, setAlias] = useState(initial.alias);
  const [message, setMessage] = useState(initial.message);
  const Phone = detectCountry ? DetectingLinkPhoneField : LinkPhoneField;
  return (
    <>
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
      {withAlias ? (
        <AliasField id={`${baseId}-alias`} name="alias" value={alias} onChange={setAlias} />
      ) : null}
      <LinkMessageFields
        id={`${baseId}-message`}
        message={message}
        onChange={setMessage}
        templates={templates}
      />
    </>
  );
}

/** The message part of a link form: template picker, editor, what the variables mean, the filled preview. */
export function LinkMessageFields({
  id,
  message,
  onChange,
  templates,
  agentName,
}: {
  id: string;
  message: string;
  onChange: (message: string) => void;
  templates: readonly PickableTemplate[];
  /** For the preview's {agent}: the first chosen agent, or the workspace's first. */
  agentName?: string | null;
}) {
  return (
    <div className="flex flex-col gap-3">
      <TemplatePicker id={`${id}-template`} templates={templates} onPick={onChange} />
      <div className="flex flex-col gap-2">
        <MessageEditor id={id} name="message" value={message} onChange={onChange} />
        <MessageVariablesHint />
      </div>
      <FilledMessagePreview message={message} agentName={agentName} />
    </div>
  );
}
