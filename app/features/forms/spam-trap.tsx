import { HONEYPOT_FIELD } from "./form-messages";

/**
 * The spam trap (spec §7) and the form's name. The trap is off-screen rather than `display: none`,
 * which bots skip; people, keyboards and screen readers never reach it.
 */
export function HiddenFormFields({ formName }: { formName: string }) {
  return (
    <>
      <input type="hidden" name="form-name" value={formName} />
      <div aria-hidden className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={`${formName}-${HONEYPOT_FIELD}`}>Não preencha este campo</label>
        <input
          id={`${formName}-${HONEYPOT_FIELD}`}
          type="text"
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
    </>
  );
}
