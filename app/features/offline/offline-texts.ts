/** The notice of a saved copy, with when it was saved (in the device's zone unless given). */
export function offlineNotice(savedAt: Date, timeZone?: string) {
  const format = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat("pt-BR", { ...options, timeZone }).format(savedAt);
  const date = format({ day: "2-digit", month: "2-digit", year: "numeric" });
  const time = format({ hour: "2-digit", minute: "2-digit" });
  return `Você está sem conexão. Esta é a cópia salva em ${date} às ${time}.`;
}

/** A page never opened on this device, offline; built into the worker, so no editable fact. */
export const notSavedPage = {
  title: "Sem conexão",
  heading: "Você está sem conexão",
  text: "Esta página ainda não foi salva neste aparelho. A programação, as sessões e a sua agenda ficam disponíveis sem conexão depois de abertas uma vez com internet.",
  link: "Abrir a programação",
};
