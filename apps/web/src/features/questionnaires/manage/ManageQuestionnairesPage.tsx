// Placeholder: replaced by the screen itself.
export function ManageQuestionnairesPage() {
  return null;
}
