/** Texts of the cancellation page (/cancelamentos), spec §9 "Cancellation". */
export const cancellationPage = {
  title: "Cancelamentos",
  heroEyebrow: "O Congresso",
  description:
    "Política de cancelamento do Congresso Nacional de Enfermagem: reembolso de 50% ou transferência para a próxima edição em pedidos feitos até 30 dias antes do evento.",
  subtitle: "Conheça as regras para cancelar ou transferir a sua inscrição.",
  policyTitle: "Política de cancelamento",
  policyLead:
    "As condições dependem da antecedência com que o pedido é feito em relação à data do evento.",
  rules: [
    {
      tone: "positive",
      title: "Até 30 dias antes do evento",
      text: "Você pode escolher entre o reembolso de 50% do valor pago ou a transferência integral da inscrição para a próxima edição do congresso.",
    },
    {
      tone: "negative",
      title: "Menos de 30 dias antes do evento",
      text: "Não há reembolso nem transferência para a próxima edição.",
    },
    {
      tone: "neutral",
      title: "Transferência para outra pessoa",
      text: "A inscrição pode ser transferida para outra pessoa até 15 dias antes do evento.",
    },
  ],
  howTitle: "Como solicitar",
  steps: [
    {
      title: "Envie o pedido por e-mail",
      text: "Escreva para {email_de_contato} com o assunto “Cancelamento de inscrição” ou “Transferência de inscrição”.",
    },
    {
      title: "Informe seus dados",
      text: "Inclua nome completo, CPF, e-mail usado na inscrição e, no caso de reembolso, se prefere o reembolso de 50% ou a transferência para a próxima edição.",
    },
    {
      title: "Aguarde a resposta",
      text: "A equipe do congresso responde a todas as solicitações em até 5 dias úteis.",
    },
  ],
  replyNote: "Resposta em até 5 dias úteis",
  coursesNote:
    "Os cursos pré-congresso têm inscrição separada do congresso; informe no pedido se ele também se refere a um curso.",
} as const;

/** Texts of the group-registration page (/inscricoes-grupo), spec §9 "Group registration". */
export const groupRegistrationPage = {
  title: "Inscrições em Grupo",
  heroEyebrow: "Inscrições",
  description:
    "Inscrições em grupo no Congresso Nacional de Enfermagem: 10% de desconto acima de 10 inscrições e 20% acima de 20, com pagamento único por transferência ou PIX.",
  subtitle: "Condições especiais para instituições, equipes de saúde, turmas e grupos de estudo.",
  tiersTitle: "Descontos progressivos",
  tiersLead:
    "Quanto maior o grupo, maior o desconto sobre o valor das inscrições de todos os participantes.",
  tiers: [
    { discount: "10%", condition: "Acima de 10 inscrições" },
    { discount: "20%", condition: "Acima de 20 inscrições" },
  ],
  paymentTitle: "Forma de pagamento",
  payment: [
    {
      icon: "banknote",
      title: "Pagamento único",
      text: "O valor total do grupo é pago de uma só vez.",
    },
    {
      icon: "qr-code",
      title: "Transferência bancária ou PIX",
      text: "Os dados para pagamento são enviados junto com a proposta do grupo.",
    },
    {
      icon: "credit-card",
      title: "Não aceitamos cartão",
      text: "Inscrições em grupo não podem ser pagas com cartão de crédito ou débito.",
    },
  ],
  howTitle: "Como solicitar",
  steps: [
    {
      title: "Reúna os dados do grupo",
      text: "Para cada participante: nome completo, CPF, e-mail, telefone e categoria (profissional ou estudante).",
    },
    {
      title: "Entre em contato",
      text: "Envie a lista por e-mail ou fale com a nossa equipe por telefone, informando a instituição responsável.",
    },
    {
      title: "Receba a proposta",
      text: "Enviamos o valor total com o desconto aplicado e os dados para pagamento.",
    },
    {
      title: "Faça o pagamento único",
      text: "Pague por transferência bancária ou PIX e envie o comprovante para confirmar as inscrições.",
    },
  ],
  contactTitle: "Fale com a equipe",
  contactText: "Tire suas dúvidas e solicite a proposta para o seu grupo.",
  emailSubject: "Inscrição em grupo",
} as const;

/** Texts of /inscricao: the registration itself happens at the external provider. */
export const registrationPage = {
  title: "Inscrição",
  heroEyebrow: "{congresso}",
  description:
    "Inscrições para o {congresso}, feitas pela plataforma oficial de inscrições. Vagas esgotadas.",
  subtitle: "As inscrições são feitas pela plataforma oficial de inscrições do congresso.",
  soldOutTitle: "Vagas esgotadas",
  soldOutText:
    "A capacidade máxima do evento foi atingida e, no momento, não há vagas disponíveis para novas inscrições.",
  closedTitle: "Inscrições encerradas",
  closedText:
    "Esta edição já aconteceu. Quem participou encontra o certificado e os anais nas páginas do congresso.",
  certificatesLabel: "Certificados",
  paragraphs: [
    "Todo o processo de inscrição, pagamento e emissão de comprovantes acontece na plataforma oficial de inscrições, parceira do congresso.",
    "Se você já se inscreveu, use a Área do Inscrito para consultar seus dados e seus pedidos.",
  ],
  providerLabel: "Ir para a plataforma de inscrições",
  packagesLabel: "Ver pacotes de inscrição",
  registrantsLabel: "Área do Inscrito",
  groupTitle: "Vai com sua equipe?",
  groupText: "Conheça as condições para inscrições em grupo.",
  groupLink: "Inscrições em Grupo",
} as const;
