/** The form data a browser sends for `values`, nested names the way conform writes them. */
export function formDataOf(values: unknown, prefix = "", data = new FormData()) {
  if (Array.isArray(values)) {
    values.forEach((item, index) => formDataOf(item, `${prefix}[${index}]`, data));
  } else if (values !== null && typeof values === "object") {
    for (const [key, value] of Object.entries(values)) {
      formDataOf(value, prefix ? `${prefix}.${key}` : key, data);
    }
  } else if (values === true) {
    data.append(prefix, "on");
  } else if (values !== undefined && values !== null && values !== false) {
    data.append(prefix, String(values));
  }
  return data;
}
