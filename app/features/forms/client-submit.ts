import { data, isRouteErrorResponse } from "react-router";
import { type FormActionData, processingErrorMessage } from "./form-messages";

/**
 * The browser side of a form's action (spec §8). The server's own answers (success, field errors,
 * 429, storage failure) pass through; a non-ok answer that is not ours (a proxy's 502…) becomes
 * `nonOkMessage`, and no answer at all (network down, unreadable reply) the processing error —
 * both with the typed values, so nothing is lost and the page never falls to an error screen.
 * An unsent answer carries an error status so the page's data is not reloaded from a server that
 * may be down (React Router skips revalidation after a 4xx/5xx action).
 */
export async function submitThroughServer(
  request: Request,
  serverAction: () => Promise<unknown>,
  nonOkMessage: string,
) {
  // Read before sending: the values go back into the form whatever happens.
  const formData = await request.clone().formData();
  try {
    const answer = (await serverAction()) as FormActionData;
    return answer.sent ? answer : data(answer, { status: answer.failure ? 500 : 400 });
  } catch (error) {
    const rejected = isRouteErrorResponse(error);
    if (!rejected) console.warn("Falha ao enviar formulário", error);
    const initialValue: Record<string, string> = {};
    for (const [key, value] of formData) if (typeof value === "string") initialValue[key] = value;
    const answer: FormActionData = {
      result: {
        status: "error",
        initialValue,
        error: { "": [rejected ? nonOkMessage : processingErrorMessage] },
      },
      sent: false,
      failure: rejected ? "rejected" : "exception",
    };
    return data(answer, { status: 500 });
  }
}
