// Placeholder: replaced by the screen itself.
export function TemplateQuestionnairesPage() {
  return null;
}
