/** The fetchers of the editor's writes, shared by the page (toasts) and the controls. */
export const SAVE_FETCHER = "programme-save";
export const VERSION_FETCHER = "programme-version";
/** Spec §4: a version can be deleted only while more than this many exist. */
export const MIN_VERSIONS_KEPT = 2;
/** The programme editor's messages (spec §8 "Versions" and "Programme save"), shared by server and page. */
export const versionMessages = {
  stale:
    "A programação foi alterada por outra pessoa desde que você começou a editar. Recarregue a página para ver a versão atual antes de salvar.",
  invalid: "Os dados da programação são inválidos.",
  notFound: "Versão não encontrada",
  alreadyCurrent: "Esta versão já é a atual.",
  deleteCurrent: "A versão atual não pode ser excluída.",
  tooFew: "É preciso manter pelo menos 2 versões no histórico.",
  saved: "Nova versão salva com sucesso! Ela aparece no histórico de versões.",
  restored: "Versão restaurada com sucesso!",
  deleted: "Versão deletada com sucesso!",
  saveError: (message: string) => `Erro ao salvar programação: ${message}`,
  saveUnexpected: "Erro inesperado ao salvar programação",
  restoreError: (message: string) => `Erro ao restaurar versão: ${message}`,
  deleteError: (message: string) => `Erro ao deletar versão: ${message}`,
  empty: "Nenhuma versão encontrada",
  restoredFrom: (savedAt: string) => `Restaurada da versão de ${savedAt}`,
} as const;
