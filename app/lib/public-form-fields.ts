// The public forms' fields, shared by the forms, the submissions and the admin inbox.

/** Each form's fields in the order shown, labelled as in the spec's body, the e-mail and the inbox; the last is the long text. */
export const fieldLabels = {
  contact: {
    name: "Nome",
    email: "E-mail",
    telefone: "Telefone",
    subject: "Assunto",
    message: "Mensagem",
  },
  patrocinio: {
    name: "Nome",
    empresa: "Empresa",
    email: "E-mail",
    telefone: "Telefone",
    interesse: "Interesse",
  },
};

export type FormName = keyof typeof fieldLabels;
