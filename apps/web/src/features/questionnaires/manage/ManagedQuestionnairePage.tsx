// Placeholder: replaced by the screen itself.
export function ManagedQuestionnairePage() {
  return null;
}
