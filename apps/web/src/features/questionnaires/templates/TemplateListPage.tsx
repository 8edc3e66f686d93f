// Placeholder: replaced by the screen itself.
export function TemplateListPage() {
  return null;
}
