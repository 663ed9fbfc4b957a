import { useId, useState } from "react";
import { Form } from "react-router";
import type { OpeningHours } from "#core/opening-hours";
import { AGENT_NAME_MAX, AGENT_WEIGHT_MAX, DEPARTMENT_MAX } from "#core/team-link";
import { AGENTS_COPY } from "../../content/agents";
import { useFormat } from "../../lib/i18n/use-copy";
import { usePageModule } from "../../lib/i18n/use-page-module";
import { FormMessage } from "../account/form-message";
import { TextField } from "../account/text-field";
import { LinkFormSubmit } from "../dashboard/link-form-submit";
import { DetectingLinkPhoneField, LinkPhoneField } from "../dashboard/link-phone-field";
import { fieldHint, fieldLabel, textInput } from "../generator/styles";
import { HoursEditor } from "./hours-editor";

export interface AgentFormShape {
  name: string;
  phone: string;
  country: string;
  department: string;
  weight: string;
  paused: boolean;
  hours: OpeningHours | null;
}

const EMPTY: AgentFormShape = {
  name: "",
  phone: "",
  country: "",
  department: "",
  weight: "1",
  paused: false,
  hours: null,
};

/**
 * Add or edit an agent: name, WhatsApp number (with the link form's country picker),
 * department (the workspace's own as suggestions), weight, paused, opening hours.
 */
export function AgentForm({
  isNew,
  initial,
  departments,
  errors,
}: {
  isNew: boolean;
  initial: AgentFormShape | null;
  departments: readonly string[];
  errors?: { phone?: string; hours?: string; form?: string } | undefined;
}) {
  const COPY = usePageModule("AGENTS_COPY", AGENTS_COPY);
  const format = useFormat();
  const baseId = useId();
  const start = initial ?? EMPTY;
  const [phone, setPhone] = useState(start.phone);
  const Phone = isNew && initial === null ? DetectingLinkPhoneField : LinkPhoneField;
  return (
    <Form
      method="post"
      noValidate
      className="flex flex-col gap-5"
      aria-label={isNew ? COPY.newTitle : format(COPY.editTitle, { name: start.name })}
    >
      {errors?.form ? <FormMessage tone="error">{errors.form}</FormMessage> : null}
      <TextField
        id={`${baseId}-name`}
        name="name"
        label={COPY.nameLabel}
        hint={COPY.nameHint}
        defaultValue={start.name}
        maxLength={AGENT_NAME_MAX}
        autoComplete="off"
      />
      <div className="flex flex-col gap-1.5">
        <Phone
          id={`${baseId}-phone`}
          value={phone}
          onChange={setPhone}
          initialCountry={start.country || null}
        />
        <p className={fieldHint}>{COPY.phoneHint}</p>
        {errors?.phone ? (
          <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
            {errors.phone}
          </p>
        ) : null}
      </div>
      <div className="flex flex-col gap-5">
        <div>
          <label htmlFor={`${baseId}-department`} className={fieldLabel}>
            {COPY.departmentLabel}
          </label>
          <input
            id={`${baseId}-department`}
            name="department"
            dir="auto"
            list={`${baseId}-departments`}
            defaultValue={start.department}
            maxLength={DEPARTMENT_MAX}
            autoComplete="off"
            aria-describedby={`${baseId}-department-hint`}
            className={`mt-1.5 ${textInput}`}
          />
          <datalist id={`${baseId}-departments`}>
            {departments.map((d) => (
              <option key={d} value={d} />
            ))}
          </datalist>
          <p id={`${baseId}-department-hint`} className={fieldHint}>
            {COPY.departmentHint}
          </p>
        </div>
        <div>
          <label htmlFor={`${baseId}-weight`} className={fieldLabel}>
            {COPY.weightLabel}
          </label>
          <input
            id={`${baseId}-weight`}
            name="weight"
            type="number"
            dir="ltr"
            inputMode="numeric"
            min={1}
            max={AGENT_WEIGHT_MAX}
            step={1}
            defaultValue={start.weight}
            aria-describedby={`${baseId}-weight-hint`}
            className={`mt-1.5 max-w-32 ${textInput}`}
          />
          <p id={`${baseId}-weight-hint`} className={fieldHint}>
            {COPY.weightHint}
          </p>
        </div>
      </div>
      <label className="flex items-start gap-2 text-sm text-ink">
        <input
          type="checkbox"
          name="paused"
          defaultChecked={start.paused}
          aria-describedby={`${baseId}-paused-hint`}
          className="mt-0.5 size-4 shrink-0 accent-accent"
        />
        <span>
          <span className="font-semibold">{COPY.pausedLabel}</span>
          <span id={`${baseId}-paused-hint`} className="block text-ink-muted">
            {COPY.pausedHint}
          </span>
        </span>
      </label>
      <HoursEditor initial={start.hours} isNew={isNew} error={errors?.hours} />
      <div>
        <LinkFormSubmit label={isNew ? COPY.saveNew : COPY.saveEdit} busyLabel={COPY.saving} />
      </div>
    </Form>
  );
}
