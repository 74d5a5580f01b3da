import { Link } from "react-router-dom";
import { AlertBox } from "@/components/alert-box";
import { useFieldConfigs } from "@/lib/slots/api";
import { enabledFields, hasCoreFields } from "@/lib/slots/fields";
import { fieldSetupMessages as messages } from "@/lib/slots/messages";
import { isDeveloper, isStaff } from "@/lib/roles";
import { useSession } from "@/lib/session";

/** The field settings tab of /admin/settings. */
export const FIELD_SETTINGS_PATH = "/admin/settings?tab=field";

/**
 * Why a slot form has nothing to take (no field enabled, or keyword and landing URL not both) and
 * who can set it up: a developer gets a link to the field settings, an operator is told to ask a
 * developer, an advertiser to ask their operator (they cannot open the settings). `title` replaces
 * the default heading (the dashboard's).
 */
export function FieldSetupNotice({ noneEnabled, title }: { noneEnabled: boolean; title?: string }) {
  const { user } = useSession();
  const problem = noneEnabled ? messages.noEnabledFields : messages.coreFieldsMissing;
  let next;
  if (isDeveloper(user?.role)) next = <Link to={FIELD_SETTINGS_PATH}>{messages.openFieldSettings}</Link>;
  else next = isStaff(user?.role) ? messages.askDeveloper : messages.askOperator;
  return (
    <AlertBox kind="warning" testId="field-setup-notice">
      <strong>{title ?? problem}</strong>
      {title && <p className="field-hint">{problem}</p>}
      <p className="field-hint">{next}</p>
    </AlertBox>
  );
}

/** The staff dashboard's setup line: shown while the slot forms cannot take a slot, nothing while it loads or once they can. */
export function FieldSetupCheck() {
  const { data } = useFieldConfigs();
  if (!data) return null;
  const fields = enabledFields(data);
  if (hasCoreFields(fields)) return null;
  return <FieldSetupNotice noneEnabled={fields.length === 0} title={messages.dashboardTitle} />;
}
