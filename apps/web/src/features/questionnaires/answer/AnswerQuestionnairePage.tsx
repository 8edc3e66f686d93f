// Placeholder: replaced by the screen itself.
export function AnswerQuestionnairePage() {
  return null;
}
