const dateFormat = (timeZone?: string) =>
  new Intl.DateTimeFormat("pt-BR", { day: "2-digit", month: "2-digit", year: "numeric", timeZone });
const timeFormat = (timeZone?: string) =>
  new Intl.DateTimeFormat("pt-BR", { hour: "2-digit", minute: "2-digit", timeZone });

/** The notice of a saved copy, with when it was saved (in the device's zone unless given). */
export function offlineNotice(savedAt: Date, timeZone?: string) {
  const date = dateFormat(timeZone).format(savedAt);
  const time = timeFormat(timeZone).format(savedAt);
  return `Você está sem conexão. Esta é a cópia salva em ${date} às ${time}.`;
}

/** A page never opened on this device, offline; built into the worker, so no editable fact. */
export const notSavedPage = {
  title: "Sem conexão",
  heading: "Você está sem conexão",
  text: "Esta página ainda não foi salva neste aparelho. A programação, as sessões e a sua agenda ficam disponíveis sem conexão depois de abertas uma vez com internet.",
  link: "Abrir a programação",
};
