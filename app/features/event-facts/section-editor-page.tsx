import type { SubmissionResult } from "@conform-to/react";
import { ArrowLeft, ExternalLink } from "lucide-react";
import { Link } from "react-router";
import { AdminPageHeader } from "~/components/admin/admin-page";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import type { EventFacts } from "~/content/event-facts-schema";
import { ordinal } from "~/lib/event-format";
import type { SectionSlug } from "./editor-schemas";
import { editorMessages } from "./section-editor-messages";
import { sections } from "./sections";
import { CertificadosEditor } from "./section-editors/certificados-editor";
import { ContatoEditor } from "./section-editors/contato-editor";
import { CursosEditor } from "./section-editors/cursos-editor";
import type { SectionEditorProps } from "./section-editors/editor-kit";
import { EventoEditor } from "./section-editors/evento-editor";
import { FaqEditor } from "./section-editors/faq-editor";
import { HospedagemEditor } from "./section-editors/hospedagem-editor";
import { InscricoesEditor } from "./section-editors/inscricoes-editor";

const editors: Record<SectionSlug, (props: SectionEditorProps) => React.ReactNode> = {
  evento: EventoEditor,
  inscricoes: InscricoesEditor,
  cursos: CursosEditor,
  hospedagem: HospedagemEditor,
  faq: FaqEditor,
  contato: ContatoEditor,
  certificados: CertificadosEditor,
};

const pageClass = "mx-auto flex max-w-6xl flex-col gap-8 px-4 py-8 sm:px-6 lg:px-8";

/** The page's title: the section's, and for the draft which edition it prepares. */
export function sectionPageTitle(section: SectionSlug, draftEdition: number | null) {
  const title = sections[section].title;
  return draftEdition === null
    ? title
    : `${title}: rascunho da ${ordinal(draftEdition, "feminine")} edição`;
}

function BackLink() {
  return (
    <Button asChild variant="outline">
      <Link to="/admin/event">
        <ArrowLeft aria-hidden />
        Dados do evento
      </Link>
    </Button>
  );
}

/** A section editor: its heading, the preview link, the draft's notice, then the form. */
export function SectionEditorPage({
  section,
  target,
  facts,
  version,
  formToken,
  lastResult,
  stale,
}: {
  section: SectionSlug;
  target: "current" | "draft";
  facts: EventFacts;
  version: number;
  formToken: string;
  lastResult: SubmissionResult<string[]> | undefined;
  stale: boolean;
}) {
  const meta = sections[section];
  const Editor = editors[section];
  const draft = target === "draft";
  return (
    <div className={pageClass}>
      <AdminPageHeader
        title={sectionPageTitle(section, draft ? facts.event.edition : null)}
        description={meta.description}
      >
        <BackLink />
        <Button asChild variant="outline">
          <a href={meta.previewPath} target="_blank" rel="noreferrer">
            <ExternalLink aria-hidden />
            Ver no site
            <span className="sr-only"> (abre em nova aba)</span>
          </a>
        </Button>
      </AdminPageHeader>
      {draft ? (
        <Alert tone="warning">
          Você está editando o rascunho da {ordinal(facts.event.edition, "feminine")} edição. O site
          continua mostrando a edição atual até a publicação do rascunho.
        </Alert>
      ) : null}
      {/* A save comes back with a new version; the key starts the form over from it. */}
      <Editor
        key={version}
        facts={facts}
        version={version}
        formToken={formToken}
        lastResult={lastResult}
        stale={stale}
      />
    </div>
  );
}

/** An unknown section, or a draft that does not exist. */
export function SectionEditorMissing({ reason }: { reason: "unknown-section" | "no-draft" }) {
  return (
    <div className={pageClass}>
      <AdminPageHeader
        title={reason === "no-draft" ? "Rascunho não encontrado" : "Página não encontrada"}
      />
      <Alert tone="warning">
        {reason === "no-draft" ? editorMessages.noDraft : editorMessages.unknownSection}
      </Alert>
      <div>
        <BackLink />
      </div>
    </div>
  );
}
