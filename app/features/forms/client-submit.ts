import { data, isRouteErrorResponse } from "react-router";
import { type FormActionData, processingErrorMessage } from "./form-messages";

/** A foreign or missing answer keeps the typed values and an error status, so no reload hits a down server. */
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
