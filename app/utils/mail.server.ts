import nodemailer from "nodemailer";
import type { ServerConfig } from "~/config.server";
import { reportError } from "~/utils/logger.server";

interface Notification {
  subject: string;
  /** Label and value of each field, in the order they are shown. */
  fields: [label: string, value: string][];
  /** Where 'Responder' in the mail client goes: the visitor's address. */
  replyTo?: string;
}

/** E-mails a stored submission to NOTIFY_EMAIL; never throws (the submission is already safe). */
export async function sendNotification(
  config: Pick<ServerConfig, "SMTP_URL" | "NOTIFY_EMAIL">,
  notification: Notification,
): Promise<"sent" | "skipped" | "failed"> {
  if (!config.SMTP_URL || !config.NOTIFY_EMAIL) return "skipped";
  try {
    const transport = nodemailer.createTransport({
      url: config.SMTP_URL,
      // A stuck mail server must not keep connections open for minutes.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    await transport.sendMail({
      from: config.NOTIFY_EMAIL,
      to: config.NOTIFY_EMAIL,
      replyTo: notification.replyTo,
      subject: notification.subject,
      text: notification.fields.map(([label, value]) => `${label}:\n${value}`).join("\n\n"),
    });
    transport.close();
    return "sent";
  } catch (error) {
    reportError("Falha ao enviar e-mail de notificação", error);
    return "failed";
  }
}
