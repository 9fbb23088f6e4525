import { ArrowLeft, ExternalLink, Eye } from "lucide-react";
import { Link } from "react-router";
import { AdminPageHeader } from "~/components/admin/admin-page";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { ordinal } from "~/lib/event-format";
import type { SectionSlug } from "./editor-schemas";
import { PreviewButton } from "./preview-controls";
import { editorMessages } from "./event-facts-messages";
import { sections } from "./sections";
import { factGroups } from "~/content/fact-groups";
import { SectionEditor, type SectionEditorProps } from "./section-editors";

const pageClass = "mx-auto flex max-w-6xl flex-col gap-8 px-4 py-8 sm:px-6 lg:px-8";

/** The page's title: the section's, and for the draft which edition it prepares. */
export function sectionPageTitle(section: SectionSlug, draftEdition: number | null) {
  const title = factGroups.find((group) => group.slug === section)!.label;
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

export function SectionEditorPage({
  section,
  target,
  ...editor
}: SectionEditorProps & { section: SectionSlug; target: "current" | "draft" }) {
  const meta = sections[section];
  const draft = target === "draft";
  const { edition } = editor.facts.event;
  return (
    <div className={pageClass}>
      <AdminPageHeader
        title={sectionPageTitle(section, draft ? edition : null)}
        description={meta.description}
      >
        <BackLink />
        {draft ? (
          // The site shows the current edition: the draft is seen in its preview.
          <PreviewButton to={meta.previewPath}>
            <Eye aria-hidden />
            Pré-visualizar no site
          </PreviewButton>
        ) : (
          <Button asChild variant="outline">
            <a href={meta.previewPath} target="_blank" rel="noreferrer">
              <ExternalLink aria-hidden />
              Ver no site
              <span className="sr-only"> (abre em nova aba)</span>
            </a>
          </Button>
        )}
      </AdminPageHeader>
      {draft ? (
        <Alert tone="warning">
          Você está editando o rascunho da {ordinal(edition, "feminine")} edição. O site continua
          mostrando a edição atual até a publicação do rascunho.
        </Alert>
      ) : null}
      {/* A save comes back with a new version; the key starts the form over from it. */}
      <SectionEditor key={editor.version} section={section} {...editor} />
    </div>
  );
}

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
