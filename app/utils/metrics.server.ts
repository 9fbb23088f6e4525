import { Counter, Registry } from "prom-client";
import { type FormName, fieldLabels } from "~/lib/public-form-fields";

/** The process's Prometheus metrics (`/metrics`): what only the app sees, counted where it is. */
export const metricsRegistry = new Registry();

const logins = new Counter({
  name: "logins_total",
  help: "Password logins: success, refused (wrong e-mail or password) or limited (too many tries)",
  labelNames: ["result"] as const,
  registers: [metricsRegistry],
});

const formSubmissions = new Counter({
  name: "form_submissions_total",
  help: "Public form submissions stored, by form",
  labelNames: ["form"] as const,
  registers: [metricsRegistry],
});

const LOGIN_RESULTS = { ok: "success", failed: "refused", limited: "limited" } as const;
// Listed at zero from the start, so a scrape shows every series before the first event.
for (const result of Object.values(LOGIN_RESULTS)) logins.inc({ result }, 0);
for (const form of Object.keys(fieldLabels)) formSubmissions.inc({ form }, 0);

/** A password check's outcome, as `throttledAttempt` names it. */
export function recordLogin(status: keyof typeof LOGIN_RESULTS) {
  logins.inc({ result: LOGIN_RESULTS[status] });
}

export function recordFormSubmission(form: FormName) {
  formSubmissions.inc({ form });
}
