/** What the section editors say (shared by the page and its server action). */
export const editorMessages = {
  saved: "Dados salvos",
  saveError: (cause: string) => `Erro ao salvar: ${cause}`,
  stale:
    "Estes dados foram alterados por outra pessoa desde que você abriu a página. Recarregue para ver a versão atual; suas alterações não foram salvas.",
  unknownSection: "Esta seção dos dados do evento não existe.",
  noDraft:
    "Não há rascunho da próxima edição. Crie um com 'Nova edição' na página Dados do evento.",
} as const;
