import { useMemo } from "react";
import { contatoFormSchema } from "../editor-schemas";
import {
  FormSection,
  LongTextField,
  SectionForm,
  type SectionEditorProps,
  TextField,
  gridClass,
  useSectionForm,
} from "./editor-kit";
import { PlaceholderHelp } from "./faq-editor";

/** 'Contato e links': phone, WhatsApp, e-mails, hours and the event's external links. */
export function ContatoEditor(props: SectionEditorProps) {
  const schema = useMemo(() => contatoFormSchema(props.facts), [props.facts]);
  const { form, fields, saving } = useSectionForm("contato", schema, props);
  const contact = fields.contact.getFieldset();
  const links = fields.links.getFieldset();

  return (
    <SectionForm form={form} fields={fields} saving={saving} stale={props.stale}>
      <FormSection id="contato-contato" title="Contato">
        <div className={gridClass}>
          <TextField
            meta={contact.phone}
            type="tel"
            label="Telefone"
            description="Por exemplo (11) 3333-4444"
          />
          <TextField
            meta={contact.whatsappNumber}
            type="tel"
            label="Número do WhatsApp"
            description="Com o código do país e o DDD, só números: 5571988887777"
          />
          <TextField meta={contact.supportEmail} type="email" label="E-mail de suporte" />
          <TextField meta={contact.contactEmail} type="email" label="E-mail de contato" />
          <TextField
            meta={contact.hours}
            label="Horário de atendimento"
            className="md:col-span-2"
          />
        </div>
        <LongTextField
          meta={contact.whatsappMessage}
          label="Mensagem do WhatsApp"
          description="O texto que já vem escrito na conversa; pode usar marcadores, como {edicao}."
          rows={3}
          maxLength={500}
        />
      </FormSection>
      <PlaceholderHelp facts={props.facts} />
      <FormSection id="contato-links" title="Links externos">
        <div className={gridClass}>
          <TextField
            meta={links.eventIdentifier}
            label="Identificador do evento"
            description="O código do evento na plataforma de inscrições, por exemplo cne2025."
          />
          <TextField meta={links.mainSite} type="url" label="Site principal" />
          <TextField meta={links.registrantsArea} type="url" label="Área do inscrito" />
          <TextField meta={links.registration} type="url" label="Página de inscrição" />
          <TextField meta={links.courseStore} type="url" label="Loja de cursos" />
          <TextField meta={links.submissionPlatform} type="url" label="Plataforma de submissão" />
          <TextField meta={links.slideTemplate} type="url" label="Modelo de slides" />
          <TextField meta={links.instagram} type="url" label="Instagram" />
        </div>
      </FormSection>
    </SectionForm>
  );
}
