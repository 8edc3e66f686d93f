// Placeholder: replaced by the screen itself.
export function MyQuestionnairesPage() {
  return null;
}
