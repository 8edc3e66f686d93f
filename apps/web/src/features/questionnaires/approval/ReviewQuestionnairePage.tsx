// Placeholder: replaced by the screen itself.
export function ReviewQuestionnairePage() {
  return null;
}
