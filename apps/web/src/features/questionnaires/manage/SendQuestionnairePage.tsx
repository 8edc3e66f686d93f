// Placeholder: replaced by the screen itself.
export function SendQuestionnairePage() {
  return null;
}
