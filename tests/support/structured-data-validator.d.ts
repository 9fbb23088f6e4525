// The package ships JavaScript without types: the part the tests use.
declare module "@adobe/structured-data-validator" {
  export interface ValidationIssue {
    issueMessage: string;
    severity: "ERROR" | "WARNING";
    fieldNames?: string[];
    path?: { type?: string; property?: string; index?: number }[];
  }
  export default class Validator {
    constructor(schemaOrgJson: unknown);
    validate(extracted: { jsonld: Record<string, unknown[]> }): Promise<ValidationIssue[]>;
  }
}
