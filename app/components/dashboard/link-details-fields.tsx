import { useId, useState } from "react";
import { AliasField } from "../generator/alias-field";
import { MessageEditor } from "../generator/message-editor";
import { MessagePreview } from "../generator/message-preview";
import { DetectingLinkPhoneField, LinkPhoneField } from "./link-phone-field";

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
}

/**
 * The generator's fields (phone with its country picker and reading, optional alias, message with
 * formatting buttons and preview), named so the form posts without JavaScript.
 */
export function LinkDetailsFields({ initial, withAlias, detectCountry }: LinkDetailsFieldsProps) {
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
      <MessageEditor id={`${baseId}-message`} name="message" value={message} onChange={setMessage} />
      <MessagePreview message={message} />
    </>
  );
}
