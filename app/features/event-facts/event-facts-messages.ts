import { ordinal } from "~/lib/event-format";

export const editionLabel = (edition: number) => `${ordinal(edition, "feminine")} edição`;

export const eventFactsMessages = {
  stale:
    "Os dados do evento foram alterados por outra pessoa desde que você começou a editar. Recarregue a página para ver a versão atual antes de salvar.",
  draftStale:
    "O rascunho da próxima edição foi alterado por outra pessoa desde que você o abriu. Recarregue a página antes de continuar.",
  invalid: "Os dados do evento são inválidos.",
  notFound: "Versão não encontrada",
  alreadyCurrent: "Esta versão já é a atual.",
  noDraft: "Não há rascunho da próxima edição.",
  draftExists: "Já existe um rascunho da próxima edição: publique-o ou descarte-o antes.",
  restored: "Versão restaurada com sucesso!",
  draftStarted: (edition: number) =>
    `Rascunho da ${editionLabel(edition)} criado. O site continua mostrando a edição atual até a publicação.`,
  published: (edition: number) => `${editionLabel(edition)} publicada no site.`,
  programmeNotEmptied: "A programação não pôde ser esvaziada: ajuste-a no editor de programação.",
  discarded: "Rascunho descartado.",
  unexpected: "Erro inesperado ao gravar os dados do evento. Tente novamente.",
  initial: (edition: number) => `Versão inicial (${editionLabel(edition)})`,
  noChanges: "Sem alterações",
  restoredFrom: (savedAt: string) => `Restaurada da versão de ${savedAt}`,
  publishedEdition: (edition: number) => `Publicação da ${editionLabel(edition)}`,
} as const;

export const editorMessages = {
  saved: "Dados salvos",
  saveError: (cause: string) => `Erro ao salvar: ${cause}`,
  stale:
    "Estes dados foram alterados por outra pessoa desde que você abriu a página. Recarregue para ver a versão atual; suas alterações não foram salvas.",
  unknownSection: "Esta seção dos dados do evento não existe.",
  noDraft:
    "Não há rascunho da próxima edição. Crie um com 'Nova edição' na página Dados do evento.",
} as const;
